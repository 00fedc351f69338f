import { describe, expect, it } from 'vitest';
import { choicesFor, inUnits, nextReminder } from './reminderTimes';

describe('reminder times', () => {
  it('are said in the largest whole unit', () => {
    expect(inUnits(1440)).toEqual({ value: 1, unit: 'day' });
    expect(inUnits(2880)).toEqual({ value: 2, unit: 'day' });
    expect(inUnits(120)).toEqual({ value: 2, unit: 'hour' });
    expect(inUnits(90)).toEqual({ value: 90, unit: 'minute' });
  });

  it('offer the usual times not taken by another reminder, and keep one set another way', () => {
    expect(choicesFor(120, [1440])).not.toContain(1440);
    expect(choicesFor(120, [1440])).toContain(120);
    expect(choicesFor(90, [])).toContain(90);
  });

  it('add the likeliest usual time not yet taken: a day, then two hours, then an hour before', () => {
    expect(nextReminder([])).toBe(1440);
    expect(nextReminder([1440])).toBe(120);
    expect(nextReminder([1440, 120])).toBe(60);
  });
});
