// What the server benches share: the servers they load run in processes of their own
// (_server.ts), autocannon runs here; every answer's status is checked; each figure is printed
// beside its goal. The machine is shared (2 cores, other work): only ratios to the bare route,
// measured in the same run and in alternating rounds, travel between runs.
import { execFile, execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
export const connections = 50;

export interface ServerProcess<F> {
  url: string;
  fixtures: F;
  stop(): Promise<void>;
}

/** Starts `_server.ts <args>` in its own process and waits until it listens. */
export async function startServer<F>(args: string[]): Promise<ServerProcess<F>> {
  const child: ChildProcess = fork(path.join(root, 'scripts', 'bench', '_server.ts'), args, {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ url: string; fixtures: F }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string; fixtures: F }));
    child.once('exit', (code) => reject(new Error(`bench server ${args.join(' ')} exited with ${code}`)));
  });
  child.removeAllListeners('exit');
  return {
    ...ready,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

export interface Figures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers with the expected status. */
  ok: number;
  /** Other answers by status, connection errors and client timeouts. */
  wrong: Record<string, number>;
  errors: number;
  timeouts: number;
}

export type LoadOptions = autocannon.Options & { amount?: number };

/** One autocannon run; every answer's status is counted against `expected`. */
export async function load(options: LoadOptions, expected = 200): Promise<Figures> {
  const result = await autocannon({ connections, duration: seconds, ...options } as autocannon.Options);
  const wrong: Record<string, number> = {};
  let ok = 0;
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    if (Number(code) === expected) ok += stat.count;
    else wrong[code] = stat.count;
  }
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total ?? ok + Object.values(wrong).reduce((a, b) => a + b, 0),
    ok,
    wrong,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** What `wrkLoad` asks and expects: the URL, request headers, and each answer's status and headers. */
export interface WrkOptions {
  url: string;
  headers?: Record<string, string>;
  expect?: { status?: number; headers?: Record<string, string> };
  duration?: number;
}

