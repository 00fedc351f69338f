export { WorkingHoursEditor } from './WorkingHoursEditor';
export {
  createWeek,
  isWeekValid,
  type WorkingWeek,
} from './workingHours';
