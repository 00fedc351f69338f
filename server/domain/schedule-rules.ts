/**
 * A salon's Saudi scheduling rules: prayer pauses (per salon, with a choice per barber), the Ramadan
 * week (per salon, optionally per barber, overnight hours allowed), the holidays suggested as
 * closures, and the closed time of a range of days as the schedule shades it.
 */
import type { components } from '../../api-spec/schema';
import type { RamadanWeek } from '../db/tables/schedule';
import { translate } from '../i18n';
import { BookingNotFoundError, BookingValidationError, FieldProblems, formatInZone, type Db, type Locale } from './booking-shared';
import { closedSpanName, closedTime, closedTimePeriod, loadClosures, reservationsInClosedTime, type AffectedReservation } from './closed-time';
import { addDays, DHU_AL_HIJJAH, gregorianOf, hijriOf, nextRamadan, SHAWWAL } from './hijri';
import { defaultPrayerPauses, PRAYERS, validatePrayerPauses, type PauseMode, type PrayerPauseRules } from './prayer-pauses';
import { loadSalonSettings } from './salon-settings';
import { checkSlotRange, parseLocalDate, wallToInstant } from './slots';
import { dayWindow, defaultWorkingHours, normalizeWorkingHours, validateWorkingHours, type WeeklyHours } from './working-hours';

export type PrayerPausesView = components['schemas']['PrayerPauses'];
export type PrayerPausesInput = components['schemas']['PrayerPausesInput'];
export type RamadanHoursView = components['schemas']['RamadanHours'];
export type RamadanHoursInput = components['schemas']['RamadanHoursInput'];
export type ClosureSuggestionView = components['schemas']['ClosureSuggestion'];
export type ClosedTimeView = components['schemas']['ClosedTime'];

const DAY = 86_400_000;

interface SalonRow {
  id: number;
  timezone: string;
  working_hours: WeeklyHours;
  prayer_pauses: PrayerPauseRules | null;
  ramadan_hours: RamadanWeek | null;
}

async function loadSalonRules(db: Db, providerId: number, salonId: number): Promise<SalonRow> {
  const salon = await db
    .selectFrom('salons as s')
    .leftJoin('salon_schedule_rules as r', 'r.salon_id', 's.id')
    .select(['s.id', 's.timezone', 's.working_hours', 'r.prayer_pauses', 'r.ramadan_hours'])
    .where('s.id', '=', salonId)
    .where('s.provider_id', '=', providerId)
    .executeTakeFirst();
  if (!salon) throw new BookingNotFoundError('salon');
  return salon as SalonRow;
}

async function loadBarberRules(db: Db, salonId: number) {
  return db
    .selectFrom('barbers as b')
    .leftJoin('barber_schedule_rules as r', 'r.barber_id', 'b.id')
    .select(['b.id', 'b.name', 'r.prayer_pause_mode', 'r.ramadan_hours'])
    .where('b.salon_id', '=', salonId)
    .orderBy('b.id')
    .execute();
}

/** Barbers named in a body must be this salon's, each once; problems under `barbers.<i>.barber_id`. */
function checkBarbers(listed: ReadonlyArray<{ barber_id: number }>, known: ReadonlySet<number>, problems: FieldProblems): void {
  const seen = new Set<number>();
  listed.forEach((b, i) => {
    if (!known.has(b.barber_id)) problems.add(`barbers.${i}.barber_id`, 'api.booking.reservation.barber_not_in_salon');
    else if (seen.has(b.barber_id)) problems.add(`barbers.${i}.barber_id`, 'api.schedule.barber_listed_twice');
    seen.add(b.barber_id);
  });
}

