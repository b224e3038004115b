import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images, fonts (woff2) and wasm are already compressed or served rarely. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside every compressible file of
 * the web build, once at build time, so the server sends them as they are (server/static.ts) instead
 * of compressing on each request. A variant is kept only when it is smaller than the original.
 * Runs last, after the service worker is generated, so `sw.js` and `index.html` are covered too.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'larder:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await compressTree(outDir);
      },
    },
  };
}

export async function compressTree(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (relative) => {
      const file = path.join(dir, relative);
      if (!(await stat(file)).isFile()) return;
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
}
