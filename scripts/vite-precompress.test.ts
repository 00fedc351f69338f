import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { alreadyCompressed, compressibleFiles, precompressFile } from './vite-precompress';

describe('precompress', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('picks the text files of a build worth compressing, not source maps, images or tiny files', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const big = 'export const x = 1;\n'.repeat(100);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(200)}`);
    writeFileSync(path.join(dir, 'assets', 'main.js'), big);
    writeFileSync(path.join(dir, 'assets', 'main.js.map'), big);
    writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096));
    expect(compressibleFiles(dir).map((f) => path.relative(dir, f)).sort()).toEqual([path.join('assets', 'main.js'), 'index.html']);
  });

  it('writes Brotli and gzip copies that decompress to the file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const file = path.join(dir, 'main.js');
    const content = 'export const greeting = "مرحبا";\n'.repeat(100);
    writeFileSync(file, content);
    await precompressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(content);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(content);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(content.length / 5);
  });

  it('keeps no copy that would be larger than the file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const file = path.join(dir, 'random.js');
    writeFileSync(file, randomBytes(2048));
    await precompressFile(file);
    expect(existsSync(`${file}.gz`)).toBe(false);
    expect(existsSync(`${file}.br`)).toBe(false);
  });

  it('knows a file compressed by an earlier build of the same folder, until the file is written again', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const file = path.join(dir, 'main.js');
    writeFileSync(file, 'export const x = 1;\n'.repeat(100));
    expect(alreadyCompressed(file)).toBe(false);
    await precompressFile(file);
    expect(alreadyCompressed(file)).toBe(true);
    writeFileSync(file, 'export const y = 2;\n'.repeat(100));
    utimesSync(file, new Date(), new Date(Date.now() + 1000));
    expect(alreadyCompressed(file)).toBe(false);
  });
});
