/**
 * Listing filters against a running storefront, in Chromium (compressed bytes as received): the
 * largest listing (/shop/) ranked for a vehicle in My Garage before any interaction, and the largest
 * category narrowed to one brand, then sorted by price. For each, the data downloaded (the listing's
 * facet file, from the first touch of the form; the card files of the products shown) and the time
 * from navigation start (ranked) or the shopper's change (filtered, sorted) to the grid redrawn. No API call is made by either (counted, must be 0). Part of `npm run bench`;
 * alone: node scripts/bench/listing-filters.ts [baseUrl] [products]
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { TREE_PATH, type VehicleTree } from '../../src/lib/fitment/fitment.ts';
import { garageStorageValue } from '../../src/lib/fitment/garage.ts';
import { GARAGE_STORAGE_KEY } from '../../src/stores/garage-key.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../lib/browser.ts';
import { onDownload } from './downloads.ts';

const kb = (n: number) => Math.round(n / 102.4) / 10;

export interface ListingDataRun {
  listing: string;
  /** The listing's facet file (listing.json). */
  facetKB: number;
  /** The card files the grid's products came from, and how many. */
  cardsKB: number;
  cardFiles: number;
  /** From load (ranked) or the change (filtered, sorted) to the grid redrawn; null when it never was. */
  ms: number | null;
  /** Products in the redrawn grid. */
  shown: number;
  apiCalls: number;
}

export interface ListingFiltersFigures {
  products: number;
  /** /shop/ with a vehicle: ranked before any interaction. */
  ranked: ListingDataRun;
  /** The largest category, one brand ticked. */
  filtered: ListingDataRun;
  /** The same view sorted by price: from data already loaded (cards of other products aside). */
  sorted: ListingDataRun;
}

/** Counts what the page downloads from now on: the facet and card files, and any API call. */
function meter(page: Page) {
  let downloads: { url: string; bytes: number }[] = [];
  onDownload(page.context(), ({ url, bytes }) => downloads.push({ url, bytes }));
  return {
    reset: () => {
      downloads = [];
    },
    read: (listing: string) => {
      const facet = downloads.filter((d) => d.url.endsWith('/listing.json'));
      const cards = downloads.filter((d) => d.url.startsWith('/listing-cards/'));
      const sum = (list: typeof downloads) => list.reduce((a, d) => a + d.bytes, 0);
      return {
        listing,
        facetKB: kb(sum(facet)),
        cardsKB: kb(sum(cards)),
        cardFiles: cards.length,
        apiCalls: downloads.filter((d) => d.url.startsWith('/api/')).length,
      };
    },
  };
}

/**
 * Arms the page's timer: the next change of the filter form (its own event, not Playwright's round
 * trip to make it) and the next redraw of the listing's grid after it.
 */
async function watchGrid(page: Page, within: string) {
  await page.evaluate((selector) => {
    const w = window as unknown as { changedAt: number; redrawn: Promise<number> };
    w.changedAt = Number.NaN;
    document.addEventListener('change', () => (w.changedAt = performance.now()), {
      capture: true,
      once: true,
    });
    w.redrawn = new Promise((resolve) => {
      const grid = document.querySelector(selector);
      if (!grid) return;
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(grid, { childList: true, subtree: true });
    });
  }, within);
}

/** When the grid was redrawn (from navigation start), or null when it was not within 20 s. */
async function redrawnAt(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const w = window as unknown as { redrawn: Promise<number> };
    return Promise.race([w.redrawn, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000))]);
  });
}

/** Milliseconds from the armed change to the grid redrawn, or null. */
async function changeToRedraw(page: Page): Promise<number | null> {
  const at = await redrawnAt(page);
  const changed = await page.evaluate(() => (window as unknown as { changedAt: number }).changedAt);
  return at === null || Number.isNaN(changed) ? null : Math.round(at - changed);
}

const shownCards = (page: Page) => page.locator('[data-listing-static] .card').count();

/** /shop/ with the tree's first vehicle in My Garage: the ranked grid, timed from navigation start. */
async function ranked(browser: Browser, base: string): Promise<ListingDataRun> {
  const tree = (await (await fetch(`${base}${TREE_PATH}`)).json()) as VehicleTree;
  const [make, models] = tree.makes[0]!;
  const [model, vehicles] = models[0]!;
  const [vehicleId, series, year, , engine] = vehicles[0]!;
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    GARAGE_STORAGE_KEY,
    garageStorageValue([{ vehicleId, year, label: `${year} ${make} ${model} ${series} ${engine}`, model }]),
  ] as [string, string]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { redrawn: Promise<number> };
    w.redrawn = new Promise((resolve) => {
      document.addEventListener('DOMContentLoaded', () => {
        const list = document.querySelector('[data-listing-static] ul.grid');
        if (!list) return;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(list, { childList: true });
      });
    });
  });
  const m = meter(page);
  await page.goto(`${base}/shop/`);
  const at = await redrawnAt(page);
  await page.waitForTimeout(300);
  const run = { ...m.read('/shop/'), ms: at === null ? null : Math.round(at), shown: await shownCards(page) };
  await context.close();
  return run;
}

/** The top-level category with the most products, by its facet file's rows. */
async function largestCategory(base: string): Promise<string> {
  const html = await (await fetch(`${base}/shop/`)).text();
  const listings = [...new Set([...html.matchAll(/href="(\/shop\/category\/[^/"]+\/)"/g)].map((m) => m[1]!))];
  let largest = { listing: '/shop/', rows: -1 };
  for (const listing of listings) {
    const res = await fetch(`${base}${listing}listing.json`);
    if (!res.ok) continue;
    const rows = ((await res.json()) as { rows: unknown[] }).rows.length;
    if (rows > largest.rows) largest = { listing, rows };
  }
  return largest.listing;
}

/** A category narrowed to its first brand, then sorted by price: each timed from the change. */
async function filtered(browser: Browser, base: string): Promise<[ListingDataRun, ListingDataRun]> {
  const listing = await largestCategory(base);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const m = meter(page);
  await page.goto(`${base}${listing}`, { waitUntil: 'load' });
  const form = page.getByRole('form', { name: 'Filter and sort' });
  // Everything from the first touch of the form: it loads the filters' code and the facet file.
  await page.waitForTimeout(500);
  m.reset();
  await form.getByText('Filters', { exact: true }).click();
  await page.waitForTimeout(500);
  await watchGrid(page, '[data-listing-static]');
  await form.locator('input[name="brands"]').first().check();
  const ms = await changeToRedraw(page);
  await page.waitForTimeout(300);
  const brand = { ...m.read(listing), ms, shown: await shownCards(page) };
  m.reset();
  await watchGrid(page, '[data-listing-static]');
  await page.getByLabel('Sort by').selectOption('price-asc');
  const sortMs = await changeToRedraw(page);
  await page.waitForTimeout(300);
  const sorted = { ...m.read(listing), ms: sortMs, shown: await shownCards(page) };
  await context.close();
  return [brand, sorted];
}

export async function measureListingFilters(
  browser: Browser,
  base: string,
  products: number,
): Promise<ListingFiltersFigures> {
  const [brand, sorted] = await filtered(browser, base);
  return { products, ranked: await ranked(browser, base), filtered: brand, sorted };
}

if (import.meta.main) {
  const [base = 'http://localhost:4321', products = '0'] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  console.log(JSON.stringify(await measureListingFilters(browser, base, Number(products)), null, 2));
  await browser.close();
}
