/**
 * A server's message queue alone, in a process of its own: the queue tests start two of these on one
 * PostgreSQL schema, or kill one with SIGKILL mid-batch and start another (server/messages/queue.test.ts).
 *
 *   node --import tsx server/test/message-worker.ts <postgres url> <schema> <queue schema>
 *
 * Prints `ready` once it takes jobs; SIGTERM stops it as the server stops.
 */
import { loadConfig } from '../config';
import { createDatabase } from '../db';
import { deliveryDeps } from '../messages/deliver';
import { startMessageQueue } from '../messages/queue';

const [url, schema, queueSchema] = process.argv.slice(2);
if (!url || !schema || !queueSchema) throw new Error('usage: message-worker.ts <postgres url> <schema> <queue schema>');
const config = loadConfig({ APP_SECRET: 'test-secret', PUBLIC_URL: 'https://mawid.example' });
const handle = await createDatabase({ kind: 'postgres', url, schema, maxConnections: 4 });
const log = { info() {}, warn() {}, error: (...args: unknown[]) => console.error(...args), debug() {}, trace() {}, fatal() {}, child: () => log, level: 'silent', silent() {} } as never;
const queue = await startMessageQueue(deliveryDeps(config, { db: handle.db, log, clock: { now: () => new Date() } }), {
  connection: { connectionString: url, max: 3 },
  schema: queueSchema,
  batchSize: 50,
  pollingIntervalSeconds: 0.5,
  expireInSeconds: 3,
  retryDelaySeconds: 1,
  superviseIntervalSeconds: 1,
  monitorIntervalSeconds: 1,
});
console.log('ready');
process.once('SIGTERM', () => {
  void queue
    .stop()
    .then(() => handle.close())
    // Stopped as the server stops (jobs in hand finished, pools closed): the exit the test waits for.
    .then(() => process.exit(0));
});
