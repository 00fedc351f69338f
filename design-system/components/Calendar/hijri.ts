/** A calendar day (an `@internationalized/date` CalendarDate fits). */
export interface DayLike {
  year: number;
  month: number;
  day: number;
}

/** Saudi Arabia's official Hijri calendar, in Arabic. */
export const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura';

/** The Hijri date is shown alongside the Gregorian one when the interface is Arabic. */
export function showsHijri(locale: string): boolean {
  return /^ar(-|$)/i.test(locale);
}

const formats = {
  full: { day: 'numeric', month: 'long', year: 'numeric' },
  day: { day: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const cache = new Map<keyof typeof formats, Intl.DateTimeFormat>();

function formatter(style: keyof typeof formats): Intl.DateTimeFormat {
  let format = cache.get(style);
  if (!format) {
    // The day is a calendar day, not an instant: format it at UTC midnight in UTC so no time zone shifts it.
    format = new Intl.DateTimeFormat(HIJRI_LOCALE, { ...formats[style], timeZone: 'UTC' });
    cache.set(style, format);
  }
  return format;
}

const atUtcMidnight = (date: DayLike) => Date.UTC(date.year, date.month - 1, date.day);

/** The Umm al-Qura date of a Gregorian day: `١ رمضان ١٤٤٥ هـ`. */
export function formatHijri(date: DayLike): string {
  return formatter('full').format(atUtcMidnight(date));
}

/** Only the Hijri day of the month (`١`), for a calendar cell. */
export function hijriDay(date: DayLike): string {
  return formatter('day').format(atUtcMidnight(date));
}

/** The Hijri month(s) a span of days falls in: `شعبان – رمضان ١٤٤٥ هـ`. */
export function formatHijriMonths(start: DayLike, end: DayLike): string {
  return formatter('monthYear').formatRange(atUtcMidnight(start), atUtcMidnight(end));
}
