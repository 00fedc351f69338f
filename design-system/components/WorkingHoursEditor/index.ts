export { describeDayProblem, WorkingHoursEditor, type WorkingHoursEditorProps } from './WorkingHoursEditor';
export {
  createWeek,
  isWeekValid,
  normaliseWeek,
  validateDay,
  validateWeek,
  weekDays,
  weekdayName,
  type DayProblem,
  type WeekDay,
  type WeekTemplate,
  type WorkingBreak,
  type WorkingDay,
  type WorkingWeek,
} from './workingHours';
