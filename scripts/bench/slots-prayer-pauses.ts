// Slots with every prayer pause on vs off (issue 20): 10 barbers × 14 days, Riyadh, 300 reservations.
// "On" includes assembling the closed time (pauses per day from adhan, Umm al-Qura) as the slots call
// does on every request. Goal: on ≤ 1.5 × off (medians).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedTime } from '../../server/domain/closed-time';
import { defaultPrayerPauses } from '../../server/domain/prayer-pauses';
import { availableSlots, wallToInstant, type BlockedSpan, type SlotBarber, type SlotQuery } from '../../server/domain/slots';
import { defaultWorkingHours } from '../../server/domain/working-hours';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MIN = 60_000;
const DAY = 86_400_000;
const timeZone = 'Asia/Riyadh';
const hours = defaultWorkingHours();
const barbers: SlotBarber[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, hours, bufferBeforeMinutes: 5, bufferAfterMinutes: 10 }));
const firstDay = Date.UTC(2026, 11, 6); // Sunday 2026-12-06

let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const reservations: BlockedSpan[] = [];
for (const barber of barbers) {
  for (let day = 0; day < 14; day++) {
    let t = wallToInstant(timeZone, firstDay + day * DAY + 16 * 60 * MIN) + Math.floor(random() * 4) * 15 * MIN;
    for (let k = 0; k < 2; k++) {
      const length = (30 + Math.floor(random() * 3) * 15) * MIN;
      reservations.push({ barberId: barber.id, from: t - 5 * MIN, to: t + length + 10 * MIN });
      t += length + 60 * MIN;
    }
  }
}

const base: SlotQuery = {
  timeZone,
  slotIntervalMinutes: 15,
  from: '2026-12-06',
  to: '2026-12-19',
  durationMinutes: 30,
  now: Date.UTC(2026, 11, 1),
  barbers,
  reservations,
};
const salon = { latitude: 24.7136, longitude: 46.6753, prayerPauses: defaultPrayerPauses(true) };
const pauseBarbers = barbers.map((b) => ({ id: b.id, pauseMode: 'salon' as const }));
const off = () => availableSlots(base).length;
const on = () => {
  const { closed, ramadanDates } = closedTime(salon, pauseBarbers, base.from, base.to, []);
  return availableSlots({ ...base, closed, ramadanDates }).length;
};

function measure(fn: () => number, runs: number): { median: number; p99: number; slots: number } {
  for (let i = 0; i < 100; i++) fn();
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    slots = fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) => +times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
  return { median: pick(0.5), p99: pick(0.99), slots };
}

// Alternate the two so neither gets a warmer machine.
const offs: number[] = [];
const ons: number[] = [];
let offResult = measure(off, 200);
let onResult = measure(on, 200);
for (let round = 0; round < 5; round++) {
  offResult = measure(off, 400);
  onResult = measure(on, 400);
  offs.push(offResult.median);
  ons.push(onResult.median);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const offMs = median(offs);
const onMs = median(ons);
const ratio = +(onMs / offMs).toFixed(2);
const goal = 1.5;
const result = {
  case: '10 barbers × 14 days, 280 reservations, 30-minute service, 15-minute grid; pauses: Dhuhr/Jumuah, Asr, Maghrib, Isha (defaults)',
  offMedianMs: offMs,
  onMedianMs: onMs,
  slotsOff: offResult.slots,
  slotsOn: onResult.slots,
  ratio,
  goalRatio: goal,
  met: ratio <= goal,
};
console.log(
  `slots with prayer pauses: off ${offMs} ms (${offResult.slots} slots), on ${onMs} ms (${onResult.slots} slots) → ${ratio}× (goal ≤ ${goal}×: ${result.met ? 'met' : 'NOT met'})`,
);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'slots-prayer-pauses.json'), JSON.stringify(result, null, 2));
