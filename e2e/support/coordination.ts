// Journeys run in parallel against one server (two workers; desktop and phone copies of each journey;
// several spec files). What they share on the server is coordinated through small files in the
// system's temp folder, named after the server's port:
// - locks, around a section that must not interleave with the same section elsewhere (signing in a
//   number that gets one code a minute; reading and changing one wallet);
// - claims, so that two copies never pick the same record;
// - lanes, so that each copy books on a day of its own.
import { closeSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

const STALE_LOCK_MS = 180_000;

/** The server's port: the journeys' files of one server never meet another's. */
const serverPort = () => new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').port;

/** A file in the temp folder for this server: `mawid-e2e-<port>-<name>`. */
export const scratchFile = (name: string) => path.join(tmpdir(), `mawid-e2e-${serverPort()}-${name}`);

/** Writes a whole file at once (a reader never sees half of it). */
export function writeAtomically(file: string, text: string): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lock is stale when its holder is gone (a killed worker) or it is older than any section holds one. */
function isStale(file: string): boolean {
  try {
    const age = Date.now() - statSync(file).mtimeMs;
    if (age > STALE_LOCK_MS) return true;
    const pid = Number(readFileSync(file, 'utf8'));
    if (!pid) return age > 5_000;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Runs `section` while holding the lock `name` (across workers and spec files of this server). */
export async function withLock<T>(name: string, section: () => Promise<T>): Promise<T> {
  const file = scratchFile(`${name}.lock`);
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (isStale(file)) rmSync(file, { force: true });
      else await sleep(200);
    }
  }
  try {
    return await section();
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * Takes `key` for this caller for good; false when someone took it first. `run` names the server's
 * run (e.g. a token it issued), so that claims of an earlier run on the same port count for nothing.
 */
export function claim(run: string, key: string): boolean {
  try {
    closeSync(openSync(scratchFile(`claim-${run.replace(/[^\w-]/g, '').slice(0, 16)}-${key}`), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const projects = ['desktop', 'phone'];

/**
 * This copy's lane among the parallel copies of the journeys: `index` (0 … perProject-1, e.g. the
 * locale) in this project's block of lanes, after `offset` lanes other spec files use.
 */
export function lane(index: number, perProject: number, offset = 0): number {
  const project = projects.indexOf(test.info().project.name);
  if (project < 0) throw new Error(`no lanes for project ${test.info().project.name}`);
  return offset + project * perProject + index;
}

/** A day of its own for a lane, in Riyadh (the demo salons' zone), `YYYY-MM-DD`: tomorrow + lane (every demo day is open). */
export function laneDate(laneIndex: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date(Date.now() + (1 + laneIndex) * 86_400_000));
}
