export {
  StatusBadge,
  statusBadgePackageStatuses,
  statusBadgeReservationStatuses,
  statusBadgeSizes,
  statusBadgeStatuses,
} from './StatusBadge';
