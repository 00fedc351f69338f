import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { s3Storage, signS3Request, type S3StorageOptions } from './s3';
import { StorageError } from './storage';

describe('S3 request signing (aws4fetch, as this driver configures it)', () => {
  // The examples of AWS's "Signature Calculations for the Authorization Header" (Amazon S3 API reference).
  const example = {
    region: 'us-east-1',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    date: new Date('2013-05-24T00:00:00Z'),
  };
  const bucket = 'https://examplebucket.s3.amazonaws.com';

  it('reproduces the GetObject example (every header signed, the empty payload hashed)', async () => {
    const headers = await signS3Request({ ...example, method: 'GET', url: `${bucket}/test.txt`, headers: { Range: 'bytes=0-9' } });
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers.get('x-amz-date')).toBe('20130524T000000Z');
  });

  it('reproduces the PutObject example (the payload hashed, the key encoded, extra headers signed)', async () => {
    const headers = await signS3Request({
      ...example,
      method: 'PUT',
      url: `${bucket}/test$file.text`,
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      body: new TextEncoder().encode('Welcome to Amazon S3.'),
    });
    expect(headers.get('x-amz-content-sha256')).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(headers.get('authorization')).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,');
    expect(headers.get('authorization')).toMatch(/Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/);
  });
});

describe('S3 storage against an S3-compatible store', () => {
  const credentials = { region: 'me-south-1', accessKeyId: 'AKIDMAWIDTEST', secretAccessKey: 'secret/with+chars' };
  let s3: FakeS3;
  let options: S3StorageOptions;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'mawid-uploads', ...credentials });
    options = { endpoint: s3.endpoint, bucket: 'mawid-uploads', publicUrl: 'https://cdn.example.com/media/', ...credentials, retryDelayMs: 1 };
  });
  afterAll(() => s3.close());
  beforeEach(() => {
    s3.failNext(0, 500, 'InternalError');
    s3.objects.clear();
    s3.log.length = 0;
  });

  it('puts an object with its Content-Type and a long cache, and gives its public URL', async () => {
    const storage = s3Storage(options);
    const data = Buffer.from('\x89PNG fake image bytes');
    await storage.put('salons/0a1b2c.png', data, 'image/png');
    const stored = s3.objects.get('salons/0a1b2c.png');
    expect(stored?.body.equals(data)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.headers).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(s3.log).toEqual([{ method: 'PUT', path: '/mawid-uploads/salons/0a1b2c.png', result: 'OK' }]);
    expect(storage.url('salons/0a1b2c.png')).toBe('https://cdn.example.com/media/salons/0a1b2c.png');
  });

  it('serves what it stored at the public URL when that is the bucket itself', async () => {
    const storage = s3Storage({ ...options, publicUrl: s3.publicUrl });
    await storage.put('documents/f00d.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'), 'application/pdf');
    const res = await fetch(storage.url('documents/f00d.pdf'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe('%PDF-1.7\n%%EOF\n');
  });

  it('marks SVGs as attachments, so one opened from the bucket is not rendered there', async () => {
    await s3Storage(options).put('avatars/5e.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect(s3.objects.get('avatars/5e.svg')).toMatchObject({ contentType: 'image/svg+xml', headers: { 'content-disposition': 'attachment' } });
  });

  it('deletes an object, and a key already gone is not an error', async () => {
    const storage = s3Storage(options);
    await storage.put('barbers/aa.png', Buffer.from('x'), 'image/png');
    await storage.delete('barbers/aa.png');
    expect(s3.objects.has('barbers/aa.png')).toBe(false);
    await expect(storage.delete('barbers/aa.png')).resolves.toBeUndefined();
  });

  it('refuses unsafe keys before sending anything', async () => {
    await expect(s3Storage(options).put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe storage key/);
    expect(s3.log).toEqual([]);
  });

  it('fails with the store’s code when the signature does not hold (wrong secret, wrong region)', async () => {
    const wrongSecret = s3Storage({ ...options, secretAccessKey: 'not-the-secret' });
    const error = await wrongSecret.put('salons/bb.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ status: 403, storeCode: 'SignatureDoesNotMatch' });
    expect((error as Error).message).not.toContain('not-the-secret');
    await expect(s3Storage({ ...options, region: 'us-east-1' }).delete('salons/bb.png')).rejects.toMatchObject({ storeCode: 'AuthorizationHeaderMalformed' });
    expect(s3.objects.size).toBe(0);
    // A refusal is not tried again.
    expect(s3.log.filter((entry) => entry.path === '/mawid-uploads/salons/bb.png' && entry.method === 'PUT')).toHaveLength(1);
  });

  it('tries again after a 503 or a 500, and gives up after the last try', async () => {
    const storage = s3Storage(options);
    s3.failNext(2, 503, 'SlowDown');
    await storage.put('salons/cc.png', Buffer.from('x'), 'image/png');
    expect(s3.log.map((entry) => entry.result)).toEqual(['SlowDown', 'SlowDown', 'OK']);
    s3.failNext(3, 500, 'InternalError');
    await expect(storage.put('salons/dd.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({ name: 'StorageError', status: 500, storeCode: 'InternalError' });
    expect(s3.objects.has('salons/dd.png')).toBe(false);
  });

  it('fails with a StorageError when the store does not answer', async () => {
    const closed = await startFakeS3({ bucket: 'mawid-uploads', ...credentials });
    await closed.close();
    const storage = s3Storage({ ...options, endpoint: closed.endpoint, attempts: 2 });
    const error = await storage.put('salons/ee.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).message).toMatch(/no answer from 127\.0\.0\.1:\d+/);
  });
});
