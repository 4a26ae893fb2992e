import { describe, expect, it } from 'vitest';
import { type BenchResults, budgets, renderReport } from './report.ts';

const results: BenchResults = {
  date: '2026-11-21',
  machine: '2 × CPU, 24 GiB',
  commit: 'abc1234',
  node: '24.21.0',
  totalSeconds: 300,
  builds: [
    {
      name: '10k',
      products: 10_000,
      pages: 12_731,
      cold: {
        seconds: 181,
        astroSeconds: 170,
        searchSeconds: 5,
        carrySeconds: 0,
        peakMB: 1400,
        pagesRendered: 12_700,
      },
      incremental: {
        seconds: 14,
        astroSeconds: 6,
        searchSeconds: 4,
        carrySeconds: 2,
        peakMB: 1300,
        pagesRendered: 15,
        kind: 'incremental',
      },
      pagesPerSecond: 75,
      indexMB: 3.6,
      indexFiles: 10_061,
    },
  ],
  weights: [
    {
      page: 'home',
      path: '/',
      htmlBytes: 12_000,
      jsBeforeInteraction: 11_000,
      jsAfterInteraction: 90_000,
      requests: 40,
    },
    {
      page: 'cart',
      path: '/cart/',
      htmlBytes: 6_000,
      jsBeforeInteraction: 80_000,
      jsAfterInteraction: 90_000,
      requests: 20,
    },
    {
      page: 'product',
      path: '/product/x/',
      htmlBytes: 10_000,
      jsBeforeInteraction: 16_000,
      jsAfterInteraction: 90_000,
      requests: 30,
    },
  ],
  lighthouse: [
    {
      page: 'home',
      path: '/',
      performance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 99,
      lcpMs: 1500,
      tbtMs: 0,
      cls: 0,
    },
  ],
  search: null,
  fitment: null,
  api: [
    {
      database: 'PGlite',
      call: 'GET /api/products/{sku}',
      requestsPerSecond: 400,
      p50Ms: 10,
      p99Ms: 19,
      errors: 0,
      non2xx: 0,
    },
  ],
};

describe('bench budgets', () => {
  it('judges each figure against its budget; only catalogue pages have the JavaScript budget', () => {
    const missed = budgets(results)
      .filter((b) => !b.ok)
      .map((b) => `${b.what}: ${b.actual}`);
    expect(missed).toEqual([
      'JavaScript before interaction, product: 15.6 KB',
      'Lighthouse SEO, home: 99',
      '10,000-product cold build: 181.0 s',
    ]);
  });

  it('writes the date, machine and commit, and says how many budgets were missed', () => {
    const md = renderReport(results);
    expect(md).toContain('on 2026-11-21: 2 × CPU, 24 GiB, Node 24.21.0, commit `abc1234`');
    expect(md).toContain('**3 budgets missed.**');
    expect(md).toContain('| 10,000-product cold build | < 180 s | 181.0 s | **missed** |');
  });

  it('judges the fitment budgets: tree, largest vehicle file, badge delay and the build growth', () => {
    const bare = { ...results.builds[0]!, name: '10k-nofit', withoutFitment: true };
    const withFit = { ...results.builds[0]!, cold: { ...results.builds[0]!.cold, seconds: 100 } };
    const fitment = {
      vehicles: 500,
      treeBytes: 9_000,
      fileMaxBytes: 31 * 1024,
      fileMedianBytes: 4_000,
      fileMaxParts: 900,
      badgeMs: 12,
      badgesShown: 15,
      listing: '/shop/category/brakes/',
    };
    const judged = (r: BenchResults) =>
      budgets(r)
        .filter((b) => /fitment|vehicle|badges/i.test(b.what))
        .map((b) => `${b.what}: ${b.actual}: ${b.ok ? 'met' : 'missed'}`);
    expect(
      judged({ ...results, builds: [{ ...bare, cold: { ...bare.cold, seconds: 80 } }, withFit], fitment }),
    ).toEqual([
      '10,000-product cold build, growth from fitment and vehicle pages: 25.0% (80.0 s → 100.0 s): missed',
      'Vehicle selector tree, compressed: 8.8 KB: met',
      "Largest vehicle's fitment file, compressed (10,000 products, 500 vehicles): 31.0 KB: missed",
      'Fit badges shown after the vehicle file arrives: 12 ms: met',
    ]);
    expect(
      judged({ ...results, builds: [{ ...bare, cold: { ...bare.cold, seconds: 90 } }, withFit], fitment })[0],
    ).toMatch(/11\.1% .*: met$/);
    expect(renderReport({ ...results, fitment })).toContain(
      '| 500 | 8.8 KB | 31.0 KB | 3.9 KB | 900 | 12 ms | 15 |',
    );
  });
});
