/**
 * What the render processes of one build share, and must not write side by side.
 *
 * Each `astro build` keeps its content store in its own cache folder, but its content sync also
 * writes two modules into the project's `.astro` folder (`content-assets.mjs`, `content-modules.mjs`)
 * by writing `{file}.tmp` and renaming it. Two processes doing that at once fail one build with
 * "ENOENT: rename '.astro/content-assets.mjs.tmp'" (seen on a 10,000-product build with 2 shards).
 * Astro skips both writes when the file already holds what it would write and nothing was cleared or
 * deleted from its store, so before the render processes start the runner:
 * - writes the two modules as Astro writes them for a store without asset or module imports (ours has
 *   none: the loaders store plain data);
 * - removes each process's content store: a store made by a previous build is cleared by Astro (the
 *   output folder, part of the config it compares, is new on every build), and a clear rewrites them.
 * The loaders never clear either (src/loaders/snapshot.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Astro's module for a content store without imports (astro/dist/content/mutable-data-store.js). */
export const EMPTY_CONTENT_MODULE = 'export default new Map();';
export const SHARED_CONTENT_MODULES = ['content-assets.mjs', 'content-modules.mjs'];
/** Astro's content store file in a process's cache folder. */
export const CONTENT_STORE_FILE = 'data-store.json';

/** Writes the shared modules where they differ from what Astro would write; run before any render process. */
export async function seedSharedContentModules(root: string): Promise<void> {
  const dir = join(root, '.astro');
  await mkdir(dir, { recursive: true });
  for (const name of SHARED_CONTENT_MODULES) {
    const file = join(dir, name);
    const current = await readFile(file, 'utf8').catch(() => null);
    if (current !== EMPTY_CONTENT_MODULE) await writeFile(file, EMPTY_CONTENT_MODULE);
  }
}

/** Starts a render process's content store afresh (the lists are fetched on every build anyway). */
export async function dropContentStore(cacheDir: string): Promise<void> {
  await rm(join(cacheDir, CONTENT_STORE_FILE), { force: true });
}
