export { Calendar, RangeCalendar } from './Calendar';
export { formatHijri } from '../../../shared/hijri';
export { HijriDate, HijriPreference, dayOf, useBesideHijri, useHijriOf, useShowsHijri } from './HijriPreference';
