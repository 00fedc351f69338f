// `npm run bench server-auth`: the provider login-verify call and the notifications list, the server
// in a process of its own and autocannon in this one (_load.ts), each as a ratio to a bare Fastify
// route measured in the same run. Login-verify runs a fixed number of requests (each code signs in
// once); the notifications list alternates with the bare route in rounds. Every answer must be 200.
import { postgresProblem } from '../../server/test/database-setup';
import type { AuthFixtures } from './_server';
import { allAnswered, alternatingRounds, benchDatabases, checked, databaseLabel, load, report, startServer, type GoalRow } from './_load';

const bare = await startServer<null>(['bare']);
const bareUrl = `${bare.url}/bare`;
const rows: GoalRow[] = [];

for (const kind of benchDatabases(postgresProblem === null)) {
  const server = await startServer<AuthFixtures>(['auth', kind]);
  const { token, mobiles, code } = server.fixtures;
  let next = 0;
  const bareBefore = await load({ url: bareUrl });
  const verify = await load({
    url: `${server.url}/api/provider/auth/verify-login`,
    amount: mobiles.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
          body: JSON.stringify({ mobile: mobiles[next++ % mobiles.length], otp: code, type: 'mobile' }),
        }),
      },
    ],
  });
  const measured = await alternatingRounds(bareUrl, {
    'notifications list': { url: `${server.url}/api/provider/notifications?per_page=15`, headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' } },
  });
  await server.stop();

  const label = databaseLabel[kind];
  rows.push({
    call: `login-verify (${mobiles.length} requests)`,
    database: label,
    rps: verify.rps,
    p99Ms: verify.p99Ms,
    ratio: +(verify.rps / bareBefore.rps).toFixed(4),
    rounds: '1',
    answers: checked(verify),
    goal: 'every answer 200 (no ratio goal yet)',
    met: allAnswered(verify),
  });
  const list = measured['notifications list']!;
  rows.push({
    call: 'notifications list',
    database: label,
    rps: list.rps,
    p99Ms: list.p99Ms,
    ratio: list.ratio,
    rounds: list.roundRatios.join(' '),
    answers: checked(list),
    goal: 'every answer 200 (no ratio goal yet)',
    met: allAnswered(list),
  });
}
await bare.stop();

report('server-auth', 'Sign-in and notifications: login-verify with a live code per request; the list of 15 of 200 notifications.', rows);
// The figures are written; autocannon's agents keep sockets open, so end here (a goal not met is
// printed, not an exit code: benches report, tests fail).
process.exit(0);
