// Uploads over HTTP with UPLOADS_DRIVER=s3, against an in-process S3-compatible store.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { createFocusUser, createProvider } from '../test/fixtures';
import { forEachApp, testConfig, type AppContext } from '../test/http';
import { multipart, upload } from '../test/multipart';

const bucket = 'mawid-uploads';
const credentials = { region: 'me-south-1', accessKeyId: 'AKIDMAWIDHTTP', secretAccessKey: 'http-test-secret' };
let s3: FakeS3;
const logLines: string[] = [];
beforeAll(async () => {
  s3 = await startFakeS3({ bucket, ...credentials });
});
afterAll(() => s3?.close());

async function rowsOf(ctx: AppContext, file: string) {
  return ctx.db.selectFrom('uploads').select(['folder', 'file', 'content_type']).where('file', '=', file).execute();
}

forEachApp(
  'uploads in S3-compatible storage',
  (ctx) => {
    let png: Buffer;
    beforeAll(async () => {
      png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#6b3fa0' } }).png().toBuffer();
    });
    beforeEach(() => s3.failNext(0, 500, 'InternalError'));

    it('puts the file in the bucket with its Content-Type and answers the bucket’s public URL', async () => {
      expect(ctx.app.deps.storage.driver).toBe('s3');
      const me = await createProvider(ctx.db);
      const res = await upload(ctx, me.token, '/api/company/uploader', { path: 'salons', width: '100' }, [{ field: 'file', filename: 'logo.png', type: 'image/png', data: png }]);
      expect(res.statusCode, res.body).toBe(201);
      const data = (res.json() as { data: { path: string; file: string; url: string } }).data;
      expect(data.path).toMatch(/^salons\/[a-f0-9]{24}\.png$/);
      expect(data.url).toBe(`${s3.publicUrl}/${data.path}`);
      expect(s3.objects.get(data.path)?.contentType).toBe('image/png');
      expect(await rowsOf(ctx, data.file)).toEqual([{ folder: 'salons', file: data.file, content_type: 'image/png' }]);

      // The URL works for a browser, and the resize happened before the put.
      const served = await fetch(data.url);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(100);
      // Nothing is served from local disk any more.
      expect((await ctx.request('GET', `/uploads/${data.path}`)).statusCode).toBe(404);
    });

    it('gives stored images their bucket URL wherever the API shows them', async () => {
      const me = await createProvider(ctx.db);
      const avatar = (await upload(ctx, me.token, '/api/company/uploader', { path: 'avatars' }, [{ field: 'file', filename: 'me.png', type: 'image/png', data: png }])).json() as {
        data: { path: string };
      };
      const res = await ctx.request('PUT', '/api/provider/auth/profile', { token: me.token, body: { name: 'Huda', avatar: avatar.data.path } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ data: { avatar: avatar.data.path, avatar_url: `${s3.publicUrl}/${avatar.data.path}` } });
    });

    it('replacing a file: the new one is put, the old one deleted from the bucket with its record', async () => {
      const me = await createProvider(ctx.db);
      const post = async (name: string) =>
        ((await upload(ctx, me.token, '/api/company/uploader', { path: 'barbers' }, [{ field: 'file', filename: name, type: 'image/png', data: png }])).json() as { data: { path: string; file: string } }).data;
      const old = await post('old.png');
      const replacement = await post('new.png');
      const deleted = await ctx.request('POST', '/api/company/uploader/delete', { token: me.token, body: { path: 'barbers', file: old.file } });
      expect(deleted.json()).toEqual({ data: null, message: 'The file is deleted.' });
      expect(s3.objects.has(old.path)).toBe(false);
      expect(s3.objects.has(replacement.path)).toBe(true);
      expect(await rowsOf(ctx, old.file)).toEqual([]);
      expect(s3.log.filter((entry) => entry.method === 'DELETE' && entry.path === `/${bucket}/${old.path}`)).toEqual([{ method: 'DELETE', path: `/${bucket}/${old.path}`, result: 'OK' }]);
    });

    it('a store that refuses the put: 500 with code and message, no record, nothing left in the bucket', async () => {
      const me = await createProvider(ctx.db);
      const rowsBefore = (await ctx.db.selectFrom('uploads').select('id').execute()).length;
      const objectsBefore = s3.objects.size;
      s3.failNext(1, 403, 'AccessDenied');
      const res = await upload(ctx, me.token, '/api/company/uploader', { path: 'salons' }, [{ field: 'file', filename: 'a.png', type: 'image/png', data: png }]);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'server_error', message: 'The file could not be stored, so nothing was saved. Try again.' });
      expect(res.body).not.toMatch(/AccessDenied|127\.0\.0\.1|secret/);
      // The log says what the store answered; never the secret.
      const logged = logLines.join('');
      expect(logged).toMatch(/S3 PUT salons\/[a-f0-9]{24}\.png answered 403 AccessDenied/);
      expect(logged).not.toContain(credentials.secretAccessKey);

      // In the request's language, like every error.
      s3.failNext(1, 403, 'AccessDenied');
      const body = multipart({ path: 'salons' }, [{ field: 'file', filename: 'a.png', type: 'image/png', data: png }]);
      const ar = await ctx.request('POST', '/api/company/uploader', { token: me.token, locale: 'ar', payload: body.payload, headers: body.headers });
      expect(ar.json()).toEqual({ code: 'server_error', message: 'تعذّر حفظ الملف، فلم يُحفظ شيء. حاول مرة أخرى.' });

      expect((await ctx.db.selectFrom('uploads').select('id').execute()).length).toBe(rowsBefore);
      expect(s3.objects.size).toBe(objectsBefore);
    });

    it('several files, the second refused: the first is taken back out of the bucket and nothing is recorded', async () => {
      const focus = await createFocusUser(ctx.db);
      const rowsBefore = (await ctx.db.selectFrom('uploads').select('id').execute()).length;
      const objectsBefore = new Set(s3.objects.keys());
      const logStart = s3.log.length;
      // The first put succeeds; every try of the second fails.
      s3.failNext(3, 503, 'SlowDown', { after: 1 });
      const res = await upload(ctx, focus.token, '/api/company/uploader/multiple-files', { path: 'avatars' }, [
        { field: 'files[0]', filename: 'a.png', type: 'image/png', data: png },
        { field: 'files[1]', filename: 'b.png', type: 'image/png', data: png },
      ]);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'server_error', message: 'The file could not be stored, so nothing was saved. Try again.' });
      const requests = s3.log.slice(logStart);
      expect(requests.map((entry) => `${entry.method} ${entry.result}`)).toEqual(['PUT OK', 'PUT SlowDown', 'PUT SlowDown', 'PUT SlowDown', 'DELETE OK']);
      expect(requests[4]!.path).toBe(requests[0]!.path);
      expect(new Set(s3.objects.keys())).toEqual(objectsBefore);
      expect((await ctx.db.selectFrom('uploads').select('id').execute()).length).toBe(rowsBefore);
    });

    it('a store that refuses the delete: 500 with code and message, and the record still points at the file that is still there', async () => {
      const me = await createProvider(ctx.db);
      const stored = ((await upload(ctx, me.token, '/api/company/uploader', { path: 'services' }, [{ field: 'file', filename: 's.png', type: 'image/png', data: png }])).json() as {
        data: { path: string; file: string };
      }).data;
      s3.failNext(1, 403, 'AccessDenied');
      const refused = await ctx.request('POST', '/api/company/uploader/delete', { token: me.token, body: { path: 'services', file: stored.file } });
      expect(refused.statusCode).toBe(500);
      expect(refused.json()).toEqual({ code: 'server_error', message: 'The file could not be deleted. Try again.' });
      expect(s3.objects.has(stored.path)).toBe(true);
      expect(await rowsOf(ctx, stored.file)).toHaveLength(1);

      const again = await ctx.request('POST', '/api/company/uploader/delete', { token: me.token, body: { path: 'services', file: stored.file } });
      expect(again.statusCode).toBe(200);
      expect(s3.objects.has(stored.path)).toBe(false);
      expect(await rowsOf(ctx, stored.file)).toEqual([]);
    });
  },
  {
    // Through the real configuration path: the S3_* variables as an operator sets them.
    config: () =>
      testConfig(
        {},
        {
          UPLOADS_DRIVER: 's3',
          S3_ENDPOINT: s3.endpoint,
          S3_REGION: credentials.region,
          S3_BUCKET: bucket,
          S3_ACCESS_KEY_ID: credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
          S3_PUBLIC_URL: s3.publicUrl,
          LOG_LEVEL: 'error',
        },
      ),
    build: { logStream: { write: (line) => void logLines.push(line) } },
  },
);
