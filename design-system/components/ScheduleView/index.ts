export { ScheduleView } from './ScheduleView';
export { scheduleViews, type ScheduleReservation } from './scheduleLayout';
