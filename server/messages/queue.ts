/**
 * The durable job queue of messages to customers (issue 19, docs/customer-messages.md, "Queue"):
 * pg-boss 12 on the server's own database (PostgreSQL, or the embedded PGlite over its socket).
 *
 * - `scheduleMessages(executor, …)` writes the jobs with the executor it is given, so inside a booking's
 *   transaction the job commits or rolls back with the booking and its `customer_messages` row.
 * - `startMessageQueue` starts pg-boss (installing or upgrading its schema) and the workers that run
 *   `deliverMessage`; the server starts it with itself and stops it before closing the database.
 * - Retries with back-off are pg-boss's (retryLimit, retryDelay, retryBackoff); a job whose worker
 *   died (kill -9) is handed out again once its `expireInSeconds` pass. Exactly one send per message
 *   is the row's doing (deliver.ts): a job only sends while the row is `queued`.
 */
import path from 'node:path';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { PgBoss, type ConstructorOptions, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { PREPARED } from '../db';
import { embeddedSocketPort } from '../db/embedded';
import { deliverMessage, type DeliveryDeps } from './deliver';

/** The queue's name in pg-boss. */
export const messageQueueName = 'customer-message';

/** pg-boss's own tables live in this schema (beside ours, never in it). */
const defaultQueueSchema = 'mawid_jobs';

/**
 * Retries: 6 tries in all, 30 s, then about 1, 2, 4, 8 minutes apart (pg-boss's exponential back-off
 * with jitter, capped at 30 min). A job not finished 2 minutes after a worker took it (the process
 * died) is tried again: a channel call is bounded at 10 s, so a live worker is never overtaken.
 */
const messageRetry = { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800, expireInSeconds: 120 } as const;

/** Where pg-boss connects: its own small pool to the server's database. */
export type QueueConnection = Pick<ConstructorOptions, 'connectionString' | 'host' | 'port' | 'user' | 'database' | 'max'>;

/** The server's database as pg-boss reaches it: DATABASE_URL, or the embedded database's socket. */
export function queueConnectionOf(config: Pick<Config, 'databaseUrl' | 'dataDir'>): QueueConnection {
  if (config.databaseUrl) return { connectionString: config.databaseUrl, max: 4 };
  // The embedded database's connections share its one backend (docs/server.md): a few are enough.
  return { host: path.join(config.dataDir, 'pgsocket'), port: embeddedSocketPort, user: 'postgres', database: 'postgres', max: 3 };
}

export interface MessageQueueOptions {
  connection: QueueConnection;
  /** pg-boss's schema (tests give each suite its own). */
  schema?: string;
  /** Take jobs (default true); false only writes them (a process that must not send). */
  work?: boolean;
  /** Jobs taken per fetch, messages of a batch sent at once, and fetches in flight per process. */
  batchSize?: number;
  sendsAtOnce?: number;
  localConcurrency?: number;
  pollingIntervalSeconds?: number;
  /** pg-boss's clock (tests: its TestClock). */
  clock?: ConstructorOptions['clock'];
  /** Tests of a crash shorten how long a dead worker's jobs wait, how often that is looked at, and the back-off. */
  expireInSeconds?: number;
  retryDelaySeconds?: number;
  superviseIntervalSeconds?: number;
  /** How often expired jobs are looked for (pg-boss's monitor pass; default 60 s). */
  monitorIntervalSeconds?: number;
}

export interface MessageQueue {
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

/** The queue this process runs: scheduleMessages writes its jobs. */
let running: PgBoss | null = null;

/**
 * Starts pg-boss on the database and, unless `work: false`, workers that deliver the messages that
 * are due.
 */
export async function startMessageQueue(deps: DeliveryDeps, options: MessageQueueOptions): Promise<MessageQueue> {
  const boss = new PgBoss({
    ...options.connection,
    schema: options.schema ?? defaultQueueSchema,
    // Cron schedules are not used; maintenance (expiry, retention) runs in one process at a time.
    schedule: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.superviseIntervalSeconds ? { superviseIntervalSeconds: options.superviseIntervalSeconds } : {}),
    // A pass every second is a test's: its vacuum-safety back-off would stretch the passes again.
    ...(options.monitorIntervalSeconds ? { monitorIntervalSeconds: options.monitorIntervalSeconds, monitorVacuum: false } : {}),
  });
  boss.on('error', (error: Error) => deps.log.error({ err: error }, 'message queue'));
  await boss.start();
  const queueSettings = { ...messageRetry, deleteAfterSeconds: 7 * 86_400, ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
    ...(options.retryDelaySeconds ? { retryDelay: options.retryDelaySeconds } : {}),
  };
  // Created once; its settings follow this file's on every start.
  if (await boss.getQueue(messageQueueName)) await boss.updateQueue(messageQueueName, queueSettings);
  else await boss.createQueue(messageQueueName, queueSettings);
  running = boss;
  const sendsAtOnce = options.sendsAtOnce ?? 4;
  if (options.work !== false) {
    await boss.work(
      messageQueueName,
      {
        batchSize: options.batchSize ?? 100,
        localConcurrency: options.localConcurrency ?? 2,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        // A full batch means more are due: fetch again at once instead of waiting for the next poll.
        burstWhenBatchFull: true,
        includeMetadata: true,
        // Each job's outcome alone: one message's failure retries that message, not its batch.
        perJobResults: true,
      },
      async (jobs: JobWithMetadata<{ messageId: string }>[]) => {
        const results: JobResult[] = [];
        let next = 0;
        // A few messages of the batch at a time: each is a short transaction and, with HTTP drivers, a call out.
        const lane = async () => {
          while (next < jobs.length) {
            const job = jobs[next++]!;
            try {
              await deliverMessage(deps, { messageId: job.data.messageId, retryCount: job.retryCount, retryLimit: job.retryLimit });
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } });
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(sendsAtOnce, jobs.length) }, lane));
        return results;
      },
    );
  }
  return {
    boss,
    stop: async () => {
      if (running === boss) running = null;
      // Jobs in hand finish (a send is bounded at 10 s); the rest wait in the database.
      await boss.stop({ graceful: true, timeout: 15_000, close: true });
    },
  };
}

/**
 * Writes the jobs that deliver the given messages, each at its `runAt`, with `executor` (the booking's
 * transaction), in one statement whatever their number. Without a queue in this process (domain
 * tests, scripts) the messages' rows stay `queued` without a job (docs/customer-messages.md, "Queue").
 */
export async function scheduleMessages(executor: Kysely<Database> | Transaction<Database>, jobs: readonly { messageId: string; runAt: Date }[]): Promise<void> {
  if (!running || jobs.length === 0) return;
  await running.insert(
    messageQueueName,
    jobs.map((job) => ({ data: { messageId: job.messageId }, startAfter: job.runAt })),
    { db: preparedExecutor(executor) },
  );
}

/**
 * pg-boss's statements run with the booking's executor, as `PREPARED` ones: the job insert's text is
 * fixed (the jobs go in as one JSON parameter), so it is planned once, not inside every booking's
 * transaction (on the embedded database, the transaction holds the one backend while it runs).
 */
function preparedExecutor(executor: Kysely<Database> | Transaction<Database>) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await executor.executeQuery(CompiledQuery.raw(`${PREPARED}\n${text}`, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}
