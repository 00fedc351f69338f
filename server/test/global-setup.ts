/**
 * Once per test run of the server project:
 *  - builds the migrated PGlite template every suite loads from (server/test/databases.ts);
 *  - gives HTTP tests a folder to record which operations answered, and afterwards fails the run
 *    when an operation of the document was never called over HTTP (checked only when every HTTP
 *    test file ran, so running one file alone does not fail for the others).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { allOperations } from '../http/spec';

declare module 'vitest' {
  export interface ProvidedContext {
    mawidOperationCoverageDir: string;
  }
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function httpTestFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...httpTestFiles(full));
    else if (entry.name.endsWith('.test.ts') && readFileSync(full, 'utf8').includes('forEachApp(')) found.push(full);
  }
  return found;
}

export default async function setup(project: TestProject) {
  const { pgliteTemplate } = await import('./database-setup');
  await pgliteTemplate();

  const dir = mkdtempSync(path.join(os.tmpdir(), 'mawid-operations-'));
  mkdirSync(dir, { recursive: true });
  project.provide('mawidOperationCoverageDir', dir);

  return () => {
    const records = readdirSync(dir)
      .filter((f) => f.endsWith('.jsonl'))
      .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as { testFile: string; operationId: string });
    rmSync(dir, { recursive: true, force: true });
    const expectedFiles = httpTestFiles(serverDir);
    const ranFiles = new Set(records.map((r) => path.resolve(r.testFile)));
    const missingFiles = expectedFiles.filter((f) => !ranFiles.has(f));
    // MAWID_CHECK_OPERATIONS=1 checks even when only some HTTP test files ran.
    if (missingFiles.length && process.env.MAWID_CHECK_OPERATIONS !== '1') {
      if (ranFiles.size) console.log(`[operations] coverage not checked: ${ranFiles.size} of ${expectedFiles.length} HTTP test files ran.`);
      return;
    }
    const called = new Set(records.map((r) => r.operationId));
    const never = allOperations().filter((op) => !called.has(op.operationId));
    if (never.length) {
      // Vitest only logs an error thrown here, so the exit code is set as well.
      process.exitCode = 1;
      throw new Error(
        `Operations of api-spec/openapi.yaml never called by the HTTP tests (${never.length}):\n` +
          never.map((op) => `  ${op.operationId}  ${op.method} /api${op.path}`).join('\n'),
      );
    }
    console.log(`[operations] all ${called.size} operations of the document were called over HTTP.`);
  };
}
