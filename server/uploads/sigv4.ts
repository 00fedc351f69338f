/**
 * AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, Cloudflare R2, Backblaze B2,
 * DigitalOcean Spaces…), with node:crypto only: the driver needs two calls (PutObject, DeleteObject),
 * so a signer of a few dozen lines replaces an SDK. Checked against AWS's published examples
 * (sigv4.test.ts); the in-process fake store of the tests verifies every request with `sign`.
 *
 *   const headers = signRequest({ method: 'PUT', host, path: '/bucket/salons/a.png', headers: { 'content-type': 'image/png' },
 *     payloadHash: sha256Hex(body), region, accessKeyId, secretAccessKey, date: new Date() });
 */
import { createHash, createHmac } from 'node:crypto';

/** SHA-256 of an empty payload (GET, DELETE). */
export const emptyPayloadHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** S3's URI encoding: unreserved characters (A-Z a-z 0-9 - . _ ~) as they are, every other UTF-8 byte as %XX; `/` kept in paths. */
export function uriEncode(value: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface SignatureInput {
  method: string;
  /** Host header as sent (with the port when it is not the scheme's default). */
  host: string;
  /** The path exactly as sent, already URI-encoded (`uriEncode(path, true)`). */
  path: string;
  /** Query parameters, not encoded. */
  query?: Record<string, string>;
  /** Every header to sign except `host`, including `x-amz-date` and `x-amz-content-sha256`. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface Signature {
  canonicalRequest: string;
  signedHeaders: string;
  signature: string;
  authorization: string;
}

/** The signature of a request whose `x-amz-date` header is already set. */
export function sign(input: SignatureInput): Signature {
  const service = input.service ?? 's3';
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(input.headers)) headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  headers.set('host', input.host);
  const date = headers.get('x-amz-date');
  if (!date || !/^\d{8}T\d{6}Z$/.test(date)) throw new Error('sign: the x-amz-date header (YYYYMMDDTHHMMSSZ) is required');
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');
  const query = Object.entries(input.query ?? {})
    .map(([key, value]) => [uriEncode(key, false), uriEncode(value, false)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path || '/',
    query,
    ...names.map((name) => `${name}:${headers.get(name)}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const day = date.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    canonicalRequest,
    signedHeaders,
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** The headers to send: `headers`, `x-amz-date`, `x-amz-content-sha256` and `authorization`. */
export function signRequest(input: Omit<SignatureInput, 'headers'> & { headers?: Record<string, string>; date: Date }): Record<string, string> {
  const headers: Record<string, string> = { ...input.headers, 'x-amz-date': amzDate(input.date), 'x-amz-content-sha256': input.payloadHash };
  return { ...headers, authorization: sign({ ...input, headers }).authorization };
}
