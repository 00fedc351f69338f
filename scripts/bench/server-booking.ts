// `npm run bench server-booking`: the booking API under load, the server in a process of its own
// (with its message queue, as `npm start` runs it) and autocannon in this one (_load.ts). A salon of 10 barbers with 500 live reservations in the
// coming week; the slots call for one day and for a week, the reservations list (15 a page), and
// the create call (a free slot each). Each figure is the ratio to a bare Fastify route measured in
// the same run, beside its goal (issue 18). BENCH_DATABASES=pglite,embedded,postgres adds PGlite in
// the server's own thread (what `npm start` ran before) for comparison.
import { riyadhDay } from '../../server/test/booking-data';
import { postgresProblem } from '../../server/test/database-setup';
import type { BookingFixtures } from './_server';
import { alternatingRounds, allAnswered, benchDatabases, checked, databaseLabel, load, report, startServer, type GoalRow } from './_load';

/** Goals: the embedded default's from issue 18; PostgreSQL's are its figures before it ("no slower"). */
const goals = {
  embedded: { slotsDay: 0.08, slotsWeek: 0.05, list: 0.03, createP99Ms: 500 },
  postgres: { slotsDay: 0.142, slotsWeek: 0.06, list: 0.034, createP99Ms: 600 },
  pglite: null,
} as const;

const createRequests = Number(process.env.BENCH_CREATE_REQUESTS ?? 1000);
const createWarmUp = Number(process.env.BENCH_CREATE_WARMUP ?? 100);

const bare = await startServer<null>(['bare']);
const bareUrl = `${bare.url}/bare`;
const rows: GoalRow[] = [];
const details: Record<string, unknown> = {};

for (const kind of benchDatabases(postgresProblem === null)) {
  const server = await startServer<BookingFixtures>(['booking', kind]);
  const w = server.fixtures;
  const headers = { authorization: `Bearer ${w.token}`, 'accept-language': 'en', 'content-type': 'application/json' };
  const slots = `${server.url}/api/provider/slots?salon_id=${w.salonId}&service_ids=${w.serviceId}&date=${w.day}`;
  const calls = {
    'slots, one day': { url: slots, headers },
    'slots, seven days': { url: `${slots}&to_date=${w.weekEnd}`, headers },
    'reservations list': { url: `${server.url}/api/provider/reservations?per_page=15&salon_id=${w.salonId}`, headers },
  };
  const measured = await alternatingRounds(bareUrl, calls);

  // Every create asks for another barber and start (20+ days ahead, none booked): each must be 201.
  // A fixed number of requests, so that every one is answered and counted (in a timed run the slowest,
  // still in flight at the end, would not be). A first batch warms the path (its code compiled, its
  // statements prepared) as a server that has taken bookings before is; its answers are checked too.
  let n = 0;
  const creates = (amount: number) => load(
    {
      url: `${server.url}/api/provider/reservations`,
      method: 'POST',
      headers,
      amount,
      requests: [
        {
          setupRequest: (request) => {
            const i = n++;
            const barber = w.barberIds[i % w.barberIds.length]!;
            const slot = Math.floor(i / w.barberIds.length);
            const day = riyadhDay(new Date(), 20 + Math.floor(slot / 22));
            const minutes = 9 * 60 + (slot % 22) * 30 + (slot % 22 >= 8 ? 30 : 0); // 09:00–12:30 and 13:30–20:30, around the break
            const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
            const mm = String(minutes % 60).padStart(2, '0');
            return { ...request, body: JSON.stringify({ salon_id: w.salonId, barber_id: barber, service_ids: [w.serviceId], starts_at: `${day}T${hh}:${mm}:00+03:00`, customer_name: `عميل ${i}`, customer_mobile: '555123456' }) };
          },
        },
      ],
    },
    201,
  );
  const warmUp = await creates(createWarmUp);
  const create = await creates(createRequests);
  const bareAfter = await load({ url: bareUrl });
  await server.stop();

  const goal = goals[kind];
  const label = databaseLabel[kind];
  const ratioRow = (call: keyof typeof calls, target: number | undefined) => {
    const f = measured[call]!;
    rows.push({
      call,
      database: label,
      rps: f.rps,
      p99Ms: f.p99Ms,
      ratio: f.ratio,
      rounds: f.roundRatios.join(' '),
      answers: checked(f),
      goal: target === undefined ? '—' : `≥ ${target} of bare, every answer 200`,
      met: target === undefined ? null : f.ratio >= target && allAnswered(f),
    });
  };
  ratioRow('slots, one day', goal?.slotsDay);
  ratioRow('slots, seven days', goal?.slotsWeek);
  ratioRow('reservations list', goal?.list);
  rows.push({
    call: `create reservation (${createRequests} requests)`,
    database: label,
    rps: create.rps,
    p99Ms: create.p99Ms,
    ratio: +(create.rps / bareAfter.rps).toFixed(4),
    rounds: '1',
    answers: `${checked(create)} (warm-up: ${checked(warmUp)})`,
    goal: goal ? `p99 < ${goal.createP99Ms} ms, every answer 201, no timeouts` : '—',
    met: goal ? create.p99Ms < goal.createP99Ms && allAnswered(create) && allAnswered(warmUp) : null,
  });
  details[kind] = { reservationsInWeek: w.reservations, ...measured, create: { ...create, bareRps: bareAfter.rps }, createWarmUp: warmUp };
}
await bare.stop();

report(
  'server-booking',
  'Booking API: salon of 10 barbers, 500 live reservations in the week; slots for one 30-minute service; list of 15; create = a free slot each.',
  rows,
  { details },
);
// The figures are written; autocannon's agents keep sockets open, so end here (a goal not met is
// printed, not an exit code: benches report, tests fail).
process.exit(0);
