/**
 * The floors: what a bare Astro project, and Hugo (Debian's `hugo` package), take with Pagefind for
 * the same number of simple product pages on this machine, in the same bench run, as the references
 * the storefront's cold build is judged against. Both sites are generated under the bench's work
 * folder from the same products (floorProduct: title, price, a paragraph, an image), then indexed by
 * Pagefind's Node API the same way (indexSite).
 * - Astro: one dynamic route over the generated products, no integrations, built by this repo's astro
 *   (node_modules is a symlink to the repo's).
 * - Hugo: scripts/bench/hugo.ts.
 * Alone: node scripts/bench/floor.ts [pages]
 */
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { runMeasured } from './run.ts';
import { BENCH_DIR, ROOT } from './shop.ts';
import { setAside } from './trash.ts';

export interface FloorFigures {
  products: number;
  /** HTML files astro wrote. */
  pages: number;
  astroSeconds: number;
  pagefindSeconds: number;
  /** astro + Pagefind: the floor. */
  seconds: number;
  peakMB: number;
  pagefindPages: number;
}

/**
 * The floor's product `i` (from 0), the same in both floors: the Astro route carries this function's
 * own source, so its pages are made by the build it measures, from the same values as Hugo's.
 */
export function floorProduct(i: number) {
  return {
    slug: `part-${i + 1}`,
    title: `Brake pad set ${i + 1}`,
    price: `$${(((i * 7919) % 50000) / 100 + 10).toFixed(2)}`,
    text: `Ceramic brake pads, part number BP-${100000 + i}, for front axles. Low dust, quiet, and rated for daily driving and towing.`,
  };
}

/** The route of the bare Astro project: one page per generated product, as a bare project would write it. */
export const astroRoute = (total: number) => `---
/** One page per generated product, as a bare project would write it. */
export function getStaticPaths() {
  const floorProduct = ${floorProduct.toString()};
  return Array.from({ length: ${total} }, (_, i) => {
    const { slug, ...props } = floorProduct(i);
    return { params: { slug }, props };
  });
}
const { title, price, text } = Astro.props;
---
<html lang="en">
  <head><meta charset="utf-8" /><title>{title}</title></head>
  <body>
    <main>
      <h1>{title}</h1>
      <p class="price">{price}</p>
      <img src="/part.svg" alt={title} width="400" height="300" />
      <p>{text}</p>
    </main>
  </body>
</html>
`;

/** The image every floor page shows, served from the site's root as /part.svg. */
export const FLOOR_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#ccc"/></svg>\n';

/** Writes the bare project; its node_modules is the repo's, so `astro` resolves to the same version. */
export async function writeFloorProject(dir: string, products: number): Promise<void> {
  await setAside(dir);
  await mkdir(join(dir, 'src/pages/product'), { recursive: true });
  await mkdir(join(dir, 'public'), { recursive: true });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeFile(
    join(dir, 'package.json'),
    '{ "name": "bench-floor", "private": true, "type": "module" }\n',
  );
  await writeFile(
    join(dir, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\n\nexport default defineConfig({});\n",
  );
  await writeFile(join(dir, 'src/pages/product/[slug].astro'), astroRoute(products));
  await writeFile(join(dir, 'public/part.svg'), FLOOR_IMAGE);
}

/** Runs `astro build` in the project with this repo's astro (and this Node); resolves with its peak memory. */
async function astroBuild(dir: string): Promise<number> {
  const astro = join(ROOT, 'node_modules/astro/bin/astro.mjs');
  return runMeasured('floor: astro build', process.execPath, [astro, 'build'], dir, {
    ASTRO_TELEMETRY_DISABLED: '1',
  });
}

export async function countHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}

/** Indexes a built site's HTML with Pagefind's Node API into `site`/pagefind: seconds and pages indexed. */
export async function indexSite(site: string, label: string): Promise<{ seconds: number; pages: number }> {
  const t = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`${label}: Pagefind: ${errors.join('; ')}`);
  let pages = 0;
  try {
    const added = await index.addDirectory({ path: site });
    if (added.errors.length) throw new Error(`${label}: Pagefind: ${added.errors.join('; ')}`);
    pages = added.page_count;
    const written = await index.writeFiles({ outputPath: join(site, 'pagefind') });
    if (written.errors.length) throw new Error(`${label}: Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  return { seconds: (performance.now() - t) / 1000, pages };
}

/** Generates, builds and indexes `products` bare product pages; the project is left in place. */
export async function measureFloor(products: number, dir = join(BENCH_DIR, 'floor')): Promise<FloorFigures> {
  await writeFloorProject(dir, products);
  const t = performance.now();
  const peak = await astroBuild(dir);
  const astroSeconds = (performance.now() - t) / 1000;
  const dist = join(dir, 'dist');
  const pages = await countHtml(dist);
  if (pages < products) throw new Error(`floor: astro wrote ${pages} pages for ${products} products`);
  const search = await indexSite(dist, 'floor');
  return {
    products,
    pages,
    astroSeconds,
    pagefindSeconds: search.seconds,
    seconds: astroSeconds + search.seconds,
    peakMB: Math.round(peak / 2 ** 20),
    pagefindPages: search.pages,
  };
}

if (import.meta.main) {
  console.log(await measureFloor(Number(process.argv[2] ?? 10_000)));
}
