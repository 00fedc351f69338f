export {
  StatusBadge,
  statusBadgeDetails,
  statusBadgePackageStatuses,
  statusBadgeReservationStatuses,
  statusBadgeSizes,
  statusBadgeStatuses,
  type StatusBadgeProps,
  type StatusBadgeSize,
  type StatusBadgeStatus,
} from './StatusBadge';
