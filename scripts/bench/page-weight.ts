/**
 * Page weight in Chromium with the cache off: HTML bytes, JavaScript bytes (compressed, as received)
 * after load and idle without interaction, and after the first interaction, and the request count.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { TREE_PATH, type VehicleTree } from '../../src/lib/fitment/fitment.ts';
import { garageStorageValue } from '../../src/lib/fitment/garage.ts';
import { GARAGE_STORAGE_KEY } from '../../src/stores/garage-key.ts';
import { fillBilling, fillCart } from '../../tests/e2e/checkout-helpers.ts';

/** The name of a catalogue page measured with a vehicle in My Garage. */
export const WITH_VEHICLE = (page: string) => `${page}, with a vehicle`;

export interface PageWeight {
  page: string;
  path: string;
  htmlBytes: number;
  jsBeforeInteraction: number;
  jsAfterInteraction: number;
  requests: number;
}

interface Meter {
  reset(): void;
  totals(): { html: number; js: number; requests: number };
}

async function meter(cdp: CDPSession): Promise<Meter> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let seen = new Map<string, { type: string; headerBytes: number }>();
  let html = 0;
  let js = 0;
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => void requests++);
  cdp.on('Network.responseReceived', (e) =>
    seen.set(e.requestId, { type: e.type, headerBytes: e.response.encodedDataLength }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId);
    if (!r) return;
    const body = Math.max(0, e.encodedDataLength - r.headerBytes);
    if (r.type === 'Document') html += body;
    if (r.type === 'Script') js += body;
  });
  return {
    reset() {
      seen = new Map();
      html = 0;
      js = 0;
      requests = 0;
    },
    totals: () => ({ html, js, requests }),
  };
}

async function idle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 3000 })),
  );
  await page.waitForTimeout(500);
}

/** A shopper's first interaction: focus the search box and type (loads the search and its island). */
async function interact(page: Page) {
  await page.getByRole('combobox', { name: 'Search products' }).pressSequentially('oil');
  await page.waitForTimeout(1200);
}

export async function measurePageWeights(
  browser: Browser,
  base: string,
  productPath: string,
): Promise<PageWeight[]> {
  const out: PageWeight[] = [];
  // A shopper with a vehicle in My Garage: the fit badges load before any interaction.
  const tree = (await (await fetch(`${base}${TREE_PATH}`)).json()) as VehicleTree;
  const [make, models] = tree.makes[0]!;
  const [model, vehicles] = models[0]!;
  const [vehicleId, series, year, , engine] = vehicles[0]!;
  const garage = garageStorageValue([
    { vehicleId, year, label: `${year} ${make} ${model} ${series} ${engine}`, model },
  ]);
  const pages: [string, string][] = [
    ['home', '/'],
    ['listing', '/shop/'],
    ['product', productPath],
    [WITH_VEHICLE('home'), '/'],
    [WITH_VEHICLE('listing'), '/shop/'],
    [WITH_VEHICLE('product'), productPath],
    ['cart', '/cart/'],
    ['checkout', '/checkout/'],
    ['card payment', '/checkout-stripe-payment/'],
  ];
  for (const [name, path] of pages) {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    if (name.endsWith(WITH_VEHICLE(''))) {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        GARAGE_STORAGE_KEY,
        garage,
      ] as [string, string]);
    } else if (name !== 'home' && name !== 'listing' && name !== 'product') {
      // A cart with one product, added as a shopper would.
      await fillCart(page, 1);
    }
    const m = await meter(await context.newCDPSession(page));
    if (name === 'card payment') {
      await page.goto('/checkout/');
      await fillBilling(page);
      m.reset();
      await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
      await page.waitForURL(/checkout-stripe-payment/);
    } else {
      m.reset();
      await page.goto(path);
    }
    await idle(page);
    const before = m.totals();
    await interact(page);
    const after = m.totals();
    out.push({
      page: name,
      path,
      htmlBytes: before.html,
      jsBeforeInteraction: before.js,
      jsAfterInteraction: after.js,
      requests: before.requests,
    });
    await context.close();
  }
  return out;
}
