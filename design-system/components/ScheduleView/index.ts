export { ScheduleView, type ScheduleBlockedRange, type ScheduleSlotPress, type ScheduleViewProps } from './ScheduleView';
export {
  buildColumns,
  instantAt,
  moveFocus,
  parseClock,
  reservationStatuses,
  scheduleViews,
  weekDates,
  zonedParts,
  type ReservationStatus,
  type ScheduleBarber,
  type ScheduleColumn,
  type ScheduleItem,
  type ScheduleMove,
  type ScheduleReservation,
  type ScheduleViewMode,
} from './scheduleLayout';
