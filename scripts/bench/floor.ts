/**
 * The floor: what a bare Astro project and Pagefind take for the same number of simple
 * product pages on this machine, in the same bench run, as the reference the storefront's cold build
 * is judged against. The project is generated under the bench's work folder: one dynamic route over
 * generated products (title, price, a paragraph, an image), no integrations, built by this repo's
 * astro (node_modules is a symlink to the repo's), then indexed by Pagefind's Node API.
 * Alone: node scripts/bench/floor.ts [pages]
 */
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { runNode } from '../../src/publish/node-process.ts';
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

const route = (total: number) => `---
/** One page per generated product, as a bare project would write it. */
export function getStaticPaths() {
  return Array.from({ length: ${total} }, (_, i) => ({
    params: { slug: \`part-\${i + 1}\` },
    props: {
      title: \`Brake pad set \${i + 1}\`,
      price: \`$\${(((i * 7919) % 50000) / 100 + 10).toFixed(2)}\`,
      text: \`Ceramic brake pads, part number BP-\${100000 + i}, for front axles. Low dust, quiet, and rated for daily driving and towing.\`,
    },
  }));
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

const IMAGE =
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
  await writeFile(join(dir, 'src/pages/product/[slug].astro'), route(products));
  await writeFile(join(dir, 'public/part.svg'), IMAGE);
}

/** Runs `astro build` in the project with this repo's astro; resolves with its peak memory. */
async function astroBuild(dir: string): Promise<number> {
  const astro = join(ROOT, 'node_modules/astro/bin/astro.mjs');
  const { peak } = await runNode('floor: astro build', dir, [astro, 'build'], {}, () => {});
  return peak;
}

async function countHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}

/** Generates, builds and indexes `products` bare product pages; the project is left in place. */
export async function measureFloor(products: number, dir = join(BENCH_DIR, 'floor')): Promise<FloorFigures> {
  await writeFloorProject(dir, products);
  let t = performance.now();
  const peak = await astroBuild(dir);
  const astroSeconds = (performance.now() - t) / 1000;
  const dist = join(dir, 'dist');
  const pages = await countHtml(dist);
  if (pages < products) throw new Error(`floor: astro wrote ${pages} pages for ${products} products`);

  t = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`floor: Pagefind: ${errors.join('; ')}`);
  let pagefindPages = 0;
  try {
    const added = await index.addDirectory({ path: dist });
    if (added.errors.length) throw new Error(`floor: Pagefind: ${added.errors.join('; ')}`);
    pagefindPages = added.page_count;
    const written = await index.writeFiles({ outputPath: join(dist, 'pagefind') });
    if (written.errors.length) throw new Error(`floor: Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  const pagefindSeconds = (performance.now() - t) / 1000;
  return {
    products,
    pages,
    astroSeconds,
    pagefindSeconds,
    seconds: astroSeconds + pagefindSeconds,
    peakMB: Math.round(peak / 2 ** 20),
    pagefindPages,
  };
}

if (import.meta.main) {
  console.log(await measureFloor(Number(process.argv[2] ?? 10_000)));
}
