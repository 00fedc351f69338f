/** The file storage the configuration asks for: `local` (default) or `s3`. */
import type { Config } from '../config';
import { s3Storage } from './s3';
import { localStorage, type FileStorage } from './storage';

export function createStorage(config: Config, options: { fetch?: typeof fetch } = {}): FileStorage {
  const { uploads } = config;
  if (uploads.driver === 'local') return localStorage(uploads.dir, uploads.publicPrefix);
  if (!uploads.s3) throw new Error('UPLOADS_DRIVER=s3 without its S3_* settings');
  return s3Storage({ ...uploads.s3, ...(options.fetch ? { fetch: options.fetch } : {}) });
}
