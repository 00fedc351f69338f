import type { components } from '../../../api-spec/schema';

type ClosedTime = Pick<components['schemas']['ClosedTime'], 'ramadan_days' | 'hours'>;

/** The hours a schedule draws: `closesNextDay` when they run past midnight (a Ramadan night, 21:00–02:00). */
export interface ScheduleHours {
  opensAt: string;
  closesAt: string;
  closesNextDay: boolean;
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The hours of the days shown (`dates`, `YYYY-MM-DD`): a Ramadan day's come from the server's closed
 * time (the Ramadan week, possibly past midnight); the other days keep `regular` (the salon's week).
 * Several days: from the earliest opening to the latest closing. Without the closed time yet: `regular`.
 */
export function scheduleHours(regular: { opensAt: string; closesAt: string }, dates: readonly string[], closed: ClosedTime | undefined): ScheduleHours {
  const nights = (closed?.hours ?? []).filter((h) => dates.includes(h.date) && closed?.ramadan_days.includes(h.date) && h.opens_at !== null && h.closes_at !== null);
  const ranges: Array<[number, number]> = nights.map((h) => [minutes(h.opens_at!), minutes(h.closes_at!) + (h.closes_next_day ? 24 * 60 : 0)]);
  if (nights.length < dates.length) ranges.push([minutes(regular.opensAt), minutes(regular.closesAt)]);
  const open = Math.min(...ranges.map((r) => r[0]));
  const close = Math.max(...ranges.map((r) => r[1]));
  if (close <= 24 * 60) return { opensAt: clock(open), closesAt: clock(close), closesNextDay: false };
  return { opensAt: clock(open), closesAt: clock(close - 24 * 60), closesNextDay: true };
}
