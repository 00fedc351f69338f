import { describe, expect, it } from 'vitest';
import { checkInBookingWindow, lastBookableDay } from './booking-window';
import { InvalidInputError } from './errors';

// 21:30 UTC on Saturday 21 November 2026 is already 00:30 on Sunday the 22nd in Riyadh.
const lateEvening = new Date('2026-11-21T21:30:00Z');

describe('the salon\'s booking window', () => {
  it('is horizon_days days on the salon\'s clock, today first', () => {
    expect(lastBookableDay('Asia/Riyadh', 30, lateEvening)).toBe('2026-12-21');
    expect(lastBookableDay('UTC', 30, lateEvening)).toBe('2026-12-20');
    expect(lastBookableDay('Asia/Riyadh', 1, lateEvening)).toBe('2026-11-22');
    expect(lastBookableDay('Asia/Riyadh', 180, lateEvening)).toBe('2027-05-20');
  });

  it('accepts a range starting on its last day and refuses one starting the day after, naming the field and the horizon', () => {
    expect(() => checkInBookingWindow('2026-12-21', 'Asia/Riyadh', 30, lateEvening)).not.toThrow();
    let refused: unknown;
    try {
      checkInBookingWindow('2026-12-22', 'Asia/Riyadh', 30, lateEvening);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(InvalidInputError);
    expect(refused).toMatchObject({ code: 'outside_booking_window', fields: { from: ['api.customer.outside_booking_window'] } });
  });
});
