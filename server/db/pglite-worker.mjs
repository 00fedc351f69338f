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
 */
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

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

/** Whether the backend may change hands after this message: it ends a round trip (a startup message starts with a zero length byte). */
function endsRoundTrip(message) {
  return message[0] === SYNC || message[0] === QUERY || message[0] === TERMINATE || message[0] === 0;
}

/**
 * PGlite is one backend: every pooled connection of the server shares it. One connection holds it
 * from its first message until a round trip ends (Sync or simple Query) with no transaction open, so
 * another connection's statements never land between a Parse and its Sync, nor inside a transaction.
 *
 * pglite-socket's own queue hands the backend over after any message outside an explicit
 * transaction; when a batch of Parse/Bind/Execute/Sync arrives in more than one read (large
 * queries), two connections' messages interleave on the shared unnamed statement (checked with
 * pglite-socket 0.2.17: wrong rows and errors with 10 connections and 300 kB queries). This queue
 * keeps its interface (pglite-socket's PGLiteSocketHandler calls it) with that rule instead.
 */
class SessionQueue {
  /** @param {PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {Array<{ handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void, resolve: (n: number) => void, reject: (e: unknown) => void }>} */
    this.queue = [];
    /** The connection holding the backend, or null between round trips. */
    this.owner = null;
    this.running = false;
    /**
     * Named statements the backend holds. Each pooled connection believes it must prepare its own, but
     * they share one session: a second Parse of a name is answered here, as the statement exists.
     */
    this.statements = new Set();
  }

  enqueue(handlerId, message, onData) {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.run();
    });
  }

  async run() {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner);
        // The holder's next message has not arrived yet: the others wait for it.
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        this.owner = item.handlerId;
        const statement = sharedStatementName(item.message);
        if (statement && this.statements.has(statement)) {
          item.onData(parseComplete);
          item.resolve(parseComplete.length);
          continue;
        }
        let bytes = 0;
        let parsed = false;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                if (bytes === 0 && data[0] === PARSE_COMPLETE) parsed = true;
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          // The connection is dropped (its handler detaches and calls releaseIfHeldBy).
          item.reject(error);
          continue;
        }
        if (statement && parsed) this.statements.add(statement);
        if (endsRoundTrip(item.message) && !this.db.isInTransaction()) this.owner = null;
        item.resolve(bytes);
      }
    } finally {
      this.running = false;
    }
  }

  getQueueLength() {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId) {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('connection closed'));
      return false;
    });
  }

  /** A connection that closed while holding the backend: end its round trip and roll back what it left open. */
  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId) return;
    await this.db.runExclusive(async () => {
      await this.db.execProtocolRaw(syncMessage);
      if (this.db.isInTransaction()) await this.db.execProtocolRaw(queryMessage('ROLLBACK'));
    });
    this.owner = null;
    void this.run();
  }
}

/** Accepts connections on `socketPath`, each served by pglite-socket's handler over one shared queue. */
function serve(db, socketPath) {
  const queue = new SessionQueue(db);
  const handlers = new Set();
  const server = net.createServer((socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: queue, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve({
        close: async () => {
          await new Promise((done) => {
            server.close(() => done());
            for (const handler of handlers) void handler.detach(true);
          });
        },
      });
    });
  });
}

try {
  // The same extensions as `pgliteExtensions` in index.ts (in-process PGlite, used by tests).
  const db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { btree_gist, citext, pgcrypto } });
  const server = await serve(db, workerData.socketPath);
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
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