async function saveSalonRules(db: Db, providerId: number, salonId: number, set: { prayer_pauses?: string; ramadan_hours?: string }, now: Date) {
  await db
    .insertInto('salon_schedule_rules')
    .values({ salon_id: salonId, provider_id: providerId, prayer_pauses: set.prayer_pauses ?? null, ramadan_hours: set.ramadan_hours ?? null, updated_at: now })
    .onConflict((oc) => oc.column('salon_id').doUpdateSet({ ...set, updated_at: now }))
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Prayer pauses

export async function getPrayerPauses(db: Db, providerId: number, salonId: number): Promise<PrayerPausesView> {
  const salon = await loadSalonRules(db, providerId, salonId);
  const barbers = await loadBarberRules(db, salonId);
  const rules = salon.prayer_pauses ?? defaultPrayerPauses(false);
  return {
    enabled: rules.enabled,
    prayers: rules.prayers,
    jumuah_minutes: rules.jumuah_minutes,
    barbers: barbers.map((b) => ({ barber_id: b.id, barber_name: b.name, mode: b.prayer_pause_mode ?? 'salon' })),
  };
}

export interface RulesAnswer<T> {
  rules: T;
  affected_reservations: AffectedReservation[];
}

export async function updatePrayerPauses(
  db: Db,
  providerId: number,
  salonId: number,
  input: PrayerPausesInput,
  locale: Locale,
  now: Date,
): Promise<RulesAnswer<PrayerPausesView>> {
  await loadSalonRules(db, providerId, salonId);
  const barbers = await loadBarberRules(db, salonId);
  const rules: PrayerPauseRules = {
    enabled: input.enabled,
    prayers: Object.fromEntries(PRAYERS.map((p) => [p, { enabled: input.prayers[p].enabled, minutes: input.prayers[p].minutes }])) as PrayerPauseRules['prayers'],
    jumuah_minutes: input.jumuah_minutes,
  };
  const problems = new FieldProblems();
  for (const issue of validatePrayerPauses(rules)) problems.add(issue.field, issue.message);
  checkBarbers(input.barbers ?? [], new Set(barbers.map((b) => b.id)), problems);
  problems.throwIfAny();
  await saveSalonRules(db, providerId, salonId, { prayer_pauses: JSON.stringify(rules) }, now);
  for (const b of input.barbers ?? []) {
    await db
      .insertInto('barber_schedule_rules')
      .values({ barber_id: b.barber_id, provider_id: providerId, prayer_pause_mode: b.mode as PauseMode, updated_at: now })
      .onConflict((oc) => oc.column('barber_id').doUpdateSet({ prayer_pause_mode: b.mode as PauseMode, updated_at: now }))
      .execute();
  }
  const affected = await reservationsInClosedTime(db, providerId, salonId, locale, now);
  return { rules: await getPrayerPauses(db, providerId, salonId), affected_reservations: affected.filter((r) => r.reason === 'prayer_pause') };
}

// ---------------------------------------------------------------------------------------------
// Ramadan hours

function ramadanDates(today: string): RamadanHoursView['ramadan'] {
  const r = nextRamadan(today);
  return { hijri_year: r.hijriYear, starts_on: r.first, ends_on: r.last };
}

export async function getRamadanHours(db: Db, providerId: number, salonId: number, now: Date): Promise<RamadanHoursView> {
  const salon = await loadSalonRules(db, providerId, salonId);
  const barbers = await loadBarberRules(db, salonId);
  const week = salon.ramadan_hours;
  return {
    enabled: week?.enabled ?? false,
    working_hours: (week?.working_hours ?? salon.working_hours ?? defaultWorkingHours()) as RamadanHoursView['working_hours'],
    barbers: barbers.map((b) => ({ barber_id: b.id, barber_name: b.name, working_hours: (b.ramadan_hours ?? null) as RamadanHoursView['barbers'][number]['working_hours'] })),
    ramadan: ramadanDates(formatInZone(now, salon.timezone).slice(0, 10)),
  };
}

export async function updateRamadanHours(
  db: Db,
  providerId: number,
  salonId: number,
  input: RamadanHoursInput,
  locale: Locale,
  now: Date,
): Promise<RulesAnswer<RamadanHoursView>> {
  await loadSalonRules(db, providerId, salonId);
  const barbers = await loadBarberRules(db, salonId);
  const problems = new FieldProblems();
  for (const issue of validateWorkingHours(input.working_hours, 'working_hours', { overnight: true })) problems.add(issue.field, issue.message);
  (input.barbers ?? []).forEach((b, i) => {
    if (b.working_hours) for (const issue of validateWorkingHours(b.working_hours, `barbers.${i}.working_hours`, { overnight: true })) problems.add(issue.field, issue.message);
  });
  checkBarbers(input.barbers ?? [], new Set(barbers.map((b) => b.id)), problems);
  problems.throwIfAny();
  const week: RamadanWeek = { enabled: input.enabled, working_hours: normalizeWorkingHours(input.working_hours as WeeklyHours) };
  await saveSalonRules(db, providerId, salonId, { ramadan_hours: JSON.stringify(week) }, now);
  for (const b of input.barbers ?? []) {
    const hours = b.working_hours ? JSON.stringify(normalizeWorkingHours(b.working_hours as WeeklyHours)) : null;
    await db
      .insertInto('barber_schedule_rules')
      .values({ barber_id: b.barber_id, provider_id: providerId, ramadan_hours: hours, updated_at: now })
      .onConflict((oc) => oc.column('barber_id').doUpdateSet({ ramadan_hours: hours, updated_at: now }))
      .execute();
  }
  const affected = await reservationsInClosedTime(db, providerId, salonId, locale, now);
  return { rules: await getRamadanHours(db, providerId, salonId, now), affected_reservations: affected.filter((r) => r.reason === 'outside_hours') };
}

// ---------------------------------------------------------------------------------------------
// Suggested closures: Eid al-Fitr (1–3 Shawwal), Eid al-Adha (10–13 Dhu al-Hijjah), Founding Day (22 February), National Day (23 September)

type SuggestionKey = ClosureSuggestionView['key'];

interface SuggestedDays {
  key: SuggestionKey;
  first: string;
  last: string;
}

/** The holidays whose last day is within a year from `today`, in date order. */
export function suggestedHolidays(today: string): SuggestedDays[] {
  const out: SuggestedDays[] = [];
  const h = hijriOf(today);
  for (const year of [h.year - 1, h.year, h.year + 1]) {
    const fitr = gregorianOf({ year, month: SHAWWAL, day: 1 }, today);
    if (fitr) out.push({ key: 'eid_al_fitr', first: fitr, last: addDays(fitr, 2) });
    const adha = gregorianOf({ year, month: DHU_AL_HIJJAH, day: 10 }, today);
    if (adha) out.push({ key: 'eid_al_adha', first: adha, last: addDays(adha, 3) });
  }
  const gYear = Number(today.slice(0, 4));
  for (const year of [gYear, gYear + 1]) {
    out.push({ key: 'founding_day', first: `${year}-02-22`, last: `${year}-02-22` });
    out.push({ key: 'national_day', first: `${year}-09-23`, last: `${year}-09-23` });
  }
  const end = addDays(today, 365);
  return out.filter((s) => s.last >= today && s.first <= end).sort((a, b) => a.first.localeCompare(b.first));
}

export async function listClosureSuggestions(db: Db, providerId: number, salonId: number, locale: Locale, now: Date): Promise<ClosureSuggestionView[]> {
  const salon = await loadSalonRules(db, providerId, salonId);
  const tz = salon.timezone;
  const today = formatInZone(now, tz).slice(0, 10);
  const suggestions = suggestedHolidays(today);
  const from = wallToInstant(tz, parseLocalDate(today)!);
  const closures = await loadClosures(db, salonId, from, from + 400 * DAY);
  return suggestions.map((s) => {
    const startsAt = wallToInstant(tz, parseLocalDate(s.first)!);
    const endsAt = wallToInstant(tz, parseLocalDate(s.last)! + DAY);
    return {
      key: s.key,
      name: translate(locale, 'api.schedule.holiday', { key: s.key }),
      starts_on: s.first,
      ends_on: s.last,
      starts_at: formatInZone(startsAt, tz),
      ends_at: formatInZone(endsAt, tz),
      confirmed: closures.some((c) => c.barberId === null && c.from <= startsAt && c.to >= endsAt),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Closed time of a range of days (what the schedule shades)

const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The hours of local day `date` as the schedule draws them: the earliest opening and the latest
 * closing among `barbers`, each by the week that applies that day (their Ramadan week on a Ramadan
 * day). A closing past midnight (a Ramadan night) is `closes_next_day`.
 */
function scheduleHoursOn(
  barbers: ReadonlyArray<{ hours: WeeklyHours; ramadanHours?: WeeklyHours | null }>,
  date: string,
  ramadanDates: ReadonlySet<string>,
): ClosedTimeView['hours'][number] {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  let open: number | null = null;
  let close: number | null = null;
  for (const barber of barbers) {
    const week = barber.ramadanHours && ramadanDates.has(date) ? barber.ramadanHours : barber.hours;
    const window = dayWindow(week, weekday);
    if (!window) continue;
    open = open === null ? window.open : Math.min(open, window.open);
    close = close === null ? window.close : Math.max(close, window.close);
  }
  if (open === null || close === null) return { date, opens_at: null, closes_at: null, closes_next_day: false };
  const nextDay = close > 24 * 60;
  return { date, opens_at: clock(open), closes_at: clock(nextDay ? close - 24 * 60 : close), closes_next_day: nextDay };
}

const daysFrom = (first: string, last: string) => Math.round((parseLocalDate(last)! - parseLocalDate(first)!) / DAY);

export async function listClosedTime(
  db: Db,
  providerId: number,
  salonId: number,
  query: { date?: string; to_date?: string },
  locale: Locale,
  now: Date,
): Promise<ClosedTimeView> {
  const settings = await loadSalonSettings(db, providerId, salonId);
  if (!settings) throw new BookingNotFoundError('salon');
  const tz = settings.timezone;
  const firstDay = query.date ?? formatInZone(now, tz).slice(0, 10);
  const lastDay = query.to_date ?? firstDay;
  const problem = checkSlotRange(firstDay, lastDay);
  if (problem) throw BookingValidationError.field(problem === 'api.booking.slots.range_too_long' ? 'to_date' : 'date', problem);
  const [from, to] = closedTimePeriod(tz, firstDay, lastDay);
  const closures = await loadClosures(db, salonId, from, to);
  const active = settings.barbers.filter((b) => b.isActive);
  const { closed, ramadanDates } = closedTime(settings, active, firstDay, lastDay, closures);
  // Only what touches the days asked for: from the first day's midnight to the one after the last.
  const windowFrom = wallToInstant(tz, parseLocalDate(firstDay)!);
  const windowTo = wallToInstant(tz, parseLocalDate(lastDay)! + DAY);
  return {
    spans: closed
      .filter((c) => c.from < windowTo && windowFrom < c.to)
      .sort((a, b) => a.from - b.from || (a.barberId ?? 0) - (b.barberId ?? 0))
      .map((c) => ({
        barber_id: c.barberId,
        source: c.source,
        prayer: c.source === 'prayer' ? c.prayer : null,
        closure_id: c.source === 'closure' ? c.closureId : null,
        name: closedSpanName(c, locale),
        starts_at: formatInZone(c.from, tz),
        ends_at: formatInZone(c.to, tz),
      })),
    ramadan_days: [...ramadanDates].filter((d) => d >= firstDay && d <= lastDay).sort(),
    hours: Array.from({ length: daysFrom(firstDay, lastDay) + 1 }, (_, i) => scheduleHoursOn(active, addDays(firstDay, i), ramadanDates)),
  };
}
