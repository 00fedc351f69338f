import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../test/databases';
import { localStorage } from '../uploads/storage';
import { deleteUpload, prepareUpload, storeUploads } from './uploads';

let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#fff0' } }).png().toBuffer();
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#123456' } }).jpeg().toBuffer();
});

describe('checking a file', () => {
  it('accepts jpg and jpeg for JPEG content and resizes to fit without enlarging', async () => {
    const fitted = await prepareUpload('salons', { filename: 'a.jpeg', data: jpeg }, { width: 320 });
    expect(await sharp(fitted.data).metadata()).toMatchObject({ width: 320, height: 240 });
    const small = await prepareUpload('salons', { filename: 'a.JPG', data: jpeg }, { width: 2000 });
    expect((await sharp(small.data).metadata()).width).toBe(640);
  });

  it('refuses content that does not match the extension, and pdf outside documents', async () => {
    await expect(prepareUpload('salons', { filename: 'a.jpg', data: png }, {})).rejects.toMatchObject({ fields: { file: ['api.error.unsupported_file_type'] }, code: 'unsupported_file_type' });
    await expect(prepareUpload('salons', { filename: 'a.svg', data: png }, {})).rejects.toMatchObject({ code: 'unsupported_file_type' });
    await expect(prepareUpload('salons', { filename: 'a.png', data: Buffer.alloc(0) }, {})).rejects.toMatchObject({ code: 'unsupported_file_type' });
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    await expect(prepareUpload('avatars', { filename: 'a.pdf', data: pdf }, {})).rejects.toMatchObject({ code: 'unsupported_file_type' });
    expect((await prepareUpload('documents', { filename: 'a.pdf', data: pdf }, {})).contentType).toBe('application/pdf');
  });

  it('removes script, event handlers, foreign objects and external links from SVG', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
      <a href="javascript:alert(1)"><rect width="10" height="10" onmouseover="steal()"/></a><script>fetch('/')</script></svg>`;
    const clean = (await prepareUpload('salons', { filename: 'x.svg', data: Buffer.from(svg) }, {})).data.toString();
    expect(clean).toContain('<rect');
    expect(clean).not.toMatch(/script|foreignObject|iframe|onmouseover|javascript|fetch/i);
    await expect(prepareUpload('salons', { filename: 'x.svg', data: Buffer.from('<html><script>1</script></html>') }, {})).rejects.toMatchObject({ code: 'unsupported_file_type' });
  });
});

forEachDatabase('stored uploads', (ctx) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mawid-uploads-'));
  const storage = localStorage(dir, '/uploads');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores all files or none, and lets only the owner delete', async () => {
    const owner = { kind: 'provider' as const, id: 41 };
    await expect(storeUploads(ctx.db, storage, { owner, folder: 'barbers', files: [{ filename: 'a.png', data: png }, { filename: 'b.png', data: jpeg }] })).rejects.toMatchObject({ code: 'unsupported_file_type' });
    expect(readdirSync(dir)).toEqual([]);
    const [stored] = await storeUploads(ctx.db, storage, { owner, folder: 'barbers', files: [{ filename: 'a.png', data: png }] });
    expect(stored!.url).toBe(`/uploads/${stored!.path}`);
    expect(readdirSync(path.join(dir, 'barbers'))).toEqual([stored!.file]);
    expect(await deleteUpload(ctx.db, storage, { kind: 'provider', id: 42 }, 'barbers', stored!.file)).toBe(false);
    expect(await deleteUpload(ctx.db, storage, { kind: 'focus', id: 41 }, 'barbers', stored!.file)).toBe(false);
    expect(await deleteUpload(ctx.db, storage, owner, 'barbers', stored!.file)).toBe(true);
    expect(readdirSync(path.join(dir, 'barbers'))).toEqual([]);
  });
});
