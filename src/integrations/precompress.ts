/**
 * Brotli copies of the build's scripts and stylesheets (`_astro/*.js.br`, `*.css.br`) and of
 * Pagefind's `pagefind.js` (src/build/publish/search-index.ts), made once at build time at the highest quality, for the site server to send to browsers that accept them
 * (src/host/static-files.ts): about a tenth smaller than the gzip it compresses on the fly, and no
 * compression work per request. Only where the copy is smaller. A CDN in front compresses itself.
 */
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

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
 * bundles the same scripts, and compressing them took 2.2 s of its 11 s here). Names in `done` are
 * left alone; each name taken is added to it.
 */
export async function precompressFolder(
  folder: string,
  reuse?: string,
  done = new Set<string>(),
): Promise<number> {
  const names = (await readdir(folder).catch(() => [])).filter(
    (name) => PRECOMPRESSED.test(name) && !done.has(name),
  );
  for (const name of names) done.add(name);
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

/**
 * Compresses the browser's bundle as soon as Vite has written it, while the pages render, instead of
 * after them: on a cold build it is 0.9 s of brotli at its highest quality that the build's end waited
 * for. The stylesheets Astro moves in from the server build afterwards are compressed at the end.
 */
export function precompress(): AstroIntegration {
  // PRECOMPRESSED_FROM: the served site's `_astro`, set by the build (src/build/publish/site-build.ts).
  const reuse = () => process.env.PRECOMPRESSED_FROM || undefined;
  const done = new Set<string>();
  let early: Promise<unknown> = Promise.resolve();
  const whenWritten: Plugin = {
    name: 'storefront-precompress-client',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle({ dir }) {
      if (!dir) return;
      early = precompressFolder(join(dir, '_astro'), reuse(), done);
      // Awaited when the build is done; a failure is thrown there.
      early.catch(() => {});
    },
  };
  return {
    name: 'storefront-precompress',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [whenWritten] } });
      },
      'astro:build:done': async ({ dir }) => {
        await early;
        await precompressFolder(join(fileURLToPath(dir), '_astro'), reuse(), done);
      },
    },
  };
}
