/**
 * How a date carries its Umm al-Qura (Saudi Arabia's official Hijri) date, for every place that
 * writes one: the design system's calendars and dates, the app's sentences, the server's
 * notification texts. Arabic only; the reader may hide them (`show_hijri`, docs/saudi-scheduling.md).
 */
/** A calendar day (an `@internationalized/date` CalendarDate fits). */
export interface DayLike {
  year: number;
  month: number;
  day: number;
}

/** Saudi Arabia's official Hijri calendar, in Arabic. */
const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura';

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

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The Umm al-Qura date of the day an instant falls on in `timeZone` (a salon's), as `formatHijri` writes it. */
export function formatHijriAt(instant: Date | number, timeZone: string): string {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(HIJRI_LOCALE, { ...formats.full, timeZone });
    zoneFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * A date written in a sentence with its Umm al-Qura date beside it, in brackets:
 * `الجمعة ٢٠ نوفمبر ٢٠٢٦ (٩ جمادى الآخرة ١٤٤٨ هـ)`.
 */
export function besideHijri(written: string, instant: Date | number, timeZone: string): string {
  return `${written} (${formatHijriAt(instant, timeZone)})`;
}

/** Only the Hijri day of the month (`١`), for a calendar cell. */
export function hijriDay(date: DayLike): string {
  return formatter('day').format(atUtcMidnight(date));
}

/** The Hijri month(s) a span of days falls in: `شعبان – رمضان ١٤٤٥ هـ`. */
export function formatHijriMonths(start: DayLike, end: DayLike): string {
  return formatter('monthYear').formatRange(atUtcMidnight(start), atUtcMidnight(end));
}
