/**
 * The embedded database's own thread (started by `server/db/embedded.ts`): PGlite with its files in
 * `workerData.dataDir`, served over the PostgreSQL wire protocol on the unix socket
 * `workerData.socketPath`, so the server reaches it with `pg` exactly as it reaches a PostgreSQL
 * server, and PGlite's work never runs on the server's event loop.
 *
 * Plain JavaScript: a worker starts without the TypeScript loader the server runs under (tsx, Vitest).
 *
 * Messages: the parent sends 'stop'; this thread answers { ready: true } once listening,
 * { stopped: true } once the socket is closed and PGlite has written everything, or { error }.
 *
 * It also does autovacuum's work, which PGlite (one backend, no background workers) never does:
 * every `workerData.maintenanceIntervalMs`, between two round trips, the tables with enough dead
 * rows are vacuumed and those changed enough are analyzed (`Backend.maintain`).
 */
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const PARSE = 0x50; // 'P'
const PARSE_COMPLETE = 0x31; // '1'
const syncMessage = new Uint8Array([SYNC, 0, 0, 0, 4]);
const parseComplete = new Uint8Array([PARSE_COMPLETE, 0, 0, 0, 4]);

/**
 * The statement name of a Parse message, when it is one of the server's named statements: their
 * names are a hash of their text (`PREPARED` in index.ts), so one name always means one statement.
 */
function sharedStatementName(message) {
  if (message[0] !== PARSE) return null;
  const end = message.indexOf(0, 5);
  if (end <= 5) return null;
  const name = Buffer.from(message.buffer, message.byteOffset + 5, end - 5).toString('utf8');
  return name.startsWith('mawid_') ? name : null;
}

