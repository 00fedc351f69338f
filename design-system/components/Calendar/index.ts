export { Calendar, RangeCalendar } from './Calendar';
export { formatHijri, showsHijri } from './hijri';
export { HijriDate, HijriPreference, dayOf, useHijriOf, useShowsHijri } from './HijriPreference';
