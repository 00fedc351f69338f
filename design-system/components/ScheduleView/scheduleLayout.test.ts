import { describe, expect, it } from 'vitest';
import { buildColumns, hourMarks, instantAt, moveFocus, nearWindow, parseClock, rowGrowth, shortestBlockMinutes, weekDates, withoutPastSlots, zonedParts, type ColumnsInput, type ScheduleReservation } from './scheduleLayout';

const barbers = [
  { id: 'b1', name: 'خالد' },
  { id: 'b2', name: 'ماجد' },
];

// Riyadh is UTC+3 all year: 10:00 there is 07:00Z.
const reservation = (id: string, barberId: string, from: string, to: string, status: ScheduleReservation['status'] = 'confirmed'): ScheduleReservation => ({
  id,
  barberId,
  startsAt: `2026-11-22T${from}:00Z`,
  endsAt: `2026-11-22T${to}:00Z`,
  status,
  customerName: id,
});

const base: ColumnsInput = {
  view: 'day',
  date: '2026-11-22',
  barbers,
  reservations: [],
  openMinute: 9 * 60,
  closeMinute: 12 * 60,
  slotMinutes: 30,
  timeZone: 'Asia/Riyadh',
};

describe('clock and zone helpers', () => {
  it('reads opening hours', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('24:30')).toBeNull();
    expect(parseClock('9.30')).toBeNull();
    expect(parseClock('10:75')).toBeNull();
  });

  it('converts between instants and salon-local day and minute', () => {
    expect(zonedParts('2026-11-22T07:00:00Z', 'Asia/Riyadh')).toEqual({ date: '2026-11-22', minute: 600 });
    expect(zonedParts('2026-11-21T22:30:00Z', 'Asia/Riyadh')).toEqual({ date: '2026-11-22', minute: 90 });
    expect(zonedParts('not a date', 'Asia/Riyadh')).toBeNull();
    expect(zonedParts('2026-11-22T07:00:00Z', 'Not/AZone')).toBeNull();
    // London moves its clocks forward at 01:00 UTC on 29 March 2026.
    expect(zonedParts('2026-03-29T00:59:00Z', 'Europe/London')).toEqual({ date: '2026-03-29', minute: 59 });
    expect(zonedParts('2026-03-29T01:00:00Z', 'Europe/London')).toEqual({ date: '2026-03-29', minute: 120 });
    expect(instantAt('2026-11-22', 600, 'Asia/Riyadh')).toBe('2026-11-22T07:00:00.000Z');
    // Across a daylight-saving change the wall time still maps to the right instant.
    expect(instantAt('2026-03-29', 10 * 60, 'Europe/Istanbul')).toBe('2026-03-29T07:00:00.000Z');
    expect(instantAt('2026-03-29', 10 * 60, 'Europe/London')).toBe('2026-03-29T09:00:00.000Z');
  });

  it('lists a week of days across a month end', () => {
    expect(weekDates('2026-11-27')).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']);
  });
});

describe('buildColumns', () => {
  it('day view: one column per barber, free slots around the reservations, in time order', () => {
    const columns = buildColumns({ ...base, reservations: [reservation('a', 'b1', '07:00', '08:00')] });
    expect(columns.map((c) => c.key)).toEqual(['b1', 'b2']);
    const first = columns[0]!.items.map((i) => (i.kind === 'slot' ? `slot ${i.startMinute}` : `res ${i.startMinute}-${i.endMinute}`));
    expect(first).toEqual(['slot 540', 'slot 570', 'res 600-660', 'slot 660', 'slot 690']);
    expect(columns[1]!.items).toHaveLength(6);
  });

  it('a slot partly covered by a reservation is not offered', () => {
    const [column] = buildColumns({ ...base, reservations: [reservation('a', 'b1', '06:45', '07:10')] });
    // 09:45–10:10 in Riyadh takes both the 09:30 and the 10:00 slot.
    expect(column!.items.filter((i) => i.kind === 'slot').map((i) => i.startMinute)).toEqual([540, 630, 660, 690]);
  });

  it('cancelled reservations are not drawn and free their time', () => {
    const [column] = buildColumns({ ...base, reservations: [reservation('a', 'b1', '07:00', '08:00', 'cancelled')] });
    expect(column!.items.every((i) => i.kind === 'slot')).toBe(true);
    expect(column!.items).toHaveLength(6);
  });

  it('clamps reservations to opening hours and drops those outside them or on other days', () => {
    const columns = buildColumns({
      ...base,
      reservations: [
        reservation('early', 'b1', '05:00', '06:30'),
        reservation('before', 'b1', '04:00', '05:00'),
        { ...reservation('other-day', 'b1', '07:00', '08:00'), startsAt: '2026-11-23T07:00:00Z', endsAt: '2026-11-23T08:00:00Z' },
        reservation('no-barber', 'b9', '07:00', '08:00'),
      ],
    });
    const blocks = columns.flatMap((c) => c.items.filter((i) => i.kind === 'reservation'));
    expect(blocks.map((b) => [b.key, b.startMinute, b.endMinute])).toEqual([['r:early', 540, 570]]);
  });

  it('puts overlapping reservations side by side in lanes', () => {
    const [column] = buildColumns({
      ...base,
      reservations: [reservation('a', 'b1', '06:00', '07:00'), reservation('b', 'b1', '06:30', '07:30'), reservation('c', 'b1', '07:00', '08:00'), reservation('d', 'b1', '08:00', '08:30')],
    });
    const lanes = Object.fromEntries(column!.items.filter((i) => i.kind === 'reservation').map((i) => [i.key, `${i.lane}/${i.lanes}`]));
    expect(lanes).toEqual({ 'r:a': '0/2', 'r:b': '1/2', 'r:c': '0/2', 'r:d': '0/1' });
  });

  it('week view: seven days of one barber', () => {
    const columns = buildColumns({
      ...base,
      view: 'week',
      barberId: 'b2',
      reservations: [reservation('mine', 'b2', '07:00', '07:30'), reservation('not-mine', 'b1', '07:00', '07:30')],
    });
    expect(columns.map((c) => c.date)).toEqual(weekDates('2026-11-22'));
    expect(columns.every((c) => c.barberId === 'b2')).toBe(true);
    expect(columns[0]!.items.filter((i) => i.kind === 'reservation').map((i) => i.key)).toEqual(['r:mine']);
  });
});

