/**
 * The Hugo floor: Hugo, a static site generator written in Go, building the same pages as
 * the bare-Astro floor (floor.ts: floorProduct), then Pagefind indexing them the same way. The
 * storefront's 10,000-product cold build must be no slower than Hugo + Pagefind in the same run.
 *
 * Hugo is Debian's `hugo` package (`apt-get install -y hugo`; 0.111 on Debian 12). The bench does not
 * install it (that needs root and changes the machine): without `hugo` on the PATH the Hugo floor is
 * reported "not measured" with the command that installs it, and the rest of the bench runs as before.
 * Alone: node scripts/bench/hugo.ts [pages]
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pLimit from 'p-limit';
import { countHtml, FLOOR_IMAGE, floorProduct, indexSite } from './floor.ts';
import { runMeasured } from './run.ts';
import { BENCH_DIR } from './shop.ts';
import { setAside } from './trash.ts';

export interface HugoFigures {
  products: number;
  /** `hugo version`'s first words, e.g. "hugo v0.111.3+extended linux/amd64". */
  version: string;
  /** HTML files hugo wrote. */
  pages: number;
  hugoSeconds: number;
  pagefindSeconds: number;
  /** hugo + Pagefind: the Hugo floor. */
  seconds: number;
  peakMB: number;
  pagefindPages: number;
}

/** The Hugo floor of one run: its figures, or why it was not measured (hugo missing). */
export type HugoFloor = HugoFigures | { notMeasured: string };

export const HUGO_INSTALL = 'apt-get install -y hugo';

/** Hugo's configuration: product pages only, as the Astro floor writes (no home, lists, feeds or sitemap). */
export const HUGO_CONFIG = `baseURL = "/"
disableKinds = ["home", "section", "taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
`;

/** The product page's template: the Astro floor's markup, element for element. */
export const HUGO_SINGLE = `<html lang="en">
  <head><meta charset="utf-8" /><title>{{ .Title }}</title></head>
  <body>
    <main>
      <h1>{{ .Title }}</h1>
      <p class="price">{{ .Params.price }}</p>
      <img src="/part.svg" alt="{{ .Title }}" width="400" height="300" />
      {{ .Content }}
    </main>
  </body>
</html>
`;

/** Product `i`'s content file: front matter (JSON strings, which YAML reads as they are) and its paragraph. */
export function hugoPage(i: number): { path: string; text: string } {
  const p = floorProduct(i);
  return {
    path: `content/product/${p.slug}.md`,
    text: `---\ntitle: ${JSON.stringify(p.title)}\nprice: ${JSON.stringify(p.price)}\n---\n${p.text}\n`,
  };
}

/** Writes the Hugo site for `products` products into `dir` (an earlier one set aside first). */
export async function writeHugoSite(dir: string, products: number): Promise<void> {
  await setAside(dir);
  await mkdir(join(dir, 'content/product'), { recursive: true });
  await mkdir(join(dir, 'layouts/_default'), { recursive: true });
  await mkdir(join(dir, 'static'), { recursive: true });
  await writeFile(join(dir, 'hugo.toml'), HUGO_CONFIG);
  await writeFile(join(dir, 'layouts/_default/single.html'), HUGO_SINGLE);
  await writeFile(join(dir, 'static/part.svg'), FLOOR_IMAGE);
  // At most 500 at a time: 10,000 files at once would hold as many descriptors open.
  await pLimit(500).map(
    Array.from({ length: products }, (_, k) => k),
    (k) => {
      const page = hugoPage(k);
      return writeFile(join(dir, page.path), page.text);
    },
  );
}

/** `hugo version`'s words before the build date, or null when no `hugo` is on the PATH. */
export async function hugoVersion(command = 'hugo'): Promise<string | null> {
  try {
    const { stdout } = await promisify(execFile)(command, ['version']);
    return stdout.split(' BuildDate=')[0]!.trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Generates, builds (`hugo`) and indexes `products` product pages; the site is left in place. */
export async function measureHugo(products: number, dir = join(BENCH_DIR, 'floor-hugo')): Promise<HugoFloor> {
  const version = await hugoVersion();
  if (!version) return { notMeasured: `hugo is not installed (${HUGO_INSTALL})` };
  await writeHugoSite(dir, products);
  const t = performance.now();
  const peak = await runMeasured('floor: hugo', 'hugo', ['--quiet'], dir);
  const hugoSeconds = (performance.now() - t) / 1000;
  const site = join(dir, 'public');
  const pages = await countHtml(site);
  if (pages < products) throw new Error(`floor: hugo wrote ${pages} pages for ${products} products`);
  const search = await indexSite(site, 'floor: hugo');
  return {
    products,
    version,
    pages,
    hugoSeconds,
    pagefindSeconds: search.seconds,
    seconds: hugoSeconds + search.seconds,
    peakMB: Math.round(peak / 2 ** 20),
    pagefindPages: search.pages,
  };
}

if (import.meta.main) {
  console.log(await measureHugo(Number(process.argv[2] ?? 10_000)));
}
