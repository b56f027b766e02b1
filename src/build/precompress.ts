/**
 * Brotli and gzip copies of the built portal's files, written next to each (`x.js.br`, `x.js.gz`),
 * so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * on every request or sending them raw. Node's zlib does both at their highest settings.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Text formats only: images, fonts (woff2 is brotli inside) and archives are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|wasm)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The compressible files under `dir`, recursively. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `.br` and `.gz` next to every compressible file of `dir` that they make smaller; returns the files compressed. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = compressibleFiles(dir);
  // Sequential: brotli at quality 11 is CPU-bound, and the machine building may have two cores.
  for (const file of files) {
    const body = readFileSync(file);
    const br = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const gzipped = await gz(body, { level: 9 });
    // A copy no smaller than the file is left out: the server then sends the file itself.
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gzipped.length < body.length) writeFileSync(`${file}.gz`, gzipped);
  }
  return files.length;
}

/** Vite plugin: precompresses the output folder once the build has written it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      // `--outDir` on the command line is relative to the project root, as Vite writes it.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDirectory(outDir);
      this.info(`precompressed ${count} files (br, gz)`);
    },
  };
}