describe('moveFocus', () => {
  const columns = buildColumns({ ...base, reservations: [reservation('a', 'b1', '07:00', '08:00')] });

  it('moves up and down within a column and stops at its ends', () => {
    expect(moveFocus(columns, 's:b1:570', 'down')).toBe('r:a');
    expect(moveFocus(columns, 'r:a', 'down')).toBe('s:b1:660');
    expect(moveFocus(columns, 's:b1:540', 'up')).toBe('s:b1:540');
    expect(moveFocus(columns, 's:b1:570', 'columnEnd')).toBe('s:b1:690');
  });

  it('moves to the neighbouring column at the same time', () => {
    expect(moveFocus(columns, 'r:a', 'nextColumn')).toBe('s:b2:600');
    expect(moveFocus(columns, 's:b2:630', 'previousColumn')).toBe('r:a');
    expect(moveFocus(columns, 's:b2:630', 'nextColumn')).toBe('s:b2:630');
  });

  it('jumps to the first and last items and recovers from an unknown key', () => {
    expect(moveFocus(columns, 's:b1:570', 'last')).toBe('s:b2:690');
    expect(moveFocus(columns, 's:b2:690', 'first')).toBe('s:b1:540');
    expect(moveFocus(columns, 'gone', 'down')).toBe('s:b1:540');
    expect(moveFocus([], null, 'down')).toBeNull();
  });
});

describe('room for labels', () => {
  it('finds the shortest reservation drawn, cancelled ones left out', () => {
    const columns = buildColumns({
      ...base,
      reservations: [reservation('a', 'b1', '06:00', '07:00'), reservation('b', 'b2', '07:00', '07:10'), reservation('c', 'b2', '08:00', '08:05', 'cancelled')],
    });
    expect(shortestBlockMinutes(columns)).toBe(10);
    expect(shortestBlockMinutes(buildColumns(base))).toBeNull();
  });
  it('grows rows so the shortest reservation gets a line', () => {
    expect(rowGrowth(30, 10)).toBe(3);
    expect(rowGrowth(30, 60)).toBe(0.5);
    expect(rowGrowth(30, null)).toBe(0);
  });
  it('drops the hour labels the now badge would cover', () => {
    expect(hourMarks(9 * 60, 13 * 60, 30, null)).toEqual([540, 600, 660, 720]);
    // 10:10 sits in the 10:00 label's row; 10:50 is close under 11:00's.
    expect(hourMarks(9 * 60, 13 * 60, 30, 610)).toEqual([540, 660, 720]);
    expect(hourMarks(9 * 60, 13 * 60, 30, 650)).toEqual([540, 600, 720]);
    expect(hourMarks(9 * 60, 13 * 60, 30, 630)).toEqual([540, 600, 660, 720]);
    expect(hourMarks(9 * 60 + 30, 12 * 60, 30, null)).toEqual([600, 660]);
  });
});

describe('past time', () => {
  it('offers no free slot that starts before now; reservations stay', () => {
    const columns = buildColumns({ ...base, reservations: [reservation('r1', 'b1', '06:00', '06:30')] });
    const slotsAt = (cols: ReturnType<typeof withoutPastSlots>) => cols.map((c) => c.items.filter((i) => i.kind === 'slot').map((i) => i.startMinute));
    // 10:15 in the salon: 09:30, 10:00 are gone; 10:30 on stays.
    const now = withoutPastSlots(columns, { date: '2026-11-22', minute: 615 });
    expect(slotsAt(now)).toEqual([[630, 660, 690], [630, 660, 690]]);
    expect(now[0]?.items.some((i) => i.kind === 'reservation')).toBe(true);
    // A day gone by offers nothing; a day to come offers everything.
    expect(slotsAt(withoutPastSlots(columns, { date: '2026-11-23', minute: 0 }))).toEqual([[], []]);
    expect(withoutPastSlots(columns, { date: '2026-11-21', minute: 900 })).toEqual(columns);
  });
});

