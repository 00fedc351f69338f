export { Calendar, RangeCalendar, type CalendarProps, type RangeCalendarProps } from './Calendar';
export { formatHijri, formatHijriMonths, HIJRI_LOCALE, hijriDay, showsHijri, type DayLike } from './hijri';
