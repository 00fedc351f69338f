import { createContext, useContext, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { instantToWall } from '../../../shared/time-zones';
import * as styles from './HijriDate.css';
import { besideHijri, formatHijri, showsHijri, type DayLike } from '../../../shared/hijri';

const HijriPreferenceContext = createContext(true);

/**
 * The reader's choice to see Umm al-Qura Hijri dates beside Gregorian ones (a per-user setting,
 * on by default). Every date the design system shows or lets someone choose follows it.
 */
export function HijriPreference({ show, children }: { show: boolean; children: ReactNode }) {
  return <HijriPreferenceContext.Provider value={show}>{children}</HijriPreferenceContext.Provider>;
}

/** Whether Hijri dates are shown here: the interface is Arabic and the reader has not hidden them. */
export function useShowsHijri(): boolean {
  const { locale } = useLocale();
  return useContext(HijriPreferenceContext) && showsHijri(locale);
}

/** The Hijri date of a day as text, or null where Hijri dates are not shown. */
export function useHijriOf(): (day: DayLike) => string | null {
  const shown = useShowsHijri();
  return (day) => (shown ? formatHijri(day) : null);
}

/**
 * For a date written in a sentence or a line of text (`الجمعة ٢٠ نوفمبر ٢٠٢٦، ٤:٠٠ م`): the same with the
 * Umm al-Qura date of the instant's day in `timeZone` in brackets after it, as the server's texts write
 * it (`shared/hijri.ts`); unchanged where Hijri dates are not shown.
 */
export function useBesideHijri(): (written: string, instant: string | Date, timeZone: string) => string {
  const shown = useShowsHijri();
  return (written, instant, timeZone) => (shown ? besideHijri(written, new Date(instant), timeZone) : written);
}

/**
 * A day's Umm al-Qura date, in Arabic, under its Gregorian date (`inline`: beside it, as in a
 * heading); nothing where Hijri dates are hidden.
 */
export function HijriDate({ day, inline = false, className }: { day: DayLike; inline?: boolean; className?: string }) {
  const hijriOf = useHijriOf();
  const hijri = hijriOf(day);
  return hijri ? (
    <span lang="ar" className={[styles.hijriDate, inline ? styles.inline : '', className].filter(Boolean).join(' ')}>
      {hijri}
    </span>
  ) : null;
}

/** The calendar day an ISO date (`2026-03-01`) or an instant falls on in a time zone (Riyadh unless told). */
export function dayOf(value: string | Date, timeZone = 'Asia/Riyadh'): DayLike {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : instantToWall(timeZone, new Date(value).getTime()).date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
