/**
 * Prayer pauses: booking stops for a set number of minutes from each chosen adhan, at the salon's
 * coordinates, with the Umm al-Qura method (`adhan`), in the salon's time zone.
 *
 * Decisions (docs/saudi-scheduling.md):
 * - Defaults: Dhuhr, Asr, Maghrib and Isha paused, Fajr not; 20 minutes, Maghrib 15.
 * - Friday: Jumu'ah replaces Dhuhr (when Dhuhr is paused). The sermon starts at the Dhuhr time, so the
 *   pause starts `JUMUAH_LEAD_MINUTES` (15) before it — time to reach the mosque — and lasts
 *   `jumuah_minutes` (45 by default) from there: Dhuhr − 15 to Dhuhr + 30.
 * - Isha in Ramadan is 120 minutes after Maghrib (the Umm al-Qura rule; 90 the rest of the year).
 * - Where the sun gives no time (polar days) there is no pause that day.
 */
import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import { isRamadan } from './hijri';

export const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type Prayer = (typeof PRAYERS)[number];
export type PausedPrayer = Prayer | 'jumuah';
export type PauseMode = 'salon' | 'always' | 'never';
export const PAUSE_MODES: readonly PauseMode[] = ['salon', 'always', 'never'];

export interface PrayerPauseRules {
  enabled: boolean;
  prayers: Record<Prayer, { enabled: boolean; minutes: number }>;
  jumuah_minutes: number;
}

const JUMUAH_LEAD_MINUTES = 15;
const MIN_PAUSE_MINUTES = 5;
const MAX_PAUSE_MINUTES = 120;
const MINUTE = 60_000;
const RAMADAN_ISHA_AFTER_MAGHRIB = 120 * MINUTE;

export function defaultPrayerPauses(enabled = false): PrayerPauseRules {
  return {
    enabled,
    prayers: {
      fajr: { enabled: false, minutes: 20 },
      dhuhr: { enabled: true, minutes: 20 },
      asr: { enabled: true, minutes: 20 },
      maghrib: { enabled: true, minutes: 15 },
      isha: { enabled: true, minutes: 20 },
    },
    jumuah_minutes: 45,
  };
}

const method = CalculationMethod.UmmAlQura();
const timesCache = new Map<string, Record<Prayer, number> | null>();

/** The adhan instants of one local day at a place (epoch ms), or null where the sun gives none. */
export function prayerTimesOn(latitude: number, longitude: number, date: string): Record<Prayer, number> | null {
  const key = `${latitude.toFixed(4)},${longitude.toFixed(4)},${date}`;
  const hit = timesCache.get(key);
  if (hit !== undefined) return hit;
  // adhan reads the calendar day from the Date's local fields: build it from local fields.
  const day = new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const t = new PrayerTimes(new Coordinates(latitude, longitude), day, method);
  const times = { fajr: t.fajr.getTime(), dhuhr: t.dhuhr.getTime(), asr: t.asr.getTime(), maghrib: t.maghrib.getTime(), isha: t.isha.getTime() };
  if (isRamadan(date) && Number.isFinite(times.maghrib)) times.isha = times.maghrib + RAMADAN_ISHA_AFTER_MAGHRIB;
  const result = Object.values(times).every(Number.isFinite) ? times : null;
  if (timesCache.size > 50_000) timesCache.clear();
  timesCache.set(key, result);
  return result;
}

export interface PauseSpan {
  prayer: PausedPrayer;
  from: number;
  to: number;
}

/** The pauses of one local day (`weekday` 0 = Sunday), in time order. */
export function pausesOn(rules: PrayerPauseRules, latitude: number, longitude: number, date: string, weekday: number): PauseSpan[] {
  const times = prayerTimesOn(latitude, longitude, date);
  if (!times) return [];
  const spans: PauseSpan[] = [];
  for (const prayer of PRAYERS) {
    const rule = rules.prayers[prayer];
    if (!rule?.enabled) continue;
    if (prayer === 'dhuhr' && weekday === 5) {
      const from = times.dhuhr - JUMUAH_LEAD_MINUTES * MINUTE;
      spans.push({ prayer: 'jumuah', from, to: from + rules.jumuah_minutes * MINUTE });
    } else {
      spans.push({ prayer, from: times[prayer], to: times[prayer] + rule.minutes * MINUTE });
    }
  }
  return spans;
}

/** The rules a barber works under: the salon's (when on), the salon's or the defaults (always), none (never). */
export function barberPauseRules(salon: PrayerPauseRules | null, mode: PauseMode): PrayerPauseRules | null {
  if (mode === 'never') return null;
  if (mode === 'always') return { ...(salon ?? defaultPrayerPauses()), enabled: true };
  return salon?.enabled ? salon : null;
}

export type PrayerPauseMessage = 'api.schedule.prayer_pauses.minutes' | 'api.schedule.prayer_pauses.jumuah_minutes';

/** Field problems of a rules body beyond what the contract's schema checks. */
export function validatePrayerPauses(rules: PrayerPauseRules): Array<{ field: string; message: PrayerPauseMessage }> {
  const issues: Array<{ field: string; message: PrayerPauseMessage }> = [];
  for (const prayer of PRAYERS) {
    const m = rules.prayers[prayer]?.minutes;
    if (!Number.isInteger(m) || m < MIN_PAUSE_MINUTES || m > MAX_PAUSE_MINUTES) issues.push({ field: `prayers.${prayer}.minutes`, message: 'api.schedule.prayer_pauses.minutes' });
  }
  const j = rules.jumuah_minutes;
  if (!Number.isInteger(j) || j < JUMUAH_LEAD_MINUTES || j > MAX_PAUSE_MINUTES) issues.push({ field: 'jumuah_minutes', message: 'api.schedule.prayer_pauses.jumuah_minutes' });
  return issues;
}
