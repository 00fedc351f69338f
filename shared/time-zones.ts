/**
 * Wall-clock time in a salon's IANA time zone ↔ instants, with the platform's Intl data: the slot
 * search and the booking rules on the server, the schedule and the slot list in the browser all
 * place a reservation on the same clock.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const OFFSET_BUCKET = 15 * MINUTE; // every modern zone changes offset on a quarter hour

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone: offset by quarter-hour bucket (a number key: no string built per look-up). */
const offsetCaches = new Map<string, Map<number, number>>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's UTC offset in milliseconds at an instant (local = utc + offset). Throws for an unknown zone. */
export function zoneOffset(timeZone: string, instant: number): number {
  const bucket = Math.floor(instant / OFFSET_BUCKET);
  let offsets = offsetCaches.get(timeZone);
  const cached = offsets?.get(bucket);
  if (cached !== undefined) return cached;
  const parts = formatterFor(timeZone).formatToParts(new Date(bucket * OFFSET_BUCKET));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const offset = Math.round((wall - bucket * OFFSET_BUCKET) / MINUTE) * MINUTE;
  if (!offsets) {
    offsets = new Map();
    offsetCaches.set(timeZone, offsets);
  }
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(bucket, offset);
  return offset;
}

/**
 * The instant of a wall-clock time, given as milliseconds since the epoch as if the wall clock
 * were UTC. Disambiguates like Temporal's "compatible": a time repeated by a fall-back is the
 * earlier one; a time skipped by a spring-forward moves forward by the gap (02:30 → 03:30).
 */
export function wallToInstant(timeZone: string, wall: number): number {
  const before = zoneOffset(timeZone, wall - DAY);
  const after = zoneOffset(timeZone, wall + DAY);
  if (before === after) return wall - before;
  const fitsBefore = zoneOffset(timeZone, wall - before) === before;
  const fitsAfter = zoneOffset(timeZone, wall - after) === after;
  if (fitsBefore && fitsAfter) return Math.min(wall - before, wall - after);
  if (fitsBefore) return wall - before;
  if (fitsAfter) return wall - after;
  return wall - before; // in the gap: same offset as before the change, so it lands after the gap
}

/** Local calendar date "YYYY-MM-DD" and minutes after local midnight of an instant. */
export function instantToWall(timeZone: string, instant: number): { date: string; minutes: number } {
  const wall = instant + zoneOffset(timeZone, instant);
  const dayStart = Math.floor(wall / DAY) * DAY;
  return { date: new Date(dayStart).toISOString().slice(0, 10), minutes: Math.floor((wall - dayStart) / MINUTE) };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
