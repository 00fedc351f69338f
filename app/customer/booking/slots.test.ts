import { describe, expect, it } from 'vitest';
import { dayPartOf, groupByDayPart, nextDays, todayIn } from './slots';

const at = (time: string) => ({ starts_at: `2026-11-22T${time}:00+03:00` });

describe('times grouped by part of the day, on the salon’s clock', () => {
  it('puts a time before noon in the morning, before 5 pm in the afternoon, later in the evening', () => {
    expect(dayPartOf(at('11:59').starts_at, 'Asia/Riyadh')).toBe('morning');
    expect(dayPartOf(at('12:00').starts_at, 'Asia/Riyadh')).toBe('afternoon');
    expect(dayPartOf(at('16:59').starts_at, 'Asia/Riyadh')).toBe('afternoon');
    expect(dayPartOf(at('17:00').starts_at, 'Asia/Riyadh')).toBe('evening');
  });

  it('counts the hours after midnight of a late night as evening', () => {
    expect(dayPartOf('2026-11-23T01:30:00+03:00', 'Asia/Riyadh')).toBe('evening');
  });

  it('groups in order, leaves out an empty part, and sorts the times', () => {
    const groups = groupByDayPart([at('18:00'), at('10:30'), at('09:00'), at('19:30')], 'Asia/Riyadh');
    expect(groups.map((g) => [g.part, g.times.map((t) => t.starts_at.slice(11, 16))])).toEqual([
      ['morning', ['09:00', '10:30']],
      ['evening', ['18:00', '19:30']],
    ]);
  });

  it('reads the salon’s zone: 10:00 UTC is 13:00 in Riyadh (afternoon)', () => {
    expect(dayPartOf('2026-11-22T10:00:00Z', 'Asia/Riyadh')).toBe('afternoon');
  });
});

describe('days', () => {
  it('lists the next days from today, across a month’s end', () => {
    expect(nextDays('2026-11-29', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('takes today on the salon’s clock (23:30 UTC is already tomorrow in Riyadh)', () => {
    expect(todayIn('Asia/Riyadh', Date.parse('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });
});
