/** Build benchmark for one catalogue size: cold build, then one product's price edited. */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { freshDirs, runScript, type Shop, startShop } from './shop.ts';

export interface BuildPhase {
  seconds: number;
  astroSeconds: number;
  searchSeconds: number;
  carrySeconds: number;
  peakMB: number;
  pagesRendered: number;
}

export interface BuildFigures {
  name: string;
  products: number;
  /** Generated with no vehicles or fitment: the baseline the fitment's build cost is measured against. */
  withoutFitment?: boolean;
  pages: number;
  cold: BuildPhase;
  incremental: BuildPhase & { kind: string };
  pagesPerSecond: number;
  indexMB: number;
  indexFiles: number;
}

function phase(log: string, seconds: number, pagesRendered: number): BuildPhase {
  const t = /Timings: astro ([\d.]+) s, carry-over ([\d.]+) s, search ([\d.]+) s/.exec(log);
  const peak = /Astro peak memory: (\d+) MB/.exec(log);
  return {
    seconds,
    astroSeconds: Number(t?.[1] ?? 0),
    carrySeconds: Number(t?.[2] ?? 0),
    searchSeconds: Number(t?.[3] ?? 0),
    peakMB: Number(peak?.[1] ?? 0),
    pagesRendered,
  };
}

async function folderFigures(dir: string) {
  let pages = 0;
  let indexBytes = 0;
  let indexFiles = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
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
 * Generates `products` products (the seed when null), builds cold, edits one price; leaves the shop
 * running. `withoutFitment` generates no vehicles (every product universal), for the baseline.
 */
export async function benchBuild(
  name: string,
  products: number | null,
  port: number,
  { withoutFitment = false } = {},
): Promise<{ figures: BuildFigures; shop: Shop }> {
  const dirs = await freshDirs(name);
  if (products !== null) {
    const vehicles = withoutFitment ? ['--vehicles', '0'] : [];
    await runScript(['scripts/generate.ts', '--products', String(products), ...vehicles], {
      DATA_DIR: dirs.dataDir,
      DATABASE_URL: '',
    });
  }
  const shop = await startShop(name, port, dirs);
  const first = await shop.status();
  const cold = phase(
    await shop.log(),
    (first.last?.duration_ms ?? 0) / 1000,
    first.last?.pages_rendered ?? 0,
  );
  const { pages, indexMB, indexFiles } = await folderFigures(dirs.distDir);
  const count = products ?? 300;
  // A product in the middle of the catalogue: on its own page, its listings and related products.
  const edited = await shop.editPriceAndWait(Math.ceil(count / 2), 12_345);
  const incremental = {
    ...phase(await shop.log(), (edited.last?.duration_ms ?? 0) / 1000, edited.last?.pages_rendered ?? 0),
    kind: edited.last?.kind ?? 'failed',
  };
  return {
    figures: {
      name,
      products: count,
      withoutFitment,
      pages,
      cold,
      incremental,
      pagesPerSecond: cold.astroSeconds ? pages / cold.astroSeconds : 0,
      indexMB,
      indexFiles,
    },
    shop,
  };
}
