/**
 * The embedded database (no DATABASE_URL): PGlite in a worker thread of the server's own process,
 * served over the PostgreSQL wire protocol on a unix socket under DATA_DIR (`pglite-worker.mjs`).
 * The server connects to it with `pg` as to a PostgreSQL server, so one code path serves both, and
 * PGlite's work runs beside the event loop instead of on it.
 *
 * A thread, not a child process: a server killed with `kill -9` takes its database with it, so no
 * orphan keeps the files open for the next start. The socket is also the lock on DATA_DIR: a
 * second server finds it answering and refuses to start; a socket left by a killed server answers
 * nothing and is replaced.
 */
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** pg connects to `<host>/.s.PGSQL.<port>` when the host is a folder. */
export const embeddedSocketPort = 5432;

export interface EmbeddedDatabase {
  /** The folder holding the socket: pg's `host`, with `port` 5432. */
  socketDir: string;
  /** Stops accepting, lets PGlite write everything and close its files, ends the thread. */
  stop(): Promise<void>;
}

/** Longest unix socket path every platform accepts (sun_path is 104 bytes on macOS, 108 on Linux). */
const maxSocketPath = 103;

/** Whether something answers on the unix socket at `file`. */
function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(file);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts PGlite on `dataDir/pgdata` and serves it at `dataDir/pgsocket/.s.PGSQL.5432`.
 * `onExit` is called when the thread ends other than through `stop()` (the server cannot go on).
 * Every `maintenanceIntervalMs` (default 60 s, autovacuum's own pace) the thread vacuums and
 * analyzes the tables that need it, as PostgreSQL's autovacuum would (PGlite has none).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  onExit: (error: Error) => void,
  options: { maintenanceIntervalMs?: number | undefined } = {},
): Promise<EmbeddedDatabase> {
  const pgdata = path.join(dataDir, 'pgdata');
  const socketDir = path.join(dataDir, 'pgsocket');
  const socketPath = path.join(socketDir, `.s.PGSQL.${embeddedSocketPort}`);
  if (Buffer.byteLength(socketPath) > maxSocketPath) {
    throw new Error(`DATA_DIR is too long for the embedded database's socket (${socketPath}): use a shorter DATA_DIR, or DATABASE_URL`);
  }
  mkdirSync(pgdata, { recursive: true });
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  if (await answers(socketPath)) {
    throw new Error(`another server is using the embedded database in ${dataDir} (its socket ${socketPath} answers): stop it, or give this one another DATA_DIR`);
  }
  // Left by a server that was killed: nothing listens on it any more.
  rmSync(socketPath, { force: true });

  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir: pgdata, socketPath, maintenanceIntervalMs: options.maintenanceIntervalMs } });
  let stopping = false;
  const started = new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean; error?: string }) => {
      if (message.ready) resolve();
      else if (message.error) reject(new Error(`the embedded database did not start: ${message.error}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the embedded database's thread ended at start (exit code ${code})`)));
  });
  await started;
  worker.removeAllListeners('message').removeAllListeners('error').removeAllListeners('exit');
  worker.on('error', (error) => {
    if (!stopping) onExit(error);
  });
  worker.on('exit', (code) => {
    if (!stopping) onExit(new Error(`the embedded database's thread ended (exit code ${code})`));
  });

  return {
    socketDir,
    stop: async () => {
      if (stopping) return;
      stopping = true;
      const stopped = new Promise<void>((resolve, reject) => {
        worker.on('message', (message: { stopped?: boolean; error?: string }) => {
          if (message.stopped) resolve();
          else if (message.error) reject(new Error(`the embedded database did not close cleanly: ${message.error}`));
        });
        worker.once('exit', () => resolve());
      });
      worker.postMessage('stop');
      try {
        await stopped;
      } finally {
        await worker.terminate();
        rmSync(socketPath, { force: true });
      }
    },
  };
}
