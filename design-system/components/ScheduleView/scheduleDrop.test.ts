import { describe, expect, it } from 'vitest';
import { dropPlace, dropVerdict, LONG_PRESS_MS, pressOutcome, type DropArea } from './scheduleDrop';

// Three barbers' columns, 300 px wide in all, from 09:00 to 21:00 (720 minutes over 720 px): a pixel a minute.
const area = (direction: 'ltr' | 'rtl'): DropArea => ({
  columns: [
    { barberId: 'b1', date: '2026-11-22' },
    { barberId: 'b2', date: '2026-11-22' },
    { barberId: 'b3', date: '2026-11-22' },
  ],
  left: 100,
  right: 400,
  top: 50,
  bottom: 770,
  direction,
  openMinute: 9 * 60,
  closeMinute: 21 * 60,
  slotMinutes: 30,
});
const held = { offsetMinutes: 0, durationMinutes: 30 };

describe('dropPlace', () => {
  it('in LTR, the leftmost column is the first barber and the rightmost the last', () => {
    expect(dropPlace(area('ltr'), { x: 110, y: 50 }, held)).toEqual({ barberId: 'b1', date: '2026-11-22', minute: 540 });
    expect(dropPlace(area('ltr'), { x: 390, y: 50 }, held)?.barberId).toBe('b3');
  });

  it('in RTL, the columns mirror: the rightmost column is the first barber', () => {
    expect(dropPlace(area('rtl'), { x: 390, y: 50 }, held)?.barberId).toBe('b1');
    expect(dropPlace(area('rtl'), { x: 250, y: 50 }, held)?.barberId).toBe('b2');
    expect(dropPlace(area('rtl'), { x: 110, y: 50 }, held)?.barberId).toBe('b3');
  });

  it('times run top to bottom in both directions, snapped to the nearest slot', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      // 50 + 62 px → 10:02, nearest slot 10:00; 50 + 80 → 10:20, nearest 10:30.
      expect(dropPlace(area(direction), { x: 250, y: 112 }, held)?.minute).toBe(600);
      expect(dropPlace(area(direction), { x: 250, y: 130 }, held)?.minute).toBe(630);
    }
  });

  it('keeps the point where the block is held under the pointer', () => {
    // Held 45 minutes below its start: the pointer at 11:15 puts the start at 10:30.
    expect(dropPlace(area('ltr'), { x: 250, y: 50 + 135 }, { offsetMinutes: 45, durationMinutes: 60 })?.minute).toBe(630);
  });

  it('keeps the reservation inside opening hours', () => {
    expect(dropPlace(area('ltr'), { x: 250, y: 60 }, { offsetMinutes: 40, durationMinutes: 60 })?.minute).toBe(540);
    // A 90-minute reservation dropped at the bottom starts at 19:30 at the latest.
    expect(dropPlace(area('ltr'), { x: 250, y: 769 }, { offsetMinutes: 0, durationMinutes: 90 })?.minute).toBe(19 * 60 + 30);
  });

  it('is nowhere off the columns', () => {
    expect(dropPlace(area('ltr'), { x: 99, y: 100 }, held)).toBeNull();
    expect(dropPlace(area('rtl'), { x: 400, y: 100 }, held)).toBeNull();
    expect(dropPlace(area('ltr'), { x: 200, y: 49 }, held)).toBeNull();
    expect(dropPlace(area('ltr'), { x: 200, y: 770 }, held)).toBeNull();
  });
});

describe('dropVerdict', () => {
  const origin = { barberId: 'b1', date: '2026-11-22', minute: 600 };
  const now = { date: '2026-11-22', minute: 620 };

  it('dropping where the reservation already is does nothing', () => {
    expect(dropVerdict({ ...origin }, origin, now)).toBe('same');
  });

  it('a time already gone is no target, on this day or an earlier one', () => {
    expect(dropVerdict({ barberId: 'b2', date: '2026-11-22', minute: 600 }, origin, now)).toBe('past');
    expect(dropVerdict({ barberId: 'b2', date: '2026-11-21', minute: 900 }, origin, now)).toBe('past');
  });

  it('another barber or a later time is a target', () => {
    expect(dropVerdict({ barberId: 'b2', date: '2026-11-22', minute: 630 }, origin, now)).toBe('allowed');
    expect(dropVerdict({ barberId: 'b1', date: '2026-11-23', minute: 540 }, origin, now)).toBe('allowed');
  });
});

describe('pressOutcome', () => {
  it('drags with a mouse or pen once it travels a few pixels, at once, without a long press', () => {
    expect(pressOutcome('mouse', 2, 0)).toBe('pending');
    expect(pressOutcome('mouse', 6, 0)).toBe('drag');
    expect(pressOutcome('pen', 6, 10)).toBe('drag');
    expect(pressOutcome('mouse', 0, 5000)).toBe('pending');
  });

  it('lifts a reservation under a finger that rests for the long press, drifting a little', () => {
    expect(pressOutcome('touch', 0, LONG_PRESS_MS - 1)).toBe('pending');
    expect(pressOutcome('touch', 4, LONG_PRESS_MS)).toBe('drag');
  });

  it('leaves a finger that moves before the long press to scroll the page', () => {
    expect(pressOutcome('touch', 12, 100)).toBe('none');
    expect(pressOutcome('touch', 30, LONG_PRESS_MS + 100)).toBe('none');
  });
});

describe('dropVerdict on a night past midnight', () => {
  it('01:30 of the night is still ahead at 00:30, 00:00 is gone', () => {
    const origin = { barberId: 'b1', date: '2027-02-10', minute: 22 * 60 };
    const now = { date: '2027-02-11', minute: 30 };
    expect(dropVerdict({ barberId: 'b1', date: '2027-02-10', minute: 25 * 60 + 30 }, origin, now)).toBe('allowed');
    expect(dropVerdict({ barberId: 'b1', date: '2027-02-10', minute: 24 * 60 }, origin, now)).toBe('past');
  });
});
