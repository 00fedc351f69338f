/**
 * A small S3-compatible store for tests, on 127.0.0.1: PutObject, DeleteObject and anonymous
 * GetObject (a public-read bucket), path-style, objects in memory. Every signed request is checked
 * the way S3 checks it: the Authorization header's shape, the access key, the region and the scope
 * date, the signed headers (host, x-amz-date, x-amz-content-sha256, and content-type on PUT), the
 * payload hash against the body received, the clock skew, and the signature itself, recomputed from
 * the request as it arrived (with aws4fetch's signer over exactly the headers the request says it
 * signed). Failures answer S3's XML error document.
 *
 *   const s3 = await startFakeS3({ bucket: 'mawid', region: 'me-south-1', accessKeyId: 'AK', secretAccessKey: 'SK' });
 *   s3.failNext(1, 503, 'SlowDown');     // the next request fails
 *   s3.failNext(3, 503, 'SlowDown', { after: 1 });   // the next one succeeds, the three after it fail
 *   s3.objects.get('salons/ab.png')      // { body, contentType, headers }
 *   await s3.close();
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface FakeS3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  /** The headers S3 keeps with an object (cache-control, content-disposition, …). */
  headers: Record<string, string>;
}

export interface FakeS3 {
  /** Endpoint for S3_ENDPOINT (`http://127.0.0.1:PORT`). */
  readonly endpoint: string;
  /** Public URL of the bucket (anonymous GET), for S3_PUBLIC_URL. */
  readonly publicUrl: string;
  /** Objects by key (without the bucket). */
  readonly objects: Map<string, StoredObject>;
  /** Every request received: method, path and the S3 code it was answered with (`OK` when it succeeded). */
  readonly log: { method: string; path: string; result: string }[];
  /** The next `count` signed requests (after `after` more that succeed) fail with `status` and `code`, once their signature is checked. */
  failNext(count: number, status: number, code: string, options?: { after?: number }): void;
  close(): Promise<void>;
}

const authorizationShape =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9-]+(?:;[a-z0-9-]+)*), ?Signature=([0-9a-f]{64})$/;
const keptHeaders = ['cache-control', 'content-disposition', 'content-encoding', 'content-language'];

function errorDocument(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const log: FakeS3['log'] = [];
  let failures: { count: number; status: number; code: string; after: number } | undefined;

  /** The S3 error code of a request whose signature does not hold, or undefined when it does. */
  async function checkSignature(request: IncomingMessage, target: string, body: Buffer): Promise<{ status: number; code: string; message: string } | undefined> {
    const authorization = header(request, 'authorization');
    const shape = authorization ? authorizationShape.exec(authorization) : null;
    if (!shape) return { status: 400, code: 'AuthorizationHeaderMalformed', message: `Authorization header is not SigV4: ${authorization ?? '(none)'}` };
    const [, accessKeyId, day, region, signedHeaders] = shape;
    if (accessKeyId !== options.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId', message: 'Unknown access key.' };
    if (region !== options.region) return { status: 400, code: 'AuthorizationHeaderMalformed', message: `Region ${region} is wrong; expecting ${options.region}.` };
    const names = signedHeaders!.split(';');
    if ([...names].sort().join(';') !== signedHeaders) return { status: 400, code: 'AuthorizationHeaderMalformed', message: 'SignedHeaders are not sorted.' };
    const required = ['host', 'x-amz-date', 'x-amz-content-sha256', ...(request.method === 'PUT' ? ['content-type'] : [])];
    const unsigned = required.filter((name) => !names.includes(name));
    if (unsigned.length) return { status: 403, code: 'AccessDenied', message: `Headers not signed: ${unsigned.join(', ')}.` };
    const date = header(request, 'x-amz-date') ?? '';
    if (!/^\d{8}T\d{6}Z$/.test(date) || date.slice(0, 8) !== day) return { status: 403, code: 'AccessDenied', message: 'x-amz-date does not match the credential scope.' };
    const sent = Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8), +date.slice(9, 11), +date.slice(11, 13), +date.slice(13, 15));
    if (Math.abs(Date.now() - sent) > 15 * 60_000) return { status: 403, code: 'RequestTimeTooSkewed', message: 'The difference between the request time and the server time is too large.' };
    const payloadHash = header(request, 'x-amz-content-sha256');
    if (payloadHash !== sha256Hex(body)) return { status: 400, code: 'XAmzContentSHA256Mismatch', message: 'The provided x-amz-content-sha256 header does not match what was computed.' };
    const headers: Record<string, string> = {};
    for (const name of names) {
      if (name === 'host') continue;
      const value = header(request, name);
      if (value === undefined) return { status: 403, code: 'AccessDenied', message: `Signed header ${name} is missing.` };
      headers[name] = value;
    }
    const expected = await new AwsV4Signer({
      method: request.method ?? '',
      url: `http://${header(request, 'host') ?? ''}${target}`,
      headers,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      datetime: date,
      allHeaders: true,
    }).authHeader();
    if (expected.replace(/, /g, ',') !== authorization!.replace(/, /g, ',')) {
      return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
    }
    return undefined;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const rawPath = (request.url ?? '/').split('?')[0]!;
    const body = await readBody(request);
    const answer = (status: number, code: string, message: string) => {
      log.push({ method: request.method ?? '', path: rawPath, result: code });
      response.writeHead(status, { 'content-type': 'application/xml' }).end(errorDocument(code, message));
    };
    const bucketPrefix = `/${options.bucket}/`;
    if (!rawPath.startsWith(bucketPrefix)) return answer(404, 'NoSuchBucket', 'The specified bucket does not exist.');
    const key = decodeURIComponent(rawPath.slice(bucketPrefix.length));

    if (request.method === 'GET' && !request.headers.authorization) {
      const object = objects.get(key);
      if (!object) return answer(404, 'NoSuchKey', 'The specified key does not exist.');
      log.push({ method: 'GET', path: rawPath, result: 'OK' });
      response.writeHead(200, { ...object.headers, ...(object.contentType ? { 'content-type': object.contentType } : {}), 'content-length': object.body.length });
      response.end(object.body);
      return;
    }

    const problem = await checkSignature(request, request.url ?? '/', body);
    if (problem) return answer(problem.status, problem.code, problem.message);
    if (failures && failures.after > 0) failures.after -= 1;
    else if (failures && failures.count > 0) {
      failures.count -= 1;
      return answer(failures.status, failures.code, 'Failing on purpose (test).');
    }

    if (request.method === 'PUT') {
      const kept = Object.fromEntries(keptHeaders.flatMap((name) => (request.headers[name] ? [[name, header(request, name)!]] : [])));
      objects.set(key, { body, contentType: header(request, 'content-type'), headers: kept });
      log.push({ method: 'PUT', path: rawPath, result: 'OK' });
      response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
      return;
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      log.push({ method: 'DELETE', path: rawPath, result: 'OK' });
      response.writeHead(204).end();
      return;
    }
    answer(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/xml' }).end(errorDocument('InternalError', String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    publicUrl: `${endpoint}/${options.bucket}`,
    objects,
    log,
    failNext(count, status, code, failOptions = {}) {
      failures = { count, status, code, after: failOptions.after ?? 0 };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
