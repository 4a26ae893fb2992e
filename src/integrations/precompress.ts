/**
 * Brotli copies of the build's scripts and stylesheets (`_astro/*.js.br`, `*.css.br`) and of
 * Pagefind's `pagefind.js` (src/publish/search-index.ts), made once at build time at the highest quality, for the site server to send to browsers that accept them
 * (src/host/static-files.ts): about a tenth smaller than the gzip it compresses on the fly, and no
 * compression work per request. Only where the copy is smaller. A CDN in front compresses itself.
 */
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { currentShard } from '../lib/build/render-plan.ts';

const brotli = promisify(brotliCompress);

export const PRECOMPRESSED = /\.(?:js|css)$/;

/** Writes `{file}.br` where it is smaller than the file; resolves with whether it did. */
export async function precompressFile(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  const packed = await brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  if (packed.length >= bytes.length) return false;
  await writeFile(`${file}.br`, packed);
  return true;
}

/**
 * Writes `{file}.br` beside each script and stylesheet of `folder` where it is smaller; resolves with
 * how many. With `reuse`, the served site's `_astro` folder, a file whose copy is already there is not
 * compressed again: names are content hashes, so the same name is the same bytes (an edit's rebuild
 * bundles the same scripts, and compressing them took 2.2 s of its 11 s here).
 */
export async function precompressFolder(folder: string, reuse?: string): Promise<number> {
  const names = (await readdir(folder).catch(() => [])).filter((name) => PRECOMPRESSED.test(name));
  const written = await Promise.all(
    names.map(async (name) => {
      if (reuse) {
        const copied = await copyFile(join(reuse, `${name}.br`), join(folder, `${name}.br`)).then(
          () => true,
          () => false,
        );
        if (copied) return true;
      }
      return precompressFile(join(folder, name));
    }),
  );
  return written.filter(Boolean).length;
}

export function precompress(): AstroIntegration {
  return {
    name: 'storefront-precompress',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        // Render processes of one build bundle the same scripts: the first one compresses them (1 s of CPU).
        if (currentShard().index !== 0) return;
        // PRECOMPRESSED_FROM: the served site's `_astro`, set by the build runner (src/publish/runner.ts).
        await precompressFolder(
          join(fileURLToPath(dir), '_astro'),
          process.env.PRECOMPRESSED_FROM || undefined,
        );
      },
    },
  };
}