/** A simple-protocol Query message. */
function queryMessage(text) {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/**
 * PGlite is one backend: every pooled connection of the server shares it. One connection holds it
 * from its first message until a round trip ends (Sync or simple Query) with no transaction open, so
 * another connection's statements never land between a Parse and its Sync, nor inside a transaction.
 *
 * pglite-socket 0.2.17's server hands the backend over after any message outside an explicit
 * transaction; when a Parse/Bind/Execute/Sync batch arrives in more than one read (large queries),
 * two connections' messages interleave on the shared unnamed statement (measured: wrong rows and
 * errors with 10 connections and 300 kB queries). It also runs each message through PGlite on its
 * own, with a promise, a lock and a write each; here the complete messages of a read go in one call.
 */
class Backend {
  /** @param {PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {Array<{ connection: object, segments: Array<{ bytes: Uint8Array, statement: string | null }>, endsRoundTrip: boolean }>} */
    this.queue = [];
    /** The connection holding the backend, or null between round trips. */
    this.owner = null;
    this.running = false;
    /** Maintenance is due: it runs the next time the backend is free (no holder, nothing queued). */
    this.maintenanceDue = false;
    /**
     * Named statements the backend holds. Each pooled connection believes it must prepare its own, but
     * they share one session: a second Parse of a name is answered here, as the statement exists.
     */
    this.statements = new Set();
  }

  submit(connection, segments, endsRoundTrip) {
    this.queue.push({ connection, segments, endsRoundTrip });
    void this.run();
  }

  /** Asks for a maintenance pass; it waits for the backend to be free, and requests wait for it. */
  requestMaintenance() {
    this.maintenanceDue = true;
    void this.run();
  }

  async run() {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        await this.serveQueue();
        if (!this.maintenanceDue || this.owner !== null || this.queue.length > 0) break;
        this.maintenanceDue = false;
        await this.maintain();
      }
    } finally {
      this.running = false;
    }
  }

  /**
   * Autovacuum's pass, with its default thresholds: a table is vacuumed (and analyzed) once its dead
   * rows pass 50 + 20 % of its live ones, analyzed once its changes since the last analysis pass
   * 50 + 10 %. Without it every update and delete (the message queue's jobs, above all) leaves its
   * dead row behind for good: the files grow and the planner works from stale statistics.
   * The statistics are flushed first (a backend sends them only now and then).
   */
  async maintain() {
    try {
      // exec and query take PGlite's lock themselves; no round trip is served meanwhile (`running`).
      await this.db.exec('SELECT pg_stat_force_next_flush()');
      const { rows } = await this.db.query(
        `SELECT format('%I.%I', schemaname, relname) AS name, n_dead_tup > 50 + 0.2 * n_live_tup AS dead
           FROM pg_stat_user_tables
          WHERE n_dead_tup > 50 + 0.2 * n_live_tup OR n_mod_since_analyze > 50 + 0.1 * n_live_tup`,
      );
      for (const { name, dead } of rows) await this.db.exec(dead ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
    } catch (error) {
      // A failed pass is tried again at the next interval; the requests waiting behind it go on.
      console.warn(`the embedded database's maintenance failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Serves the queued round trips in turn, until the queue is empty or its holder's next messages are not here yet. */
  async serveQueue() {
    while (this.queue.length > 0) {
      const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.connection === this.owner);
      // The holder's next messages have not arrived yet: the others wait for them.
      if (index === -1) break;
      const [item] = this.queue.splice(index, 1);
      this.owner = item.connection;
      // A batch's answers leave in one write when it is done, not one system call per message.
      item.connection.cork();
      try {
        await this.db.runExclusive(async () => {
          for (const segment of item.segments) {
            if (segment.statement && this.statements.has(segment.statement)) {
              item.connection.write(parseComplete);
              continue;
            }
            let first = -1;
            await this.db.execProtocolRawStream(segment.bytes, {
              onRawData: (data) => {
                if (first === -1) first = data[0];
                item.connection.write(data);
              },
            });
            if (segment.statement && first === PARSE_COMPLETE) this.statements.add(segment.statement);
          }
        });
      } catch (error) {
        item.connection.fail(error);
        continue;
      } finally {
        item.connection.uncork();
      }
      if (item.endsRoundTrip && !this.db.isInTransaction()) this.owner = null;
    }
  }

  /** A connection that closed: its queued messages go, and if it held the backend, its round trip ends and what it left open rolls back. */
  async release(connection) {
    this.queue = this.queue.filter((item) => item.connection !== connection);
    if (this.owner !== connection) return;
    await this.db.runExclusive(async () => {
      await this.db.execProtocolRaw(syncMessage);
      if (this.db.isInTransaction()) await this.db.execProtocolRaw(queryMessage('ROLLBACK'));
    });
    this.owner = null;
    void this.run();
  }
}

/**
 * One client connection: the startup exchange (SSL and GSS requests refused with 'N', as PostgreSQL
 * does without them; cancel requests are not supported), then its messages, framed and passed on in
 * batches. A Parse of a shared statement name travels alone, so that it can be answered here.
 */
function serveConnection(backend, socket) {
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let started = false;
  let open = true;
  const connection = {
    write: (data) => {
      if (open && socket.writable) socket.write(Buffer.from(data));
    },
    fail: () => socket.destroy(),
    cork: () => socket.cork(),
    uncork: () => socket.uncork(),
  };
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    while (!started) {
      if (buffer.length < 8) return;
      const length = buffer.readInt32BE(0);
      const code = buffer.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSS_REQUEST) {
        socket.write('N');
        buffer = buffer.subarray(8);
        continue;
      }
      if (code === CANCEL_REQUEST) {
        socket.destroy();
        return;
      }
      if (buffer.length < length) return;
      backend.submit(connection, [{ bytes: new Uint8Array(buffer.subarray(0, length)), statement: null }], true);
      buffer = buffer.subarray(length);
      started = true;
    }
    const segments = [];
    let pending = [];
    const flush = () => {
      if (pending.length) segments.push({ bytes: new Uint8Array(Buffer.concat(pending)), statement: null });
      pending = [];
    };
    let offset = 0;
    let last = 0;
    let terminate = false;
    while (buffer.length - offset >= 5) {
      const end = offset + 1 + buffer.readInt32BE(offset + 1);
      if (buffer.length < end) break;
      const message = buffer.subarray(offset, end);
      offset = end;
      // Terminate ends the connection, not the shared backend: it never reaches PGlite.
      if (message[0] === TERMINATE) {
        terminate = true;
        break;
      }
      const statement = sharedStatementName(message);
      if (statement) {
        flush();
        segments.push({ bytes: new Uint8Array(message), statement });
      } else pending.push(message);
      last = message[0];
    }
    flush();
    buffer = Buffer.from(buffer.subarray(offset));
    if (segments.length) backend.submit(connection, segments, last === SYNC || last === QUERY);
    if (terminate) socket.end();
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    open = false;
    void backend.release(connection);
  });
}

/** Accepts connections on `socketPath` (no limit: the server's pool decides), all sharing one backend. */
function serve(db, socketPath) {
  const backend = new Backend(db);
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(backend, socket);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve({
        backend,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}

try {
  // The same extensions as `pgliteExtensions` in index.ts (in-process PGlite, used by tests).
  const db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { btree_gist, citext, pgcrypto } });
  const server = await serve(db, workerData.socketPath);
  const maintenance = setInterval(() => server.backend.requestMaintenance(), workerData.maintenanceIntervalMs ?? 60_000);
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    clearInterval(maintenance);
    try {
      await server.close();
      await db.close();
      parentPort.postMessage({ stopped: true });
    } catch (error) {
      parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
    parentPort.close();
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  parentPort.close();
}
