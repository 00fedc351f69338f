// Property (issue 20): no offered slot intersects a prayer pause or a closure, for random salons,
// time zones, dates, pause rules, barbers' choices, Ramadan weeks past midnight and closures.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closedTime, type ClosureSpan } from './closed-time';
import { addDays } from './hijri';
import { PAUSE_MODES, PRAYERS, type PauseMode, type PrayerPauseRules } from './prayer-pauses';
import { availableSlots, wallToInstant, type SlotBarber } from './slots';
import type { WeeklyHours } from './working-hours';

const ZONES = ['Asia/Riyadh', 'Asia/Dubai', 'Europe/Istanbul', 'Asia/Karachi', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata'];
const MIN = 60_000;
const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const week = (open: number, length: number): WeeklyHours =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, is_open: true, opens_at: hhmm(open), closes_at: hhmm(open + length), breaks: [] }));

const rulesArb: fc.Arbitrary<PrayerPauseRules> = fc.record({
  enabled: fc.boolean(),
  prayers: fc.record(Object.fromEntries(PRAYERS.map((p) => [p, fc.record({ enabled: fc.boolean(), minutes: fc.integer({ min: 5, max: 120 }) })])) as Record<
    (typeof PRAYERS)[number],
    fc.Arbitrary<{ enabled: boolean; minutes: number }>
  >),
  jumuah_minutes: fc.integer({ min: 15, max: 120 }),
});

const caseArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  latitude: fc.double({ min: -60, max: 60, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  // A day from 2024 to 2034, so Ramadan comes up now and then.
  dayOffset: fc.integer({ min: 0, max: 3650 }),
  days: fc.integer({ min: 1, max: 4 }),
  interval: fc.constantFrom(5, 10, 15, 30),
  duration: fc.integer({ min: 10, max: 120 }),
  open: fc.integer({ min: 0, max: 23 * 4 }).map((q) => q * 15),
  length: fc.integer({ min: 2, max: 16 }).map((h) => h * 60),
  ramadan: fc.option(fc.record({ open: fc.integer({ min: 18, max: 23 }).map((h) => h * 60), length: fc.integer({ min: 3, max: 8 }).map((h) => h * 60) })),
  rules: fc.option(rulesArb),
  modes: fc.array(fc.constantFrom<PauseMode>(...PAUSE_MODES), { minLength: 1, maxLength: 4 }),
  closures: fc.array(fc.record({ barber: fc.option(fc.integer({ min: 0, max: 3 })), startHour: fc.integer({ min: 0, max: 24 * 4 }), hours: fc.integer({ min: 1, max: 30 }) }), { maxLength: 4 }),
});

describe('closed time', () => {
  it('no offered slot intersects a pause or a closure of its barber', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const from = addDays('2024-01-01', c.dayOffset);
        const to = addDays(from, c.days - 1);
        const midnight = wallToInstant(c.zone, Date.parse(`${from}T00:00:00Z`));
        const barbers: SlotBarber[] = c.modes.map((_, i) => ({
          id: i + 1,
          hours: week(c.open, c.length),
          bufferBeforeMinutes: 0,
          bufferAfterMinutes: 0,
          ramadanHours: c.ramadan ? week(c.ramadan.open, c.ramadan.length) : null,
        }));
        const closures: ClosureSpan[] = c.closures.map((k, i) => ({
          id: i + 1,
          barberId: k.barber === null ? null : (k.barber % barbers.length) + 1,
          kind: 'other',
          name: null,
          from: midnight + k.startHour * 60 * MIN,
          to: midnight + (k.startHour + k.hours) * 60 * MIN,
        }));
        const salon = { latitude: c.latitude, longitude: c.longitude, prayerPauses: c.rules };
        const { closed, ramadanDates } = closedTime(salon, barbers.map((b, i) => ({ id: b.id, pauseMode: c.modes[i]! })), from, to, closures);
        const slots = availableSlots({ timeZone: c.zone, slotIntervalMinutes: c.interval, from, to, durationMinutes: c.duration, now: 0, barbers, reservations: [], closed, ramadanDates });
        for (const slot of slots) {
          const hit = closed.find((s) => (s.barberId === null || s.barberId === slot.barberId) && s.from < slot.endsAt && slot.startsAt < s.to);
          expect(hit, `slot ${new Date(slot.startsAt).toISOString()} of barber ${slot.barberId} in ${JSON.stringify(hit)}`).toBeUndefined();
        }
        // Pauses exist where asked: a salon that pauses, with a barber following it, has some closed time.
        if (c.rules?.enabled && PRAYERS.some((p) => c.rules!.prayers[p].enabled) && c.modes.includes('salon') && Math.abs(c.latitude) < 55) {
          expect(closed.some((s) => 'prayer' in s)).toBe(true);
        }
      }),
      { numRuns: 300, seed: 20_2026 },
    );
  });
});
