import { expect, type Page, test } from '@playwright/test';
import { TREE_PATH, type VehicleTree } from '../../src/lib/fitment/fitment.ts';
import { garageStorageValue } from '../../src/lib/fitment/garage.ts';
import { GARAGE_STORAGE_KEY } from '../../src/stores/garage-key.ts';
import { PICKUP_STORE_KEY } from '../../src/stores/pickup-store-key.ts';
import { apiJson } from './helpers.ts';

/** Island component and renderer scripts named in the page's HTML. */
async function islandScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('astro-island')].flatMap((el) =>
      ['component-url', 'renderer-url'].map((a) => new URL(el.getAttribute(a) ?? '', location.href).pathname),
    ),
  );
}

/** The scripts requested and not yet received, by request id. */
const arriving = new WeakMap<Map<string, number>, Set<string>>();

/** Compressed body bytes of every script as received, from Chromium's network log (headers left out). */
async function scriptBytes(page: Page): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const urls = new Map<string, { url: string; headerBytes: number }>();
  const loading = new Set<string>();
  arriving.set(sizes, loading);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Script') loading.add(e.requestId);
  });
  cdp.on('Network.loadingFailed', (e) => loading.delete(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    // At this point encodedDataLength counts the response headers only.
    if (e.type === 'Script')
      urls.set(e.requestId, {
        url: new URL(e.response.url).pathname,
        headerBytes: e.response.encodedDataLength,
      });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const script = urls.get(e.requestId);
    if (script) sizes.set(script.url, e.encodedDataLength - script.headerBytes);
    loading.delete(e.requestId);
  });
  return sizes;
}

/** Loads a page, waits until the browser has been idle once after load and every script it asked for has arrived. */
async function loadAndIdle(page: Page, path: string, sizes: Map<string, number>) {
  await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(
    () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 3000 })),
  );
  await expect.poll(() => arriving.get(sizes)?.size).toBe(0);
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

test.describe('catalogue pages ship no React before interaction and under 15 KB of JavaScript', () => {
  // With a vehicle in My Garage the fit badges load at once, before any interaction; with a store
  // chosen for click & collect, the stock lines and the availability files.
  for (const name of [
    'home',
    'shop',
    'product',
    'home, with a vehicle',
    'shop, with a vehicle',
    'product, with a vehicle',
    'home, with a store',
    'shop, with a store',
    'product, with a store',
    'shop, with a vehicle and a store',
    'product, with a vehicle and a store',
  ]) {
    test(name, async ({ page, request }) => {
      const withVehicle = name.includes('with a vehicle');
      const withStore = name.includes('a store');
      if (withStore) {
        const stores = await apiJson<{ data: { id: number }[] }>(request, '/stores');
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          PICKUP_STORE_KEY,
          JSON.stringify(stores.data[0]),
        ] as [string, string]);
      }
      const stockFiles: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/stock\/\d+\.json$/.test(new URL(r.url()).pathname)) stockFiles.push(r.url());
      });
      if (withVehicle) {
        const tree = (await (await request.get(TREE_PATH)).json()) as VehicleTree;
        const [make, models] = tree.makes[0]!;
        const [model, vehicles] = models[0]!;
        const [vehicleId, series, year, , engine] = vehicles[0]!;
        const garage = garageStorageValue([
          { vehicleId, year, label: `${year} ${make} ${model} ${series} ${engine}`, model },
        ]);
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          GARAGE_STORAGE_KEY,
          garage,
        ] as [string, string]);
      }
      let path = name.startsWith('home') ? '/' : '/shop/';
      if (name.startsWith('product')) {
        const latest = await apiJson<{ data: { data: { permalink: string }[] } }>(
          request,
          '/latest-products?pagination=1',
        );
        path = `/product/${latest.data.data[0]!.permalink}/`;
      }
      const sizes = await scriptBytes(page);
      await loadAndIdle(page, path, sizes);
      const islands = await islandScripts(page);
      for (const url of islands) expect([...sizes.keys()]).not.toContain(url);
      expect([...sizes.keys()].join(' ')).not.toMatch(/react|client\./i);
      console.log(
        `${name} (${path}) JavaScript before interaction: ${total(sizes)} bytes compressed in ${sizes.size} files`,
      );
      expect(total(sizes)).toBeLessThan(15 * 1024);
      if (withVehicle) expect([...sizes.keys()].join(' ')).toMatch(/fit-badges/);
      // The availability files: with a store, or on a product page after idle; never otherwise.
      const readsStock = withStore || name.startsWith('product');
      if (readsStock) {
        expect([...sizes.keys()].join(' ')).toMatch(/stock-lines/);
        await expect.poll(() => stockFiles.length).toBeGreaterThan(0);
      } else {
        expect([...sizes.keys()].join(' ')).not.toMatch(/stock-lines/);
        expect(stockFiles).toEqual([]);
      }

      if (name === 'product') {
        await page.getByRole('button', { name: 'ADD TO CART', exact: true }).hover();
        const addToCart = [...new Set(islands.filter((url) => /AddToCart|client\./.test(url)))];
        expect(addToCart).toHaveLength(2);
        await expect.poll(() => addToCart.every((url) => sizes.has(url))).toBe(true);
        console.log(
          `product JavaScript after interaction: ${total(sizes)} bytes compressed in ${sizes.size} files`,
        );
      }
    });
  }
});
