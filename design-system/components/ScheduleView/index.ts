export { ScheduleView, type ScheduleReservationMove } from './ScheduleView';
export { scheduleViews, type ScheduleReservation } from './scheduleLayout';
