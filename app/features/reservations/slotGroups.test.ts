import { describe, expect, it } from 'vitest';
import { groupSlots, keyFor, zonedHour } from './slotGroups';

const slot = (starts_at: string) => ({ starts_at, ends_at: starts_at, barber_ids: [1] });

describe('groupSlots', () => {
  it('groups by the hour on the salon clock, not the browser clock', () => {
    // 08:30 UTC is 11:30 in Riyadh (+3, morning) and 12:30 in Dubai (+4, afternoon).
    expect(groupSlots([slot('2026-03-16T08:30:00Z')], 'Asia/Riyadh').map((g) => g.part)).toEqual(['morning']);
    expect(groupSlots([slot('2026-03-16T08:30:00Z')], 'Asia/Dubai').map((g) => g.part)).toEqual(['afternoon']);
  });

  it('keeps time order inside a group and leaves out empty parts', () => {
    const groups = groupSlots([slot('2026-03-16T10:00:00+03:00'), slot('2026-03-16T18:00:00+03:00'), slot('2026-03-16T19:30:00+03:00')], 'Asia/Riyadh');
    expect(groups.map((g) => [g.part, g.slots.length])).toEqual([
      ['morning', 1],
      ['evening', 2],
    ]);
  });

  it('reads midnight as hour 0', () => {
    expect(zonedHour('2026-03-16T21:00:00Z', 'Asia/Riyadh')).toBe(0);
  });
});

describe('keyFor', () => {
  let n = 0;
  const next = () => `key-${(n += 1)}`;
  it('reuses the key when the same submission is retried and makes a new one when anything changed', () => {
    const first = keyFor(null, '{"a":1}', next);
    expect(keyFor(first, '{"a":1}', next).key).toBe(first.key);
    expect(keyFor(first, '{"a":2}', next).key).not.toBe(first.key);
  });
});
