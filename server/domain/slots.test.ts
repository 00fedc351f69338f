import { CalendarDateTime, parseDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableSlots, checkSlotRange, instantToWall, wallToInstant, type BlockedSpan, type Slot, type SlotBarber, type SlotQuery } from './slots';
import { dayWindow, validateWorkingHours, type WeeklyHours, type WorkingDay } from './working-hours';

const MIN = 60_000;
const utc = (iso: string) => Date.parse(iso);
const iso = (t: number) => new Date(t).toISOString().replace('.000Z', 'Z');

function week(open: string | null, close: string | null, breaks: Array<[string, string]> = [], closedDays: number[] = []): WeeklyHours {
  return [0, 1, 2, 3, 4, 5, 6].map((day) =>
    open && close && !closedDays.includes(day)
      ? { day, is_open: true, opens_at: open, closes_at: close, breaks: breaks.map(([s, e]) => ({ starts_at: s, ends_at: e })) }
      : { day, is_open: false, opens_at: null, closes_at: null, breaks: [] },
  );
}

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    timeZone: 'Asia/Riyadh',
    slotIntervalMinutes: 15,
    from: '2025-06-01',
    to: '2025-06-01',
    durationMinutes: 30,
    now: utc('2025-01-01T00:00:00Z'),
    barbers: [{ id: 1, hours: week('09:00', '17:00'), bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }],
    reservations: [],
    ...overrides,
  };
}

const starts = (slots: Slot[]) => slots.map((s) => iso(s.startsAt));