/** Whether `wrk` (apt) is on this machine. */
export function wrkInstalled(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary throws ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/**
 * One `wrk` run (one thread, `connections` connections), its own process: a load tool written in C
 * that hands each body to its check as bytes. autocannon decodes every body into a JavaScript
 * string, which costs its process more per kilobyte than the server spends sending it: for pages
 * of several kilobytes it measures itself (issue 22 item 10). Every answer's status and the
 * expected headers are checked (_wrk-check.lua).
 */
export async function wrkLoad(options: WrkOptions): Promise<Figures> {
  const args = ['-t1', `-c${connections}`, `-d${options.duration ?? seconds}s`, '--latency', '-s', path.join(root, 'scripts', 'bench', '_wrk-check.lua')];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(options.url, '--', String(options.expect?.status ?? 200));
  for (const [name, value] of Object.entries(options.expect?.headers ?? {})) args.push(name.toLowerCase(), value);
  const output = await new Promise<string>((resolve, reject) =>
    execFile('wrk', args, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  const line = /WRK_RESULT (.*)/.exec(output)?.[1];
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const r = JSON.parse(line) as { requests: number; seconds: number; ok: number; wrong: Record<string, number>; errors: number; timeouts: number; p50us: number; p99us: number };
  return {
    rps: Math.round(r.requests / r.seconds),
    p50Ms: +(r.p50us / 1000).toFixed(1),
    p99Ms: +(r.p99us / 1000).toFixed(1),
    requests: r.requests,
    ok: r.ok,
    wrong: r.wrong,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** Whether every answer had the expected status, with nothing failing at the connection. */
export function allAnswered(f: Figures): boolean {
  return f.ok > 0 && Object.keys(f.wrong).length === 0 && f.errors === 0 && f.timeouts === 0;
}

export function checked(f: Figures): string {
  if (allAnswered(f)) return `all ${f.ok} ok`;
  const parts = Object.entries(f.wrong).map(([code, n]) => `${n}×${code}`);
  if (f.errors) parts.push(`${f.errors} errors`);
  if (f.timeouts) parts.push(`${f.timeouts} timeouts`);
  return `${f.ok} ok, ${parts.join(', ')}`;
}

export interface RatioFigures extends Figures {
  bareRps: number;
  /** The median of the rounds' ratios. */
  ratio: number;
  roundRatios: number[];
}

/**
 * Each round loads the bare route, then each call, for `seconds` each, with one load tool (autocannon
 * by default); a call's figure is the round with the median ratio (call req/s ÷ that round's bare req/s). One warm-up second of each first.
 */
export async function alternatingRounds<O extends { url: string; duration?: number } = LoadOptions>(
  bareUrl: string,
  calls: Record<string, O>,
  tool: (options: O) => Promise<Figures> = load as unknown as (options: O) => Promise<Figures>,
): Promise<Record<string, RatioFigures>> {
  const bareOptions = { url: bareUrl } as O;
  await tool({ ...bareOptions, duration: 1 });
  for (const options of Object.values(calls)) await tool({ ...options, duration: 1 });
  const perCall: Record<string, Array<{ figures: Figures; bareRps: number; ratio: number }>> = {};
  for (let round = 0; round < rounds; round++) {
    const bare = await tool(bareOptions);
    for (const [name, options] of Object.entries(calls)) {
      const figures = await tool(options);
      (perCall[name] ??= []).push({ figures, bareRps: bare.rps, ratio: +(figures.rps / bare.rps).toFixed(4) });
    }
  }
  return Object.fromEntries(
    Object.entries(perCall).map(([name, results]) => {
      const median = [...results].sort((a, b) => a.ratio - b.ratio)[Math.floor(results.length / 2)]!;
      // A wrong answer in any round counts.
      const wrong: Record<string, number> = {};
      for (const r of results) for (const [code, n] of Object.entries(r.figures.wrong)) wrong[code] = (wrong[code] ?? 0) + n;
      const errors = results.reduce((a, r) => a + r.figures.errors, 0);
      const timeouts = results.reduce((a, r) => a + r.figures.timeouts, 0);
      return [name, { ...median.figures, wrong, errors, timeouts, bareRps: median.bareRps, ratio: median.ratio, roundRatios: results.map((r) => r.ratio) }];
    }),
  );
}

export interface GoalRow {
  call: string;
  database: string;
  rps: number;
  p99Ms: number;
  ratio: number | null;
  rounds: string;
  answers: string;
  goal: string;
  met: boolean | null;
}

/** Prints the rows as a table and writes them, with the run's conditions, to bench-results/<name>.json. */
export function report(name: string, description: string, rows: GoalRow[], extra: Record<string, unknown> = {}): void {
  const header = ['call', 'database', 'req/s', 'p99 ms', 'vs bare', 'rounds', 'answers', 'goal', 'met'];
  const table = [header, ...rows.map((r) => [r.call, r.database, String(r.rps), String(r.p99Ms), r.ratio === null ? '—' : String(r.ratio), r.rounds, r.answers, r.goal, r.met === null ? '—' : r.met ? 'yes' : 'NO'])];
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  console.log(description);
  for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  const load = os.loadavg().map((n) => +n.toFixed(2));
  console.log(`(${connections} connections, ${seconds} s per measurement, ${rounds} rounds; load average ${load.join(' ')} on ${os.cpus().length} cores; written to bench-results/${name}.json)`);
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results', `${name}.json`),
    `${JSON.stringify({ date: new Date().toISOString(), description, connections, seconds, rounds, cpus: os.cpus().length, loadAverage: load, rows, ...extra }, null, 2)}\n`,
  );
}

/** The databases to measure: BENCH_DATABASES (comma-separated: embedded, pglite, postgres), default embedded and postgres. */
export function benchDatabases(postgresReachable: boolean): Array<'embedded' | 'pglite' | 'postgres'> {
  const asked = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',').map((s) => s.trim()) as Array<'embedded' | 'pglite' | 'postgres'>;
  return asked.filter((kind) => {
    if (kind === 'postgres' && !postgresReachable) {
      console.log('PostgreSQL not reachable: its figures are skipped.');
      return false;
    }
    return kind === 'embedded' || kind === 'pglite' || kind === 'postgres';
  });
}

export const databaseLabel = { embedded: 'embedded (default)', pglite: 'PGlite in the server thread (before)', postgres: 'PostgreSQL' } as const;
