export { Calendar, RangeCalendar } from './Calendar';
export { formatHijri } from './hijri';
export { HijriDate, HijriPreference, dayOf, useHijriOf, useShowsHijri } from './HijriPreference';
