/**
 * The next incremental build's starting point, made while nobody waits: once a build is live, every
 * file of the served site is hard-linked into {builds}/spare-{id}/site, and the search index's
 * content-hashed files into {builds}/spare-{id}/search (what src/build/publish/search-index.ts seeds
 * Pagefind with). The next edit's build takes both by rename instead of linking every file while the
 * editor waits: 20 s of a one-product edit at 100,000 products.
 *
 * A spare is this process's alone (a module-level promise): one left by a process that stopped is
 * never trusted, and goes with the next build's clean-up of {builds}. Sites are compared by their
 * real path, so a symlink on the way (a data folder on a linked volume) does not hide a spare.
 */
import { mkdir, readdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { linkServedIndex } from './search-index.ts';
import { linkInto, removeTree } from './site-files.ts';

export interface Spare {
  /** The spare's own folder, {builds}/spare-{id}. */
  dir: string;
  /** A hard-linked copy of the served site, search index included. */
  site: string;
  /** Pagefind's seed, or null when the served index is to be started afresh (linkServedIndex). */
  search: string | null;
}

interface Preparing {
  /** The real path of the served site the spare copies: a spare of any other site is of no use. */
  from: Promise<string | null>;
  dir: string;
  ready: Promise<Spare | null>;
}

const spares = new Map<string, Preparing>();

/** Names of spare folders in {builds} (the build runner's clean-up removes stale ones). */
export const SPARE_PREFIX = 'spare-';

const realOrNull = (path: string) => realpath(path).catch(() => null);

/**
 * Starts linking the served site `from` into a new spare folder of {buildsDir}; resolves when it is
 * ready (null when it could not be made: the next build then carries the files over itself). Never
 * rejects.
 */
export function prepareSpare(buildsDir: string, from: string, products: number): Promise<Spare | null> {
  const dir = join(buildsDir, `${SPARE_PREFIX}${Date.now()}-${process.pid}`);
  const ready = (async (): Promise<Spare | null> => {
    try {
      const site = join(dir, 'site');
      await mkdir(site, { recursive: true });
      await linkInto(from, await readdir(from), site);
      const search = join(dir, 'search');
      const seeded = await linkServedIndex(join(from, 'pagefind'), search, products);
      return { dir, site, search: seeded ? search : null };
    } catch {
      await removeTree(dir).catch(() => {});
      return null;
    }
  })();
  spares.set(buildsDir, { from: realOrNull(from), dir, ready });
  return ready;
}

/**
 * The spare of {buildsDir} once it is ready (a copy still being made is waited for), if it copies
 * the site at `from` (compared by real path); it is the caller's from then on (to rename into its
 * build, or remove). Null when there is none, or it is of another site or `from` is null (then it
 * is removed). Never rejects.
 */
export async function takeSpare(buildsDir: string, from: string | null): Promise<Spare | null> {
  const preparing = spares.get(buildsDir);
  if (!preparing) return null;
  spares.delete(buildsDir);
  const [spare, copied, wanted] = await Promise.all([
    preparing.ready,
    preparing.from,
    from === null ? null : realOrNull(from),
  ]);
  if (spare && copied !== null && copied === wanted) return spare;
  await removeTree(preparing.dir).catch(() => {});
  return null;
}
