/**
 * S3-compatible storage (UPLOADS_DRIVER=s3): PutObject and DeleteObject over fetch, signed with
 * SigV4 (./sigv4.ts), path-style (`S3_ENDPOINT/S3_BUCKET/folder/name.ext`), which AWS S3, MinIO,
 * Cloudflare R2, Backblaze B2 and DigitalOcean Spaces all accept. Every server process writes to the
 * same bucket, so uploads survive scaling out; browsers load them from `S3_PUBLIC_URL/<key>`.
 *
 * Objects carry their Content-Type and the same long cache as the local driver; SVGs also carry
 * `Content-Disposition: attachment`, so one opened directly from the bucket is downloaded rather than
 * rendered on the bucket's origin (an `<img>` ignores it; the content was sanitised anyway).
 * No ACL is sent: public reads come from the bucket's policy or a CDN in front of it.
 */
import type { S3Settings } from '../config';
import { emptyPayloadHash, sha256Hex, signRequest, uriEncode } from './sigv4';
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
    const path = `${basePath}/${uriEncode(options.bucket, false)}/${uriEncode(key, true)}`;
    const url = `${endpoint.origin}${path}`;
    const payloadHash = body ? sha256Hex(body) : emptyPayloadHash;
    // fetch's types want an ArrayBuffer-backed view; a Buffer may sit in Node's shared pool.
    const payload = body ? new Uint8Array(body) : undefined;
    let failure: StorageError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 2)));
      const signed = signRequest({
        method,
        host: endpoint.host,
        path,
        headers,
        payloadHash,
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
