/**
 * Where uploaded files live. `local` (the default) keeps them under DATA_DIR/uploads and the server
 * serves them at /uploads/…; `s3` (server/uploads/s3.ts) puts them in an S3-compatible bucket that
 * every server process shares and returns the bucket's public URL (see docs/server.md).
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Stores `data` under `key` (`folder/name.ext`), replacing nothing: keys are unique. Throws a StorageError. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes a key; a key that is already gone is not an error. Throws a StorageError. */
  delete(key: string): Promise<void>;
  /** Public URL of a stored key (relative to the site for the local driver). */
  url(key: string): string;
}

/** The store could not do what was asked (disk full, bucket refused, network down). Its message is for logs only. */
export class StorageError extends Error {
  /** HTTP status and S3 error code of the store's answer, when there was one. */
  readonly status: number | undefined;
  readonly storeCode: string | undefined;

  constructor(message: string, options: { cause?: unknown; status?: number; storeCode?: string } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'StorageError';
    this.status = options.status;
    this.storeCode = options.storeCode;
  }
}

/** Keys are `folder/name` with safe characters only: nothing can escape the uploads folder. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z_]+\/[A-Za-z0-9._-]+$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

export function localStorage(dir: string, publicPrefix: string): FileStorage {
  return {
    driver: 'local',
    async put(key, data) {
      assertSafeKey(key);
      const target = path.join(dir, key);
      // Write then rename, so a reader never sees half a file.
      const partial = `${target}.partial-${process.pid}`;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(partial, data);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true }).catch(() => {});
        throw new StorageError(`local put ${key} failed`, { cause: error });
      }
    },
    async delete(key) {
      assertSafeKey(key);
      try {
        await rm(path.join(dir, key), { force: true });
      } catch (error) {
        throw new StorageError(`local delete ${key} failed`, { cause: error });
      }
    },
    url(key) {
      return `${publicPrefix}/${key}`;
    },
  };
}
