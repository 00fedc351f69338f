/**
 * S3-compatible storage (UPLOADS_DRIVER=s3): PutObject and DeleteObject over fetch, signed with
 * AWS Signature Version 4 by `aws4fetch` (a maintained signer of a few kilobytes, checked against
 * AWS's own test suite; an SDK would be megabytes for two calls), path-style (`S3_ENDPOINT/S3_BUCKET/folder/name.ext`), which AWS S3, MinIO,
 * Cloudflare R2, Backblaze B2 and DigitalOcean Spaces all accept. Every server process writes to the
 * same bucket, so uploads survive scaling out; browsers load them from `S3_PUBLIC_URL/<key>`.
 *
 * Objects carry their Content-Type and the same long cache as the local driver; SVGs also carry
 * `Content-Disposition: attachment`, so one opened directly from the bucket is downloaded rather than
 * rendered on the bucket's origin (an `<img>` ignores it; the content was sanitised anyway).
 * No ACL is sent: public reads come from the bucket's policy or a CDN in front of it.
 */
import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import type { S3Settings } from '../config';
import { assertSafeKey, StorageError, type FileStorage } from './storage';

export interface S3StorageOptions extends S3Settings {
  fetch?: typeof fetch;
  /** Clock for signatures (tests). */
  now?: () => Date;
  /** Tries per call: network failures, 429 and 5xx answers are tried again. */
  attempts?: number;
  /** Pause before the second try; doubled for each further one. */
  retryDelayMs?: number;
  /** Time limit of one try. */
  timeoutMs?: number;
}

const cacheControl = 'public, max-age=31536000, immutable';

export interface S3Request {
  method: string;
  url: string;
  /** Headers to send and sign, besides `host` and `x-amz-date`. */
  headers: Record<string, string>;
  body?: Uint8Array;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}

/**
 * The headers of a signed S3 request: every header sent is signed (content-type and cache-control
 * included, so nobody on the way can change them), and the payload's SHA-256 travels in
 * `x-amz-content-sha256`, so the store refuses a body changed on the way (aws4fetch's S3 default is
 * an unsigned payload).
 */
export async function signS3Request(request: S3Request): Promise<Headers> {
  const signer = new AwsV4Signer({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, 'x-amz-content-sha256': createHash('sha256').update(request.body ?? '').digest('hex') },
    accessKeyId: request.accessKeyId,
    secretAccessKey: request.secretAccessKey,
    region: request.region,
    service: 's3',
    datetime: request.date.toISOString().replace(/[:-]|\.\d{3}/g, ''),
    allHeaders: true,
  });
  return (await signer.sign()).headers;
}

/** `<Code>AccessDenied</Code>` from an S3 error document, for the log. */
function storeCode(body: string): string | undefined {
  return /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1];
}

export function s3Storage(options: S3StorageOptions): FileStorage {
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const attempts = Math.max(1, options.attempts ?? 3);
  const retryDelayMs = options.retryDelayMs ?? 200;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const endpoint = new URL(options.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  async function request(method: 'PUT' | 'DELETE', key: string, body?: Buffer, headers: Record<string, string> = {}): Promise<void> {
    assertSafeKey(key);
    // Safe keys (`folder/name.ext` of [A-Za-z0-9._-]) and bucket names need no encoding beyond this.
    const url = `${endpoint.origin}${basePath}/${encodeURIComponent(options.bucket)}/${key}`;
    // fetch's types want an ArrayBuffer-backed view; a Buffer may sit in Node's shared pool.
    const payload = body ? new Uint8Array(body) : undefined;
    let failure: StorageError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 2)));
      const signed = await signS3Request({
        method,
        url,
        headers,
        ...(payload ? { body: payload } : {}),
        region: options.region,
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
        date: now(),
      });
      let response: Response;
      try {
        response = await send(url, {
          method,
          headers: signed,
          ...(payload ? { body: payload } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        failure = new StorageError(`S3 ${method} ${key}: no answer from ${endpoint.host}`, { cause: error });
        continue;
      }
      const text = await response.text().catch(() => '');
      // DeleteObject answers 204 for a missing key on AWS; some compatible stores answer 404.
      if (response.ok || (method === 'DELETE' && response.status === 404)) return;
      const code = storeCode(text);
      failure = new StorageError(`S3 ${method} ${key} answered ${response.status}${code ? ` ${code}` : ''}`, {
        status: response.status,
        ...(code ? { storeCode: code } : {}),
      });
      if (response.status !== 429 && response.status < 500) break;
    }
    throw failure ?? new StorageError(`S3 ${method} ${key} failed`);
  }

  return {
    driver: 's3',
    async put(key, data, contentType) {
      const headers: Record<string, string> = { 'content-type': contentType, 'cache-control': cacheControl };
      if (contentType === 'image/svg+xml') headers['content-disposition'] = 'attachment';
      await request('PUT', key, data, headers);
    },
    async delete(key) {
      await request('DELETE', key);
    },
    url(key) {
      return `${publicUrl}/${key}`;
    },
  };
}
