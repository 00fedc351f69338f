import { toZoned, type CalendarDate } from '@internationalized/date';
import { besideHijri, showsHijri } from '../../../shared/hijri';

/** A local day and wall-clock time of the salon as the contract's date-time with offset (`2027-03-09T21:00:00+03:00`). */
export function zonedDateTime(day: CalendarDate, hhmm: string, timeZone: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return toZoned(day, timeZone).set({ hour: h, minute: m, second: 0, millisecond: 0 }).toString().replace(/\[.*\]$/, '');
}

const cache = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/**
 * An instant as the salon's day and time in the reader's language; in Arabic the Umm al-Qura date
 * follows the Gregorian one (unless the reader hid it).
 */
export function dayAndTime(iso: string, timeZone: string, locale: string, options: { time?: boolean; hijri?: boolean } = {}): string {
  const t = new Date(iso);
  const gregorian = format(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', ...(options.time === false ? {} : { hour: 'numeric', minute: '2-digit' }) }).format(t);
  if (options.hijri === false || !showsHijri(locale)) return gregorian;
  return besideHijri(gregorian, t, timeZone);
}
