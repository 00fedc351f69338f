// Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the app's build,
// once, at build time: the server sends them as they are (@fastify/static `preCompressed`), so a
// visitor downloads ~30 % of the bytes and no request pays for compression.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than a packet. */
const minBytes = 1024;

/** Every file below `dir` whose name says it compresses well (source maps are left alone). */
export function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => compressible.test(file) && statSync(file).isFile() && statSync(file).size >= minBytes);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `file.br` and `file.gz`, each only when it is smaller than the file. The compression runs on
 * libuv's thread pool, so the files of a build are compressed on every core at once (Brotli at its
 * highest quality is most of a build's last seconds).
 */
export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([
    brotli.length < content.length ? writeFile(`${file}.br`, brotli) : undefined,
    gzipped.length < content.length ? writeFile(`${file}.gz`, gzipped) : undefined,
  ]);
}

/**
 * Whether `file` already has a compressed copy written since it (the same clock tick counts): the web build is several Vite builds
 * into one folder (scripts/lib.mjs buildWeb), and each later build would otherwise compress the
 * earlier ones' files again (Brotli at its highest quality: seconds of CPU per build).
 */
export function alreadyCompressed(file: string): boolean {
  const written = statSync(file).mtimeMs;
  return [`${file}.br`, `${file}.gz`].some((copy) => existsSync(copy) && statSync(copy).mtimeMs >= written);
}

export const precompressPluginName = 'mawid:precompress';

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: precompressPluginName,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await Promise.all(compressibleFiles(outDir).filter((file) => !alreadyCompressed(file)).map(precompressFile));
    },
  };
}
