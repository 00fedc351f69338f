// The slot function alone: a salon of 10 barbers, 7 days, 500 live reservations (goal: median < 2 ms).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableSlots, wallToInstant, type BlockedSpan, type SlotBarber } from '../../server/domain/slots';
import { defaultWorkingHours } from '../../server/domain/working-hours';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MIN = 60_000;
const timeZone = 'Asia/Riyadh';
const hours = defaultWorkingHours().map((d) => (d.day === 5 ? d : { ...d, breaks: [{ starts_at: '13:00', ends_at: '13:30' }] }));
const barbers: SlotBarber[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, hours, bufferBeforeMinutes: 5, bufferAfterMinutes: 10 }));

// 50 reservations per barber over the week, 30–60 minutes each, packed without overlap inside opening hours.
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const firstDay = Date.UTC(2025, 5, 1); // Sunday 2025-06-01
const reservations: BlockedSpan[] = [];
for (const barber of barbers) {
  for (let day = 0; day < 7 && reservations.filter((r) => r.barberId === barber.id).length < 50; day++) {
    const open = wallToInstant(timeZone, firstDay + day * 86_400_000 + 10 * 60 * MIN);
    let t = open + Math.floor(random() * 4) * 15 * MIN;
    for (let k = 0; k < 8 && reservations.filter((r) => r.barberId === barber.id).length < 50; k++) {
      const length = (30 + Math.floor(random() * 3) * 15) * MIN;
      reservations.push({ barberId: barber.id, from: t - 5 * MIN, to: t + length + 10 * MIN });
      t += length + 15 * MIN + Math.floor(random() * 4) * 15 * MIN;
    }
  }
}

const query = {
  timeZone,
  slotIntervalMinutes: 15,
  from: '2025-06-01',
  to: '2025-06-07',
  durationMinutes: 45,
  now: Date.UTC(2025, 4, 31),
  barbers,
  reservations,
};

for (let i = 0; i < 200; i++) availableSlots(query); // warm up the JIT and the offset cache
const runs = 2000;
const times: number[] = [];
let slots = 0;
for (let i = 0; i < runs; i++) {
  const start = process.hrtime.bigint();
  slots = availableSlots(query).length;
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
}
times.sort((a, b) => a - b);
const pick = (q: number) => +times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
const result = {
  case: '10 barbers × 7 days, 500 reservations, 45-minute services, 15-minute grid',
  reservations: reservations.length,
  slotsReturned: slots,
  runs,
  medianMs: pick(0.5),
  p99Ms: pick(0.99),
  goalMedianMs: 2,
};
console.log(`slots: median ${result.medianMs} ms, p99 ${result.p99Ms} ms for ${result.reservations} reservations → ${slots} slots (goal: median < ${result.goalMedianMs} ms)`);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'slots.json'), JSON.stringify(result, null, 2));
