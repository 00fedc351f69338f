/**
 * HTTP tests: a whole app (`buildApp`) per database, driven with `app.inject`.
 *
 *   forEachApp('notifications', (ctx) => {
 *     it('lists', async () => {
 *       const session = await signInProvider(ctx, '500000001');
 *       const res = await ctx.request('GET', '/api/provider/notifications', { token: session.token });
 *       expect(res.statusCode).toBe(200);
 *     });
 *   });
 *
 * Every response is checked against the document (a mismatch fails the test), and every
 * operation that answered is recorded, so that the coverage check (server/test/global-setup.ts)
 * can fail when an operation of the document is never called over HTTP.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database, DatabaseHandle } from '../db';
import type { Clock } from '../http/context';
import { forEachDatabase, type DatabaseContext, type DatabaseSuiteOptions } from './databases';

/** A clock tests can move: `ctx.clock.advance(61_000)`. Starts at real time. */
class TestClock implements Clock {
  #offset = 0;
  now(): Date {
    return new Date(Date.now() + this.#offset);
  }
  advance(ms: number): void {
    this.#offset += ms;
  }
  reset(): void {
    this.#offset = 0;
  }
}

export interface AppContext {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly handle: DatabaseHandle;
  readonly config: Config;
  readonly clock: TestClock;
  readonly kind: DatabaseContext['kind'];
  /** `app.inject` with a bearer token, a JSON body and a language in one call. */
  request(method: InjectOptions['method'], url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
}

interface RequestOptions {
  token?: string;
  body?: unknown;
  locale?: string;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
}

/** Test configuration: outbox drivers, uploads in a temp folder, generous rate limits. */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  const dataDir = path.join(os.tmpdir(), `mawid-test-${process.pid}`);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build'), ...env });
  return {
    ...config,
    rateLimit: { publicPerMinute: 100_000, authPerMinute: 100_000 },
    ...overrides,
  };
}

// Provided by server/test/global-setup.ts; absent when a test runs without it.
const coverageDir = inject('mawidOperationCoverageDir') as string | undefined;

function recordOperation(testFile: string, operationId: string, status: number): void {
  if (!coverageDir) return;
  mkdirSync(coverageDir, { recursive: true });
  appendFileSync(path.join(coverageDir, `${process.pid}.jsonl`), `${JSON.stringify({ testFile, operationId, status })}\n`);
}

export interface AppSuiteOptions extends DatabaseSuiteOptions {
  config?: (base: Config) => Config;
  build?: Partial<BuildOptions>;
}

export function forEachApp(name: string, suite: (ctx: AppContext) => void, options: AppSuiteOptions = {}): void {
  forEachDatabase(name, (dbContext) => {
    let app: FastifyInstance | undefined;
    let config: Config | undefined;
    const clock = new TestClock();
    const violations: unknown[] = [];
    const testFile = expect.getState().testPath ?? name;

    beforeAll(async () => {
      config = options.config ? options.config(testConfig()) : testConfig();
      app = await buildApp(config, {
        database: dbContext.handle,
        clock,
        validateResponses: true,
        onContractViolation: (violation) => violations.push(violation),
        onOperation: (operationId, status) => recordOperation(testFile, operationId, status),
        ...options.build,
      });
      await app.ready();
    });
    afterEach(() => {
      clock.reset();
      const found = violations.splice(0);
      if (found.length) throw new Error(`responses do not match the contract: ${JSON.stringify(found, null, 2)}`);
    });
    afterAll(async () => {
      await app?.close();
    });

    const ctx: AppContext = {
      kind: dbContext.kind,
      get app() {
        if (!app) throw new Error('the app is built in beforeAll');
        return app;
      },
      get db() {
        return dbContext.db;
      },
      get handle() {
        return dbContext.handle;
      },
      get config() {
        if (!config) throw new Error('the app is built in beforeAll');
        return config;
      },
      clock,
      request(method, url, requestOptions = {}) {
        const headers: Record<string, string> = { 'accept-language': requestOptions.locale ?? 'en', ...requestOptions.headers };
        if (requestOptions.token) headers.authorization = `Bearer ${requestOptions.token}`;
        const inject: InjectOptions = { method, url, headers };
        if (requestOptions.payload !== undefined) inject.payload = requestOptions.payload;
        else if (requestOptions.body !== undefined) {
          inject.payload = JSON.stringify(requestOptions.body);
          headers['content-type'] ??= 'application/json';
        }
        return this.app.inject(inject);
      },
    };
    suite(ctx);
  }, { embedded: options.embedded ?? false });
}