describe('nearWindow', () => {
  // 09:00 to 21:00 over 1440 px: two pixels a minute, 120 px an hour.
  it('covers the shown part and a quarter of it above and below, in whole hours', () => {
    // Shown: 240–720 px (11:00–15:00); a quarter is 120 px (an hour): 10:00–16:00.
    expect(nearWindow(240, 720, 1440, 540, 1260)).toEqual({ from: 600, to: 960 });
    // Shown from 10:30 (180 px) to 12:10 (380 px): 50 px more each side, 10:05–12:35, widened to 10:00–13:00.
    expect(nearWindow(180, 380, 1440, 540, 1260)).toEqual({ from: 600, to: 780 });
  });

  it('stays inside opening hours at the ends of the day', () => {
    expect(nearWindow(-100, 400, 1440, 540, 1260)).toEqual({ from: 540, to: 840 });
    expect(nearWindow(1200, 1700, 1440, 540, 1260)).toEqual({ from: 1020, to: 1260 });
  });

  it('is null before anything is measured', () => {
    expect(nearWindow(0, 0, 1440, 540, 1260)).toBeNull();
    expect(nearWindow(0, 500, 0, 540, 1260)).toBeNull();
  });
});

describe('a night past midnight (Ramadan hours 21:00–02:00)', () => {
  // Riyadh: 01:00 on 11 February 2027 is 22:00Z on the 10th.
  const night: ColumnsInput = {
    ...base,
    date: '2027-02-10',
    openMinute: 21 * 60,
    closeMinute: 26 * 60,
    reservations: [
      { id: 'late', barberId: 'b1', startsAt: '2027-02-10T22:00:00Z', endsAt: '2027-02-10T22:30:00Z', status: 'confirmed', customerName: 'late' },
      { id: 'evening', barberId: 'b2', startsAt: '2027-02-10T18:00:00Z', endsAt: '2027-02-10T18:30:00Z', status: 'confirmed', customerName: 'evening' },
    ],
  };
  const blocks = (columns: ReturnType<typeof buildColumns>) =>
    columns.flatMap((c) => c.items.filter((i) => i.kind === 'reservation').map((i) => [c.date, c.barberId, i.kind === 'reservation' ? i.reservation.id : '', i.startMinute, i.endMinute]));

  it('a booking at 01:00 is drawn in the column of the day the night opened, after midnight', () => {
    expect(blocks(buildColumns(night))).toEqual([
      ['2027-02-10', 'b1', 'late', 25 * 60, 25 * 60 + 30],
      ['2027-02-10', 'b2', 'evening', 21 * 60, 21 * 60 + 30],
    ]);
    // Not on the next day, whose night opens at 21:00.
    expect(blocks(buildColumns({ ...night, date: '2027-02-11' }))).toEqual([]);
    // The column's slots run to 02:00 of the next day, around the booking.
    const b1 = buildColumns(night)[0]!.items.filter((i) => i.kind === 'slot').map((i) => i.startMinute);
    expect(b1).toEqual([21 * 60, 21 * 60 + 30, 22 * 60, 22 * 60 + 30, 23 * 60, 23 * 60 + 30, 24 * 60, 24 * 60 + 30, 25 * 60 + 30]);
    expect(instantAt('2027-02-10', 25 * 60, 'Asia/Riyadh')).toBe('2027-02-10T22:00:00.000Z');
  });

  it('the week view puts it in the night\'s own day too', () => {
    const week = buildColumns({ ...night, view: 'week', barberId: 'b1', date: '2027-02-08' });
    expect(blocks(week)).toEqual([['2027-02-10', 'b1', 'late', 25 * 60, 25 * 60 + 30]]);
  });

  it('after midnight, the night\'s slots still to come are offered; the next day\'s morning is not its night', () => {
    const columns = withoutPastSlots(buildColumns(night), { date: '2027-02-11', minute: 30 });
    expect(columns[1]!.items.filter((i) => i.kind === 'slot').map((i) => i.startMinute)).toEqual([24 * 60 + 30, 25 * 60, 25 * 60 + 30]);
  });

  it('without hours past midnight, an early-morning booking stays on its own day', () => {
    const day = buildColumns({ ...base, date: '2027-02-11', openMinute: 0, closeMinute: 12 * 60, reservations: night.reservations });
    expect(blocks(day)).toEqual([['2027-02-11', 'b1', 'late', 60, 90]]);
  });
});
