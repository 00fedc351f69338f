/**
 * Reminder times as the owner picks them: minutes before the visit, from a list of usual choices
 * (the contract allows 15 minutes to 7 days, at most three, none twice; the server enforces it).
 */
const reminderChoices = [15, 30, 60, 120, 180, 360, 720, 1440, 2880, 4320, 10_080] as const;
export const MAX_REMINDERS = 3;

/** The choices for one reminder: the usual ones and the one it has (set another way), without those the other reminders took. */
export function choicesFor(current: number, others: readonly number[]): number[] {
  return [...new Set([...reminderChoices, current])].filter((m) => m === current || !others.includes(m)).sort((a, b) => a - b);
}

/** The times a new reminder starts at, the likeliest first: a day, two hours, an hour before… */
const likeliest = [1440, 120, 60, 2880, 180, 30, 4320, 360, 720, 10_080, 15] as const;

/** The next reminder to add: the likeliest usual time not taken yet (or none when all are). */
export function nextReminder(taken: readonly number[]): number | null {
  return likeliest.find((m) => !taken.includes(m)) ?? null;
}

/** A time before the visit in the largest whole unit: 1440 → 1 day, 120 → 2 hours, 90 → 90 minutes. */
export function inUnits(minutes: number): { value: number; unit: 'day' | 'hour' | 'minute' } {
  if (minutes % 1440 === 0) return { value: minutes / 1440, unit: 'day' };
  if (minutes % 60 === 0) return { value: minutes / 60, unit: 'hour' };
  return { value: minutes, unit: 'minute' };
}
