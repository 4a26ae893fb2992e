/**
 * Listing filters and sort (issue 52): a shopper narrows the brakes category by brand, price and sort
 * at 390 and 1366 px, with JavaScript (applied at once from the listing's facet data, no API call) and
 * without it (the form's Apply, answered by the site server); with a vehicle in My Garage the parts that
 * fit come first and those that do not last, badged, and "Only parts that fit" leaves them out. A
 * filtered address is noindex and in no sitemap. Screenshots go to /tmp/listing-shots/.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { ApiShopPage } from '../../src/lib/api/schemas/catalogue.ts';
import type { ListingData } from '../../src/lib/catalogue/listing-data.ts';
import {
  availabilityPath,
  bucketOf,
  bucketsOf,
  heldAt,
  type ProductAvailability,
} from '../../src/lib/stock/availability.ts';
import { PICKUP_STORE_KEY } from '../../src/stores/pickup-store-key.ts';
import { chooseRanger, contextWithRanger } from './garage-helpers.ts';
import { apiJson } from './helpers.ts';

const SHOTS = '/tmp/listing-shots';
const LISTING = '/shop/category/brakes/';
const WIDTHS = [390, 1366] as const;

/** The prices with GST the grid shows, in order. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-listing-static] .card .price .now').allTextContents();
  return texts.map((t) => Number((t.match(/\$([\d,]+\.\d\d)/)?.[1] ?? 'NaN').replace(/,/g, '')));
}

/** The listing's most common brand with at least two products, and its count, from the build's facet file. */
async function aBrand(page: Page): Promise<{ permalink: string; title: string; count: number }> {
  const data = (await (await page.request.get(`${LISTING}listing.json`)).json()) as ListingData;
  const counts = new Map<number, number>();
  for (const row of data.rows) counts.set(row[1], (counts.get(row[1]) ?? 0) + 1);
  const [index, count] = [...counts].filter(([i]) => i >= 0).sort((a, b) => b[1] - a[1])[0]!;
  const [permalink, title] = data.brands[index]!;
  return { permalink, title, count };
}

/**
 * The grid ranked for the Ranger: fits (or check fitment) first, then universal (no badge), then does
 * not fit, never back up. Polled: the ranked grid replaces the built one once the vehicle's file arrives.
 */
async function expectRanked(page: Page) {
  const badges = page.locator('[data-listing-static] .card [data-fit]');
  const rank = (text: string, hidden: boolean) => (hidden ? 1 : /^Does not fit/.test(text) ? 2 : 0);
  await expect
    .poll(async () => {
      const now = (
        await badges.evaluateAll((els) =>
          els.map((el) => [el.textContent ?? '', (el as HTMLElement).hidden] as const),
        )
      ).map(([text, hidden]) => rank(text, hidden));
      return now[0] === 0 && now.join() === [...now].sort((a, b) => a - b).join();
    })
    .toBe(true);
}

