/**
 * Fitment budgets against a running storefront: the selector tree's and the vehicle
 * files' compressed sizes (gzip, as the site server sends them), and how soon the badges show once a
 * vehicle's file has arrived (Chromium, a listing page, the garage set before load). Part of
 * `npm run bench`; alone: node scripts/bench/fitment.ts [baseUrl]
 */
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import pLimit from 'p-limit';
import { TREE_PATH, type VehicleTree, vehicleFilePath } from '../../src/lib/fitment/fitment.ts';
import { garageStorageValue } from '../../src/lib/fitment/garage.ts';
import { GARAGE_STORAGE_KEY } from '../../src/stores/garage-key.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/browser.ts';

export interface FitmentFigures {
  vehicles: number;
  treeBytes: number;
  /** The largest vehicle file, and the median. */
  fileMaxBytes: number;
  fileMedianBytes: number;
  fileMaxParts: number;
  /** From the vehicle file's last byte to the badges shown, on a listing page. */
  badgeMs: number;
  badgesShown: number;
  listing: string;
}

const gz = (text: string) => gzipSync(text).length;

async function text(base: string, path: string): Promise<string> {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.text();
}

/** Time from the vehicle file's arrival to the badges on the page showing (median of 3 loads). */
async function badgeDelay(browser: Browser, base: string, listing: string, vehicle: TreeVehicleRef) {
  const runs: { ms: number; shown: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      GARAGE_STORAGE_KEY,
      garageStorageValue([vehicle], 0),
    ] as const);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { badgesAt: Promise<number> };
      w.badgesAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-fit]:not([hidden])')) return;
          observer.disconnect();
          resolve(performance.now());
        });
        document.addEventListener('DOMContentLoaded', () =>
          observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['hidden'] }),
        );
      });
    });
    await page.goto(`${base}${listing}`);
    const { shownAt, fileEnd, shown } = await page.evaluate(async (file) => {
      const w = window as unknown as { badgesAt: Promise<number> };
      const shownAt = await w.badgesAt;
      const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith(file)) as
        | PerformanceResourceTiming
        | undefined;
      return {
        shownAt,
        fileEnd: entry?.responseEnd ?? Number.NaN,
        shown: document.querySelectorAll('[data-fit]:not([hidden])').length,
      };
    }, vehicleFilePath(vehicle.vehicleId));
    runs.push({ ms: shownAt - fileEnd, shown });
    await context.close();
  }
  runs.sort((a, b) => a.ms - b.ms);
  return runs[1]!;
}

type TreeVehicleRef = Parameters<typeof garageStorageValue>[0][number];

export async function measureFitment(
  browser: Browser,
  base: string,
  listing = '/shop/category/brakes/',
): Promise<FitmentFigures> {
  const treeText = await text(base, TREE_PATH);
  const tree = JSON.parse(treeText) as VehicleTree;
  const vehicles = tree.makes.flatMap(([make, models]) =>
    models.flatMap(([model, list]) => list.map((v) => ({ make, model, v }))),
  );
  // 32 requests at a time.
  const sizes = await pLimit(32).map(vehicles, async ({ v }) => {
    const body = await text(base, vehicleFilePath(v[0]));
    return { id: v[0], bytes: gz(body), parts: (JSON.parse(body) as { parts: unknown[] }).parts.length };
  });
  sizes.sort((a, b) => a.bytes - b.bytes);
  const largest = sizes.at(-1)!;
  const chosen = vehicles.find(({ v }) => v[0] === largest.id)!;
  const [id, series, yearFrom, , engine] = chosen.v;
  const ref: TreeVehicleRef = {
    vehicleId: id,
    year: yearFrom,
    label: `${yearFrom} ${chosen.make} ${chosen.model} ${series} ${engine}`,
    model: chosen.model,
  };
  const badges = await badgeDelay(browser, base, listing, ref);
  return {
    vehicles: vehicles.length,
    treeBytes: gz(treeText),
    fileMaxBytes: largest.bytes,
    fileMedianBytes: sizes[Math.floor(sizes.length / 2)]!.bytes,
    fileMaxParts: largest.parts,
    badgeMs: Math.round(badges.ms),
    badgesShown: badges.shown,
    listing,
  };
}

if (import.meta.main) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  console.log(await measureFitment(browser, process.argv[2] ?? 'http://127.0.0.1:4321'));
  await browser.close();
}
