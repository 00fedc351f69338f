export { Calendar, RangeCalendar } from './Calendar';
export { formatHijri,    showsHijri } from './hijri';
