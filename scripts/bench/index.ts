/**
 * npm run bench: measures the storefront on this machine against its budgets and writes
 * BENCHMARKS.md (build for the seed, 1,000 and 10,000 products; page weight; Lighthouse; search at
 * 10,000 products; API on PGlite and, when DATABASE_URL is set, PostgreSQL). Exits 1 when a budget is
 * missed. Not part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { adminQuery } from '../../tests/helpers/postgres.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/browser.ts';
import { type ApiFigures, benchApi } from './api.ts';
import { benchBuild } from './build.ts';
import { measureFitment } from './fitment.ts';
import { runLighthouse } from './lighthouse.ts';
import { measurePageWeights } from './page-weight.ts';
import { type BenchResults, budgets, renderReport } from './report.ts';
import { measureSearch } from './search.ts';
import { freshDirs, ROOT, runScript, startShop } from './shop.ts';

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
    return await benchApi(shop.url, 'PostgreSQL');
  } finally {
    await shop.stop();
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await runScript(['scripts/ensure-browser.ts']);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const results: BenchResults = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  commit: execFileSync('git', ['describe', '--always', '--dirty'], { cwd: ROOT }).toString().trim(),
  node: process.versions.node,
  totalSeconds: 0,
  builds: [],
  weights: [],
  lighthouse: [],
  search: null,
  fitment: null,
  api: [],
};

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
results.weights = await measurePageWeights(browser, seed.shop.url, productPath);
step('Lighthouse');
results.lighthouse = await runLighthouse(seed.shop.url, [
  ['home', '/'],
  ['listing', '/shop/'],
  ['product', productPath],
  ['checkout', '/checkout/'],
]);
step('API on PGlite');
results.api.push(...(await benchApi(seed.shop.url, 'PGlite')));
await seed.shop.stop();

if (process.env.DATABASE_URL) {
  step('API on PostgreSQL');
  results.api.push(...(await postgresApi(process.env.DATABASE_URL)));
}

step('1,000 products: generate and build');
const oneK = await benchBuild('1k', 1000, 4602);
results.builds.push(oneK.figures);
await oneK.shop.stop();

step('10,000 products without fitment: generate and build (the baseline for fitment)');
const bare = await benchBuild('10k-nofit', 10_000, 4605, { withoutFitment: true });
results.builds.push(bare.figures);
await bare.shop.stop();

step('10,000 products: generate and build');
const tenK = await benchBuild('10k', 10_000, 4603);
results.builds.push(tenK.figures);
step('Search at 10,000 products');
results.search = await measureSearch(browser, tenK.shop.url);
step('Fitment at 10,000 products');
results.fitment = await measureFitment(browser, tenK.shop.url);
await tenK.shop.stop();
await browser.close();

results.totalSeconds = (performance.now() - started) / 1000;
await writeFile(join(ROOT, 'BENCHMARKS.md'), renderReport(results));
const missed = budgets(results).filter((b) => !b.ok);
step(
  `BENCHMARKS.md written; ${missed.length ? `missed: ${missed.map((b) => `${b.what} ${b.actual}`).join('; ')}` : 'every budget met'}`,
);
process.exit(missed.length ? 1 : 0);
