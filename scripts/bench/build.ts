/** Build benchmark for one catalogue size: generate, `npm start` (cold build), then one product's price edited. */
import { cp, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { searchBackend } from '../../src/lib/search/search-backend.ts';
import { BENCH_DIR, freshDirs, runScript, type Shop, startShop } from './shop.ts';
import { setAside } from './trash.ts';

export interface BuildPhase {
  seconds: number;
  astroSeconds: number;
  searchSeconds: number;
  carrySeconds: number;
  /** The runner's product sync before astro (0 where it logs none). */
  syncSeconds: number;
  peakMB: number;
  pagesRendered: number;
}

export interface Incremental extends BuildPhase {
  kind: string;
  /** From the PATCH to the served page showing the new price; null when it never did. */
  liveSeconds: number | null;
  /**
   * From the PATCH to the search index with the new price going live: an edit's pages go live first
   * (src/build/publish/site-build.ts); null when the build's log says nothing of it (an index built with the pages).
   */
  searchLiveSeconds: number | null;
}

export interface BuildFigures {
  name: string;
  products: number;
  /** Generated with no vehicles or fitment: the baseline the fitment's build cost is measured against. */
  withoutFitment?: boolean;
  /** Approved reviews added to the generated catalogue (scripts/bench/reviews.ts); none when absent. */
  reviews?: number;
  /** `npm run generate` wall-clock seconds; 0 for the seed. */
  generateSeconds: number;
  /** `npm start` until it printed its address: migrate, seed when empty, the first (cold) build. */
  startSeconds: number;
  /** `npm start` built the site on its first attempt: one build, successful, before it printed its address. */
  firstTime: boolean;
  pages: number;
  cold: BuildPhase;
  /** Null where only the cold build is checked (the 50,000-product tier). */
  incremental: Incremental | null;
  pagesPerSecond: number;
  indexMB: number;
  indexFiles: number;
  /** From the cold build's end to the copy of its site for the next build being ready (src/build/publish/spare.ts). */
  prepareSeconds: number | null;
  /** Why the tier failed before its shop served a site (generate or `npm start` died). */
  error?: string;
  /** The shop's SEARCH_BACKEND: 'api' builds no Pagefind index, and its search shows an edit at once. */
  searchBackend?: 'pagefind' | 'api';
  /**
   * Seconds of each later cold build of the same generated catalogue (coldBuildAgain); null for one
   * that failed. The 10,000-product tiers only: the fitment growth compares their fastest builds.
   */
  coldAgainSeconds?: (number | null)[];
}

const NO_PHASE: BuildPhase = {
  seconds: 0,
  astroSeconds: 0,
  searchSeconds: 0,
  carrySeconds: 0,
  syncSeconds: 0,
  peakMB: 0,
  pagesRendered: 0,
};

/** A tier whose generate or start failed outright: reported as failed, not left out. */
export function failedBuild(name: string, products: number, error: unknown): BuildFigures {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[bench] ${name} failed: ${message}`);
  return {
    name,
    products,
    generateSeconds: 0,
    startSeconds: 0,
    firstTime: false,
    pages: 0,
    cold: NO_PHASE,
    incremental: null,
    pagesPerSecond: 0,
    indexMB: 0,
    indexFiles: 0,
    prepareSeconds: null,
    error: message.split('\n')[0]!.slice(0, 200),
  };
}

/**
 * Peak memory of the build's astro processes from its log, in MB. One process logs one
 * "Astro peak memory: N MB" line. Sharded rendering logs one per shard: a line that says it is a
 * total (total, sum, combined, concurrent) wins, since shards running side by side add up; else
 * the largest line (shards one after another never hold memory together).
 */
export function peakMemoryMB(log: string): number {
  const lines = [...log.matchAll(/^.*Astro peak memory.*?(\d+) MB.*$/gm)];
  const totals = lines.filter((m) => /\b(total|sum|summed|combined|concurrent|together)\b/i.test(m[0]));
  const chosen = totals.length ? totals : lines;
  return chosen.length ? Math.max(...chosen.map((m) => Number(m[1]))) : 0;
}

export function phase(log: string, seconds: number, pagesRendered: number): BuildPhase {
  const t = /Timings: astro ([\d.]+) s, carry-over ([\d.]+) s, search ([\d.]+) s/.exec(log);
  return {
    seconds,
    astroSeconds: Number(t?.[1] ?? 0),
    carrySeconds: Number(t?.[2] ?? 0),
    searchSeconds: Number(t?.[3] ?? 0),
    syncSeconds: Number(/Timings: .*product sync ([\d.]+) s/.exec(log)?.[1] ?? 0),
    peakMB: peakMemoryMB(log),
    pagesRendered,
  };
}

/**
 * When the search index went live, from the PATCH: the page's `live` plus what the build's log
 * says came between its pages going live and its index ("Live after 9.1 s", "Search index live
 * after 30.2 s"). Null when the log has no such line: the index went live with the pages.
 */
export function searchLiveSeconds(log: string, live: number | null): number | null {
  const pages = /^Live after ([\d.]+) s/m.exec(log);
  const search = /^Search index live after ([\d.]+) s/m.exec(log);
  if (live === null || !pages || !search) return null;
  return Math.round((live + Number(search[1]) - Number(pages[1])) * 10) / 10;
}

/** `npm start` printed one build result before its address, and it was a success (no failure, no retry). */
export function builtFirstTime(startOutput: string): boolean {
  const beforeReady = startOutput.split('Storefront: ')[0] ?? '';
  const results = [...beforeReady.matchAll(/\[start\] Build (success|failure)/g)].map((m) => m[1]);
  return results.length === 1 && results[0] === 'success';
}

async function folderFigures(dir: string) {
  let pages = 0;
  let indexBytes = 0;
  let indexFiles = 0;
  // No site when the first build failed: nothing to count.
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.html')) pages++;
    if (full.startsWith(join(dir, 'pagefind'))) {
      indexFiles++;
      indexBytes += (await stat(full)).size;
    }
  }
  return { pages, indexMB: indexBytes / 2 ** 20, indexFiles };
}

/**
 * Generates `products` products (the seed when null), builds cold, edits one price (unless `edit`
 * is false); leaves the shop running. `withoutFitment` generates no vehicles (every product
 * universal), for the baseline; `reviews` adds that many approved reviews before the shop starts.
 */
export async function benchBuild(
  name: string,
  products: number | null,
  port: number,
  {
    withoutFitment = false,
    edit = true,
    env = {},
    keepGenerated = false,
    reviews = 0,
  }: {
    withoutFitment?: boolean;
    reviews?: number;
    edit?: boolean;
    env?: Record<string, string>;
    /** Keeps a copy of the generated data folder, for coldBuildAgain. */
    keepGenerated?: boolean;
  } = {},
): Promise<{ figures: BuildFigures; shop: Shop }> {
  const dirs = await freshDirs(name);
  let generateSeconds = 0;
  if (products !== null) {
    const vehicles = withoutFitment ? ['--vehicles', '0'] : [];
    const t = performance.now();
    await runScript(['scripts/generate.ts', '--products', String(products), ...vehicles], {
      DATA_DIR: dirs.dataDir,
      DATABASE_URL: '',
    });
    if (reviews > 0)
      await runScript(['scripts/bench/reviews.ts', '--reviews', String(reviews)], {
        DATA_DIR: dirs.dataDir,
        DATABASE_URL: '',
      });
    generateSeconds = (performance.now() - t) / 1000;
    // The catalogue as generated, before the shop edits it: for coldBuildAgain.
    if (keepGenerated) await cp(dirs.dataDir, generatedDir(name), { recursive: true });
  }
  const shop = await startShop(name, port, dirs, env);
  const first = await shop.status();
  const cold = phase(
    await shop.log(),
    (first.last?.duration_ms ?? 0) / 1000,
    first.last?.pages_rendered ?? 0,
  );
  const firstTime = builtFirstTime(shop.output()) && first.last?.result === 'success';
  // The edit is measured once the shop has settled, as an editor's edit some minutes later finds it.
  const prepared = shop.waitPrepared();
  const { pages, indexMB, indexFiles } = await folderFigures(dirs.distDir);
  const prepareSeconds = await prepared;
  const count = products ?? 300;
  let incremental: Incremental | null = null;
  if (edit && firstTime) {
    // A product in the middle of the catalogue: on its own page, its listings and related products.
    const { status, liveSeconds } = await shop.editPriceAndWait(Math.ceil(count / 2), 12_345);
    const log = await shop.log();
    // What follows (search, API load) measures the shop at rest, not while it copies the site.
    await shop.waitPrepared();
    incremental = {
      ...phase(log, (status.last?.duration_ms ?? 0) / 1000, status.last?.pages_rendered ?? 0),
      kind: status.last?.result === 'success' ? (status.last.kind ?? 'unknown') : 'failed',
      liveSeconds,
      searchLiveSeconds: searchLiveSeconds(log, liveSeconds),
    };
  }
  return {
    figures: {
      name,
      products: count,
      withoutFitment,
      ...(reviews > 0 ? { reviews } : {}),
      generateSeconds,
      startSeconds: shop.startSeconds,
      firstTime,
      pages,
      cold,
      incremental,
      pagesPerSecond: cold.astroSeconds ? pages / cold.astroSeconds : 0,
      indexMB,
      indexFiles,
      prepareSeconds,
      searchBackend: searchBackend(env.SEARCH_BACKEND),
    },
    shop,
  };
}

const generatedDir = (name: string) => join(BENCH_DIR, name, 'generated');

/**
 * One more cold build of the catalogue `benchBuild(name, ..., { keepGenerated: true })` generated: a
 * fresh shop on a copy of it, timed as the first (the build's own duration), then removed with the
 * copy. Seconds, or null when the build failed. Single builds minutes apart have differed by a fifth
 * or more on this kind of machine, more than the fitment budget allows, so that budget compares each
 * catalogue's fastest of three builds, the later ones run without, with, with, without fitment.
 */
export async function coldBuildAgain(name: string, port: number): Promise<number | null> {
  const again = `${name}-again`;
  const dirs = await freshDirs(again);
  await cp(generatedDir(name), dirs.dataDir, { recursive: true });
  const shop = await startShop(again, port, dirs);
  try {
    const { last } = await shop.status();
    return builtFirstTime(shop.output()) && last?.result === 'success'
      ? (last.duration_ms ?? 0) / 1000
      : null;
  } finally {
    // The shop copies its site for the next build after this one: not stopped, nor removed, mid-copy.
    await shop.waitPrepared();
    await shop.stop();
    await setAside(join(BENCH_DIR, again));
  }
}
