import type { Reservation } from '../reservations/data';

export interface DayTotal {
  /** `YYYY-MM-DD` in the reporting zone. */
  date: string;
  bookings: number;
  /** Halalas. */
  revenue: number;
}

// One formatter per zone: making one costs a third of a millisecond, and the 30 days' history is
// hundreds of reservations, formatted in the dashboard's first load (issue 21 item 17).
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

const dayKey = (iso: string, timeZone: string) => {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
};

/**
 * Bookings and revenue per day for the `days` days ending with the day of `now`.
 * Input: the completed reservations that started in that window (GET /provider/reservations
 * with status=completed and from/to). A completed reservation counts once, on the salon-zone day
 * it started; its revenue is its `total` (the amount the completion credited to the wallet,
 * before the application's dues). Days without one show 0 so the chart has no gaps.
 */
export function dailyTotals(reservations: readonly Pick<Reservation, 'starts_at' | 'total' | 'status'>[], now: Date, timeZone: string, days = 30): DayTotal[] {
  const result: DayTotal[] = [];
  const index = new Map<string, DayTotal>();
  for (let i = days - 1; i >= 0; i -= 1) {
    const date = dayKey(new Date(now.getTime() - i * 86_400_000).toISOString(), timeZone);
    if (index.has(date)) continue;
    const entry = { date, bookings: 0, revenue: 0 };
    index.set(date, entry);
    result.push(entry);
  }
  for (const r of reservations) {
    if (r.status !== 'completed') continue;
    const entry = index.get(dayKey(r.starts_at, timeZone));
    if (!entry) continue;
    entry.bookings += 1;
    entry.revenue += r.total;
  }
  return result;
}