for (const width of WIDTHS) {
  test(`with JavaScript at ${width} px: brand, price and sort apply at once, noindex, without calling the API`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/shop')) apiCalls.push(r.url());
    });
    await page.goto(LISTING);
    const all = (await apiJson<ApiShopPage>(request, '/shop?category=BRK&pagination=15')).total;
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const brand = await aBrand(page);

    await page.getByRole('form', { name: 'Filter and sort' }).getByText('Filters', { exact: true }).click();
    await page.getByRole('checkbox', { name: new RegExp(`^${brand.title} \\(`) }).check();
    await expect(page).toHaveURL(new RegExp(`\\?brands=${brand.permalink}$`));
    await expect(page.locator('.listing-count')).toHaveText(new RegExp(`^${brand.count} of ${all} products`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    const withBrand = await apiJson<ApiShopPage>(
      request,
      `/shop?category=BRK&brand=${brand.permalink}&pagination=100`,
    );
    const titles = await page.locator('[data-listing-static] .card h2').allTextContents();
    expect(titles.length).toBe(brand.count <= 16 ? brand.count : 15);
    for (const title of titles) expect(withBrand.data.map((p) => p.title)).toContain(title.trim());

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await shownPrices(page);
        return prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
      })
      .toBe(true);
    const cheapest = (await shownPrices(page))[0]!;
    // A ceiling under the cheapest leaves nothing, and says so. Enter is one step in the history.
    const sorted = page.url();
    const steps = await page.evaluate(() => history.length);
    await page.getByLabel('to $').fill(String(Math.max(0, Math.floor(cheapest) - 1)));
    await page.getByLabel('to $').press('Enter');
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await expect(page).toHaveURL(/max=/);
    expect(await page.evaluate(() => history.length)).toBe(steps + 1);
    await page.goBack();
    await expect(page).toHaveURL(sorted);
    await expect(page.getByText('No products match these filters.')).toBeHidden();
    await page.goForward();
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/js-${width}-empty.png`, fullPage: false });
    await page.getByLabel('to $').fill('');
    await page.getByLabel('to $').press('Enter');
    await expect(page.locator('.listing-count')).toHaveText(new RegExp(`^${brand.count} of ${all}`));
    await page.screenshot({ path: `${SHOTS}/js-${width}-brand-price-sort.png`, fullPage: true });

    const axe = await new AxeBuilder({ page }).include('[data-listing]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // Back: the unfiltered listing as built, indexable again.
    await page.getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    await expect(page.locator('.listing-count')).toHaveText(new RegExp(`^${all} products`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.getByRole('link', { name: 'Clear filters' })).toBeHidden();
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  test(`without JavaScript at ${width} px: Apply asks the site server for the filtered, sorted view`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(LISTING);
    const brand = await aBrand(page);
    await page.getByRole('form', { name: 'Filter and sort' }).getByText('Filters', { exact: true }).click();
    await page.getByRole('checkbox', { name: new RegExp(`^${brand.title} \\(`) }).check();
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByRole('button', { name: 'Apply' }).click();
    // The browser's own GET of the form: every field, empty ones too.
    await expect(page).toHaveURL(new RegExp(`\\?sort=price-desc&brands=${brand.permalink}&min=&max=$`));
    await expect(page.locator('.listing-count')).toHaveText(new RegExp(`^${brand.count} of \\d+ products`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${LISTING}$`));
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${brand.title} \\(`) })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p, i) => i === 0 || prices[i - 1]! >= p)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/nojs-${width}-brand-sort.png`, fullPage: true });
    await context.close();
  });

  test(`with a vehicle at ${width} px: fitting parts first, misfits last and badged, and "only parts that fit"`, async ({
    browser,
  }) => {
    const context = await contextWithRanger(browser, width);
    const page = await context.newPage();
    await page.goto('/shop/category/brakes/brake-pads/');
    const badges = page.locator('[data-listing-static] .card [data-fit]');
    await expect(badges.filter({ hasText: 'Does not fit your Ranger' }).first()).toBeVisible();
    await expectRanked(page);
    await page.screenshot({ path: `${SHOTS}/vehicle-${width}-ranked.png`, fullPage: true });

    await page.getByLabel('Only parts that fit my Ranger').check();
    await expect(page).toHaveURL(/\?fit=1$/);
    await expect(badges.filter({ hasText: 'Does not fit your Ranger' })).toHaveCount(0);
    await expect(page.locator('.listing-count')).toHaveText(/ of \d+ products/);
    await page.screenshot({ path: `${SHOTS}/vehicle-${width}-fits-only.png`, fullPage: true });
    await context.close();
  });
}

test('a first vehicle chosen on a listing ranks it at once, without a reload', async ({ page }) => {
  await page.goto('/shop/category/brakes/brake-pads/');
  await expect(page.getByText('Only parts that fit my')).toBeHidden();
  await chooseRanger(page);
  await expectRanked(page);
  await expect(page.getByLabel('Only parts that fit my Ranger')).toBeVisible();
});

