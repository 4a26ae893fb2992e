/**
 * npm run bench: measures the storefront on this machine against its budgets and writes
 * BENCHMARKS.md: the floors (a bare Astro project of 10,000 simple product pages plus Pagefind, and
 * Hugo building the same pages plus Pagefind, in the same run as the references); builds for the seed, 1,000, 10,000 without fitment and 10,000
 * products (cold, then one price edit until the page shows it), and 10,000 with 50,000 approved reviews; page weight; Lighthouse; search at
 * 10,000 products; fitment; listing filters; stock (the 100,000-row stock CSV, availability freshness); delivery quotes
 * (p99 at 10 connections); the API on PGlite
 * and, when DATABASE_URL is set, PostgreSQL. Exits 1 when
 * a budget is missed. Not part of `npm test`.
 *
 *   npm run bench -- --large    adds the 50,000-product cold-build check and the 100,000-product tier
 *                               (generate, npm start, edit, search, API search). At the budgets that
 *                               is about 25 more minutes on a 2-core box (generate 100,000 ~1.5 min,
 *                               its cold build up to 10 min, 50,000 generate + build ~6 min); the
 *                               report states what it took.
 *   --only floor,seed,...       only these parts: floor, seed, postgres, 1k, 10k-nofit, 10k, 10k-reviews,
 *                               stock, freight, 50k, 100k
 *                               (naming 50k or 100k runs it without --large); writes to
 *                               $BENCH_DIR/BENCHMARKS.md unless --out says where.
 *                               (floor: both floors, bare Astro and Hugo).
 *   --floor-pages N             the floors' page count (default 10,000: the 10,000-product tier's).
 *   --out FILE                  where the report goes (default BENCHMARKS.md for a whole run).
 * BENCH_DIR: the work folder for data, builds and the floor projects (default .bench).
 *
 * Hugo: Debian's package (`apt-get install -y hugo`). The bench does not install it (root, and a change
 * to the machine a benchmark should not make); without `hugo` on the PATH the Hugo floor and its budget
 * say "not measured" and how to install it, and everything else runs.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { adminQuery } from '../../tests/helpers/postgres.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/browser.ts';
import type { ApiFigures } from './api.ts';
import { type BenchResults, budgets, REVIEWS_AT_10K } from './budgets.ts';
import { type BuildFigures, benchBuild, coldBuildAgain, failedBuild } from './build.ts';
import { measureFitment } from './fitment.ts';
import { measureFloor } from './floor.ts';
import { measureFreight } from './freight.ts';
import { measureHugo } from './hugo.ts';
import { runLighthouse } from './lighthouse.ts';
import { measureListingFilters } from './listing-filters.ts';
import { apiLoad, searchLoad } from './load.ts';
import { measurePageWeights } from './page-weight.ts';
import { type BenchArgs, benchArgs } from './parts.ts';
import { floorSum, renderReport } from './report.ts';
import { measureSearch } from './search.ts';
import { BENCH_DIR, freshDirs, ROOT, runScript, startShop } from './shop.ts';
import { measureStock } from './stock.ts';
import { emptyTrash } from './trash.ts';

let parsed: BenchArgs;
try {
  parsed = benchArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const { only, wants, floorPages } = parsed;
const out = resolve(parsed.out ?? (only ? join(BENCH_DIR, 'BENCHMARKS.md') : join(ROOT, 'BENCHMARKS.md')));

const started = performance.now();
const step = (text: string) =>
  console.log(`\n[bench] ${text} (${Math.round((performance.now() - started) / 1000)} s)`);

/** The API on PostgreSQL: a fresh database on the server DATABASE_URL names, seeded by the shop. */
async function postgresApi(url: string): Promise<ApiFigures[]> {
  const name = `storefront_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const shop = await startShop('postgres', 4604, await freshDirs('postgres'), {
    DATABASE_URL: target.toString(),
  });
  try {
    return await apiLoad(shop.url, 'PostgreSQL', join(shop.dataDir, 'outbox'));
  } finally {
    await shop.stop();
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

let browser: Browser | null = null;
async function openBrowser(): Promise<Browser> {
  if (browser) return browser;
  await runScript(['scripts/ensure-browser.ts']);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  return browser;
}

const results: BenchResults = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  commit: execFileSync('git', ['describe', '--always', '--dirty'], { cwd: ROOT }).toString().trim(),
  node: process.versions.node,
  totalSeconds: 0,
  large: parsed.large,
  largeSeconds: 0,
  only,
  floor: null,
  hugo: null,
  builds: [],
  weights: [],
  lighthouse: [],
  search: [],
  fitment: null,
  listingFilters: null,
  stock: null,
  freight: null,
  api: [],
  searchApi: [],
};

if (wants('seed')) {
  step('Seed catalogue: build');
  const seed = await benchBuild('seed', null, 4601);
  results.builds.push(seed.figures);
  const [first] = (
    (await (await fetch(`${seed.shop.url}/api/catalogue/products?limit=1`)).json()) as {
      data: { permalink: string }[];
    }
  ).data;
  const productPath = `/product/${first!.permalink}/`;
  step('Page weight');
  results.weights = await measurePageWeights(await openBrowser(), seed.shop.url, productPath);
  step('Lighthouse');
  results.lighthouse = await runLighthouse(seed.shop.url, [
    ['home', '/'],
    ['listing', '/shop/'],
    ['product', productPath],
    ['checkout', '/checkout/'],
  ]);
  step('API on PGlite');
  results.api.push(...(await apiLoad(seed.shop.url, 'PGlite', join(seed.shop.dataDir, 'outbox'))));
  await seed.shop.stop();
}

if (wants('postgres') && process.env.DATABASE_URL) {
  step('API on PostgreSQL');
  results.api.push(...(await postgresApi(process.env.DATABASE_URL)));
}

if (wants('1k')) {
  step('1,000 products: generate and build');
  const oneK = await benchBuild('1k', 1000, 4602);
  results.builds.push(oneK.figures);
  await oneK.shop.stop();
}

if (wants('10k-nofit')) {
  step('10,000 products without fitment: generate and build (the baseline for fitment)');
  const bare = await benchBuild('10k-nofit', 10_000, 4605, { withoutFitment: true, keepGenerated: true });
  results.builds.push(bare.figures);
  await bare.shop.stop();
}

if (wants('floor')) {
  // Next to the 10,000-product build, so both meet the machine in the same state.
  step(`Floor: bare Astro and Pagefind over ${floorPages.toLocaleString('en-AU')} generated pages`);
  results.floor = await measureFloor(floorPages);
  step(`Floor: ${floorSum('bare Astro', results.floor.astroSeconds, results.floor.pagefindSeconds)}`);
  step(`Floor: Hugo and Pagefind over the same ${floorPages.toLocaleString('en-AU')} pages`);
  results.hugo = await measureHugo(floorPages);
  step(
    'notMeasured' in results.hugo
      ? `Floor: Hugo not measured: ${results.hugo.notMeasured}`
      : `Floor: ${floorSum('Hugo', results.hugo.hugoSeconds, results.hugo.pagefindSeconds)}`,
  );
}

if (wants('10k')) {
  step('10,000 products: generate and build');
  const tenK = await benchBuild('10k', 10_000, 4603, { keepGenerated: true });
  results.builds.push(tenK.figures);
  // No site to search when the first build failed: its budgets say so ("not run", the build "missed").
  if (tenK.figures.firstTime) {
    step('Search at 10,000 products');
    results.search.push(await measureSearch(await openBrowser(), tenK.shop.url, 10_000));
    step('Fitment at 10,000 products');
    results.fitment = await measureFitment(await openBrowser(), tenK.shop.url);
    step('Listing filters at 10,000 products');
    results.listingFilters = await measureListingFilters(await openBrowser(), tenK.shop.url, 10_000);
    step('API search at 10,000 products');
    results.searchApi.push({ ...(await searchLoad(tenK.shop.url, 'PGlite')), products: 10_000 });
  }
  await tenK.shop.stop();
}

if (wants('10k-reviews')) {
  // Reviews are rendered into each product page at build time: their cost at a shop's scale.
  step(`10,000 products with ${REVIEWS_AT_10K.toLocaleString('en-AU')} approved reviews: generate and build`);
  const reviewed = await benchBuild('10k-reviews', 10_000, 4606, { reviews: REVIEWS_AT_10K });
  results.builds.push(reviewed.figures);
  await reviewed.shop.stop();
}

const bareTenK = results.builds.find((b) => b.name === '10k-nofit' && b.firstTime);
const tenKBuild = results.builds.find((b) => b.name === '10k' && b.firstTime);
if (bareTenK && tenKBuild) {
  step(
    '10,000 products: two more cold builds of each catalogue, without, with, with, without (the fitment growth)',
  );
  // A failure here costs the growth one of its builds, not the run its report.
  const again = async (build: BuildFigures, port: number) => {
    const seconds = await coldBuildAgain(build.name, port).catch((error: Error) => {
      console.error(`[bench] ${build.name}: a later cold build failed: ${error.message}`);
      return null;
    });
    build.coldAgainSeconds = [...(build.coldAgainSeconds ?? []), seconds];
  };
  // In this order a machine that slows or speeds up through the four builds weighs on both alike.
  await again(bareTenK, 4605);
  await again(tenKBuild, 4603);
  await again(tenKBuild, 4603);
  await again(bareTenK, 4605);
}

const largeStarted = performance.now();
if (wants('stock')) {
  step('Stock at 10,000 products and 10 locations: CSV import and availability freshness');
  results.stock = await measureStock();
}

if (wants('freight')) {
  step('Delivery quotes at 10,000 products: 10 connections, from the rate table');
  results.freight = await measureFreight();
}

if (wants('50k')) {
  step('50,000 products: generate, then a cold build from npm start (must succeed first time)');
  try {
    const fifty = await benchBuild('50k', 50_000, 4602, { edit: false });
    results.builds.push(fifty.figures);
    if (fifty.figures.firstTime) {
      // No budget: where Pagefind's first download stands past the point the 100,000 tier leaves it.
      step('Search at 50,000 products (Pagefind)');
      results.search.push(await measureSearch(await openBrowser(), fifty.shop.url, 50_000));
    }
    await fifty.shop.stop();
  } catch (error) {
    results.builds.push(failedBuild('50k', 50_000, error));
  }
}

if (wants('100k')) {
  step('100,000 products: generate and build');
  try {
    // Past what a static index serves (Pagefind's metadata alone is ~480 KB here): the API's search,
    // as README's configuration tells a shop this size to set.
    const big = await benchBuild('100k', 100_000, 4603, { env: { SEARCH_BACKEND: 'api' } });
    results.builds.push(big.figures);
    if (big.figures.firstTime) {
      step('Search at 100,000 products');
      results.search.push(await measureSearch(await openBrowser(), big.shop.url, 100_000));
      step('API search at 100,000 products');
      results.searchApi.push({ ...(await searchLoad(big.shop.url, 'PGlite')), products: 100_000 });
    }
    await big.shop.stop();
  } catch (error) {
    results.builds.push(failedBuild('100k', 100_000, error));
  }
}
results.largeSeconds = (performance.now() - largeStarted) / 1000;
await (browser as Browser | null)?.close();

results.totalSeconds = (performance.now() - started) / 1000;
step('Removing the folders set aside during the run');
await emptyTrash();
await mkdir(dirname(out), { recursive: true });
await writeFile(out, renderReport(results));
const missed = budgets(results).filter((b) => b.ok === false);
step(
  `${out} written; ${missed.length ? `missed: ${missed.map((b) => `${b.what} ${b.actual}`).join('; ')}` : 'every budget that ran was met'}`,
);
process.exit(missed.length ? 1 : 0);