describe('available slots: worked examples', () => {
  it('Riyadh (UTC+3): a reservation with 10-minute buffers and a lunch break', () => {
    // 09:00–17:00 with a 13:00–14:00 break; a 10:00–11:00 booking with 10 min either side blocks 09:50–11:10.
    const slots = availableSlots(
      query({
        durationMinutes: 30,
        barbers: [{ id: 1, hours: week('09:00', '17:00', [['13:00', '14:00']]), bufferBeforeMinutes: 10, bufferAfterMinutes: 10 }],
        reservations: [{ barberId: 1, from: utc('2025-06-01T06:50:00Z'), to: utc('2025-06-01T08:10:00Z') }],
      }),
    );
    const local = slots.map((s) => instantToWall('Asia/Riyadh', s.startsAt).minutes).map((m) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`);
    // 09:00 ends 09:30, its after-buffer ends 09:40 < 09:50. 09:15's buffered span reaches 09:55: taken.
    // 11:15's before-buffer starts 11:05 < 11:10: taken; 11:30 is the first free one after.
    expect(local).toEqual([
      '9:00',
      '11:30', '11:45', '12:00', '12:15', '12:30',
      '14:00', '14:15', '14:30', '14:45', '15:00', '15:15', '15:30', '15:45', '16:00', '16:15', '16:30',
    ]);
    expect(iso(slots[0]!.startsAt)).toBe('2025-06-01T06:00:00Z');
    expect(iso(slots[0]!.endsAt)).toBe('2025-06-01T06:30:00Z');
    expect(slots.every((s) => s.date === '2025-06-01')).toBe(true);
  });

  it('New York: the same 09:00 opening is 14:00Z before the spring-forward and 13:00Z on the day itself', () => {
    const slots = availableSlots(
      query({
        timeZone: 'America/New_York',
        from: '2025-03-08',
        to: '2025-03-09',
        durationMinutes: 60,
        slotIntervalMinutes: 60,
        barbers: [{ id: 1, hours: week('09:00', '11:00'), bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }],
      }),
    );
    expect(starts(slots)).toEqual(['2025-03-08T14:00:00Z', '2025-03-08T15:00:00Z', '2025-03-09T13:00:00Z', '2025-03-09T14:00:00Z']);
  });

  it('New York: a night shift across the spring-forward is an hour shorter (22:00–04:00 is 5 real hours)', () => {
    const slots = availableSlots(
      query({
        timeZone: 'America/New_York',
        from: '2025-03-08',
        to: '2025-03-08',
        durationMinutes: 60,
        slotIntervalMinutes: 60,
        barbers: [{ id: 1, hours: week('22:00', '04:00', [], [0]), bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }],
      }),
    );
    // 22:00, 23:00, 00:00, 01:00 EST, then 03:00 EDT (02:00 does not exist that night).
    expect(starts(slots)).toEqual(['2025-03-09T03:00:00Z', '2025-03-09T04:00:00Z', '2025-03-09T05:00:00Z', '2025-03-09T06:00:00Z', '2025-03-09T07:00:00Z']);
    expect(slots.map((s) => instantToWall('America/New_York', s.startsAt).minutes / 60)).toEqual([22, 23, 0, 1, 3]);
    expect(slots.every((s) => s.date === '2025-03-08')).toBe(true);
  });

  it('New York: a night shift across the fall-back is an hour longer, and 01:00 comes twice', () => {
    const slots = availableSlots(
      query({
        timeZone: 'America/New_York',
        from: '2025-11-01',
        to: '2025-11-01',
        durationMinutes: 60,
        slotIntervalMinutes: 60,
        barbers: [{ id: 1, hours: week('23:00', '03:00', [], [0]), bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }],
      }),
    );
    expect(slots.map((s) => instantToWall('America/New_York', s.startsAt).minutes / 60)).toEqual([23, 0, 1, 1, 2]);
    expect(iso(slots[slots.length - 1]!.endsAt)).toBe('2025-11-02T08:00:00Z');
  });

  it('Istanbul in 2015: the late fall-back of 8 November moves a 09:00 opening from 06:00Z to 07:00Z', () => {
    const slots = availableSlots(
      query({
        timeZone: 'Europe/Istanbul',
        from: '2015-11-07',
        to: '2015-11-08',
        durationMinutes: 45,
        slotIntervalMinutes: 30,
        now: utc('2015-01-01T00:00:00Z'),
        barbers: [{ id: 7, hours: week('09:00', '10:00'), bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }],
      }),
    );
    expect(starts(slots)).toEqual(['2015-11-07T06:00:00Z', '2015-11-08T07:00:00Z']);
    expect(slots.map((s) => s.date)).toEqual(['2015-11-07', '2015-11-08']);
  });

  it('never offers a start in the past, and keeps to the grid after now', () => {
    const slots = availableSlots(query({ now: utc('2025-06-01T10:07:00Z') })); // 13:07 in Riyadh
    expect(iso(slots[0]!.startsAt)).toBe('2025-06-01T10:15:00Z');
    expect(iso(slots[slots.length - 1]!.startsAt)).toBe('2025-06-01T13:30:00Z');
  });

  it('offers each barber who is free, ordered by time then barber', () => {
    const hours = week('09:00', '10:00');
    const slots = availableSlots(
      query({
        durationMinutes: 30,
        slotIntervalMinutes: 30,
        barbers: [
          { id: 2, hours, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
          { id: 1, hours, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
        ],
        reservations: [{ barberId: 2, from: utc('2025-06-01T06:00:00Z'), to: utc('2025-06-01T06:30:00Z') }],
      }),
    );
    expect(slots.map((s) => [iso(s.startsAt), s.barberId])).toEqual([
      ['2025-06-01T06:00:00Z', 1],
      ['2025-06-01T06:30:00Z', 1],
      ['2025-06-01T06:30:00Z', 2],
    ]);
  });

  it('nothing on a closed day, nothing for a service longer than the day', () => {
    expect(availableSlots(query({ barbers: [{ id: 1, hours: week('09:00', '17:00', [], [0]), bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }] }))).toEqual([]);
    expect(availableSlots(query({ durationMinutes: 9 * 60 }))).toEqual([]);
  });
});

describe('slot range', () => {
  it('accepts up to 14 days and refuses more, reversed ranges and impossible dates', () => {
    expect(checkSlotRange('2025-06-01', '2025-06-14')).toBeNull();
    expect(checkSlotRange('2025-06-01', '2025-06-15')).toBe('api.booking.slots.range_too_long');
    expect(checkSlotRange('2025-06-02', '2025-06-01')).toBe('api.booking.slots.range_reversed');
    expect(checkSlotRange('2025-02-30', '2025-03-01')).toBe('api.booking.slots.invalid_date');
  });
});

describe('wall-clock conversion', () => {
  it('resolves skipped and repeated times like Temporal "compatible"', () => {
    const wall = (s: string) => Date.parse(`${s}Z`);
    expect(iso(wallToInstant('America/New_York', wall('2025-03-09T02:30:00')))).toBe('2025-03-09T07:30:00Z'); // 03:30 EDT
    expect(iso(wallToInstant('America/New_York', wall('2025-11-02T01:30:00')))).toBe('2025-11-02T05:30:00Z'); // first 01:30 (EDT)
    expect(iso(wallToInstant('Asia/Riyadh', wall('2025-11-02T01:30:00')))).toBe('2025-11-01T22:30:00Z');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties. The oracle converts wall-clock times with @internationalized/date, an implementation
// independent of the one under test, and checks every candidate minute by minute.

const zones = ['Asia/Riyadh', 'America/New_York', 'Europe/Istanbul', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Europe/London'];
// Days around DST changes of those zones (and ordinary ones).
const firstDays = ['2025-03-08', '2025-11-01', '2015-11-07', '2016-03-26', '2025-04-05', '2025-10-04', '2025-03-29', '2025-10-25', '2025-06-10'];
const hhmm = (m: number) => (m === 1440 ? '24:00' : `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

const dayArb = (day: number): fc.Arbitrary<WorkingDay> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<WorkingDay>({ day, is_open: false, opens_at: null, closes_at: null, breaks: [] }) },
    {
      weight: 4,
      arbitrary: fc
        .record({
          open: fc.integer({ min: 0, max: 94 }).map((q) => q * 15),
          length: fc.integer({ min: 2, max: 80 }).map((q) => q * 15),
          breaks: fc.array(fc.record({ at: fc.double({ min: 0, max: 0.95, noNaN: true }), length: fc.integer({ min: 1, max: 8 }).map((q) => q * 15) }), { maxLength: 2 }),
        })
        .map(({ open, length, breaks }) => {
          const close = Math.min(open + length, 1439); // same-day hours, as the contract requires
          return {
            day,
            is_open: true,
            opens_at: hhmm(open),
            closes_at: hhmm(close > 1440 ? close - 1440 : close),
            breaks: breaks
              .map((b) => {
                const s = open + Math.floor(((close - open) * b.at) / 5) * 5;
                return { starts_at: hhmm(s % 1440), ends_at: hhmm(Math.min(s + b.length, close) === 1440 ? 1440 : Math.min(s + b.length, close) % 1440) };
              }),
          };
        }),
    },
  );

const weekArb: fc.Arbitrary<WeeklyHours> = fc
  .tuple(dayArb(0), dayArb(1), dayArb(2), dayArb(3), dayArb(4), dayArb(5), dayArb(6))
  .filter((w) => validateWorkingHours(w).length === 0);

const slotQueryArb: fc.Arbitrary<SlotQuery> = fc
  .record({
    timeZone: fc.constantFrom(...zones),
    firstDay: fc.constantFrom(...firstDays),
    shift: fc.integer({ min: 0, max: 2 }),
    days: fc.integer({ min: 1, max: 3 }),
    step: fc.constantFrom(5, 10, 15, 20, 30, 60),
    duration: fc.integer({ min: 1, max: 36 }).map((q) => q * 5),
    barbers: fc.array(fc.record({ hours: weekArb, before: fc.integer({ min: 0, max: 30 }), after: fc.integer({ min: 0, max: 30 }) }), { minLength: 1, maxLength: 3 }),
    reservations: fc.array(fc.record({ barber: fc.nat(), at: fc.integer({ min: -300, max: 3 * 1440 }), length: fc.integer({ min: 5, max: 240 }) }), { maxLength: 40 }),
    nowMinutes: fc.integer({ min: -1440, max: 3 * 1440 }),
  })
  .map((r) => {
    const base = parseDate(r.firstDay).add({ days: r.shift });
    const origin = base.toDate('UTC').getTime();
    const barbers: SlotBarber[] = r.barbers.map((b, i) => ({ id: i + 1, hours: b.hours, bufferBeforeMinutes: b.before, bufferAfterMinutes: b.after }));
    const reservations: BlockedSpan[] = r.reservations.map((x) => ({
      barberId: (x.barber % barbers.length) + 1,
      from: origin + x.at * MIN,
      to: origin + (x.at + x.length) * MIN,
    }));
    return {
      timeZone: r.timeZone,
      slotIntervalMinutes: r.step,
      from: base.toString(),
      to: base.add({ days: r.days - 1 }).toString(),
      durationMinutes: r.duration,
      now: origin + r.nowMinutes * MIN,
      barbers,
      reservations,
    };
  });

/** Instant of minute `m` after local midnight of `date` (m may pass 1440), by @internationalized/date. */
function oracleInstant(timeZone: string, date: string, m: number): number {
  const d = parseDate(date);
  return new CalendarDateTime(d.year, d.month, d.day).add({ minutes: m }).toDate(timeZone, 'compatible').getTime();
}

function oracleDay(q: SlotQuery, barber: SlotBarber, date: string) {
  const w = dayWindow(barber.hours, new Date(`${date}T00:00:00Z`).getUTCDay());
  if (!w) return null;
  return {
    open: oracleInstant(q.timeZone, date, w.open),
    close: oracleInstant(q.timeZone, date, w.close),
    breaks: w.breaks.map(([s, e]) => [oracleInstant(q.timeZone, date, s), oracleInstant(q.timeZone, date, e)] as const),
  };
}

const overlaps = (a: number, b: number, c: number, d: number) => a < d && c < b;

function datesOf(q: SlotQuery): string[] {
  const out: string[] = [];
  for (let d = parseDate(q.from); d.compare(parseDate(q.to)) <= 0; d = d.add({ days: 1 })) out.push(d.toString());
  return out;
}

describe('available slots: properties', () => {
  it('every slot is as long as the services, inside working hours, outside breaks, not in the past, clear of every buffered reservation', () => {
    fc.assert(
      fc.property(slotQueryArb, (q) => {
        const problems: string[] = [];
        for (const slot of availableSlots(q)) {
          const barber = q.barbers.find((b) => b.id === slot.barberId)!;
          const day = oracleDay(q, barber, slot.date);
          const at = `barber ${slot.barberId} at ${iso(slot.startsAt)}`;
          if (!day) {
            problems.push(`${at}: on a closed day`);
            continue;
          }
          if (slot.endsAt - slot.startsAt !== q.durationMinutes * MIN) problems.push(`${at}: wrong length`);
          if (slot.startsAt < q.now) problems.push(`${at}: in the past`);
          if (slot.startsAt < day.open || slot.endsAt > day.close) problems.push(`${at}: outside working hours`);
          if (day.breaks.some(([bs, be]) => overlaps(slot.startsAt, slot.endsAt, bs, be))) problems.push(`${at}: in a break`);
          const from = slot.startsAt - barber.bufferBeforeMinutes * MIN;
          const to = slot.endsAt + barber.bufferAfterMinutes * MIN;
          if (q.reservations.some((r) => r.barberId === barber.id && overlaps(from, to, r.from, r.to))) problems.push(`${at}: overlaps a reservation or its buffer`);
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('misses no free start: the result equals a minute-by-minute scan of the grid', () => {
    fc.assert(
      fc.property(slotQueryArb, (q) => {
        const expected: Slot[] = [];
        const step = q.slotIntervalMinutes * MIN;
        const dur = q.durationMinutes * MIN;
        for (const barber of q.barbers) {
          for (const date of datesOf(q)) {
            const day = oracleDay(q, barber, date);
            if (!day) continue;
            for (let s = day.open; s + dur <= day.close; s += step) {
              if (s < q.now) continue;
              if (day.breaks.some(([bs, be]) => overlaps(s, s + dur, bs, be))) continue;
              const from = s - barber.bufferBeforeMinutes * MIN;
              const to = s + dur + barber.bufferAfterMinutes * MIN;
              if (q.reservations.some((r) => r.barberId === barber.id && overlaps(from, to, r.from, r.to))) continue;
              expected.push({ barberId: barber.id, date, startsAt: s, endsAt: s + dur });
            }
          }
        }
        expected.sort((x, y) => x.startsAt - y.startsAt || x.barberId - y.barberId);
        expect(availableSlots(q)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