test('without a vehicle the listing keeps its built order, and the fit box stays hidden', async ({
  page,
}) => {
  await page.goto('/shop/category/brakes/brake-pads/');
  const built = await page.locator('[data-listing-static] .card h2').allTextContents();
  await page.getByLabel('Sort by').focus();
  await expect(page.locator('[data-lf-apply]')).toBeHidden();
  expect(await page.locator('[data-listing-static] .card h2').allTextContents()).toEqual(built);
  await expect(page.getByText('Only parts that fit my')).toBeHidden();
  // Nothing to clear on the listing as built.
  await expect(page.getByRole('link', { name: 'Clear filters' })).toBeHidden();
});

test('with a store chosen, "In stock at" shows only the parts that store holds now', async ({
  browser,
  request,
}) => {
  // What each collect store holds of the listing, counted here from the availability files the filter reads.
  const stores = await apiJson<{ data: { id: number; name: string }[] }>(request, '/stores');
  const data = (await (await request.get(`${LISTING}listing.json`)).json()) as ListingData;
  const files = new Map<number, Record<string, ProductAvailability>>();
  for (const bucket of bucketsOf(data.rows.map((row) => row[0]))) {
    const file = (await (await request.get(availabilityPath(bucket))).json()) as {
      products: Record<string, ProductAvailability>;
    };
    files.set(bucket, file.products);
  }
  const heldBy = (store: { id: number }) =>
    data.rows.filter(([id]) => heldAt(files.get(bucketOf(id))?.[id], store) > 0).length;
  // The store holding the fewest of them, so the filter leaves some out.
  const store = stores.data.toSorted((a, b) => heldBy(a) - heldBy(b))[0]!;
  const held = heldBy(store);
  expect(held).toBeGreaterThan(0);
  expect(held).toBeLessThan(data.rows.length);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PICKUP_STORE_KEY, JSON.stringify(store)],
  );
  const page = await context.newPage();
  await page.goto(LISTING);
  // Offered before the filters load (the stock lines show it), and applied by its first tick.
  const inStock = page.getByLabel(`In stock at ${store.name}`, { exact: true });
  await expect(inStock).toBeVisible();
  await inStock.check();
  await expect(page).toHaveURL(/\?stock=1$/);
  await expect(page.locator('.listing-count')).toHaveText(
    new RegExp(`^${held} of ${data.rows.length} products`),
  );
  // Every card shown says the store holds it.
  const lines = page.locator('[data-listing-static] .card [data-stock-line]');
  await expect
    .poll(async () => {
      const here = await lines.evaluateAll((all) => all.map((l) => l.classList.contains('stock-here')));
      return here.length > 0 && here.every(Boolean);
    })
    .toBe(true);
  await page.screenshot({ path: `${SHOTS}/store-1366-in-stock.png`, fullPage: false });
  await context.close();
});

test('a filtered address is noindex and in no sitemap', async ({ request }) => {
  const filtered = await request.get(`${LISTING}?sort=price-asc`);
  expect(filtered.status()).toBe(200);
  expect(filtered.headers()['x-robots-tag']).toBe('noindex');
  expect(await filtered.text()).toContain('<meta name="robots" content="noindex, follow"');
  // The vehicle's and store's filters, and a brand gone, have no server view: the listing as built, still not indexed.
  for (const query of ['fit=1', 'stock=1', 'brands=no-such-brand']) {
    const asBuilt = await request.get(`${LISTING}?${query}`);
    expect(asBuilt.status()).toBe(200);
    expect(asBuilt.headers()['x-robots-tag']).toBe('noindex');
  }
  expect((await request.get(LISTING)).headers()['x-robots-tag']).toBeUndefined();
  const index = await (await request.get('/sitemap.xml')).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(maps.length).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const map of maps) {
    const xml = await (await request.get(map)).text();
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  }
  // The listing is there, none of its filtered views.
  expect(urls.some((u) => u.endsWith(LISTING))).toBe(true);
  for (const url of urls) expect(url).not.toMatch(/[?&](sort|brands|min|max|pos|fit|stock|pg)=/);
});
