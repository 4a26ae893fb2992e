import { expect, test } from '@playwright/test';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import { apiJson } from './helpers.ts';

test('nothing of the search is downloaded before the search box is focused', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  // Past the page's idle-time work too (an idle callback queued now runs after any the page queued).
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
  // Neither the index nor the box's code (search-box.ts and what it imports): only its small loader.
  const search = (u: string) => u.startsWith('/pagefind/') || /\/_astro\/search-box\./.test(u);
  expect(requests.filter(search)).toEqual([]);
  await page.getByRole('combobox', { name: 'Search products' }).focus();
  await expect.poll(() => requests.some((u) => u === '/pagefind/pagefind.js')).toBe(true);
  // No framework: the box is plain script, so no React comes with it.
  expect(requests.filter((u) => /react|client\./i.test(u))).toEqual([]);
});

test('the search box: short input, searching, up to 15 results with image, title and price, no results', async ({
  page,
}) => {
  await page.route('**/pagefind/index/**', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('');
  await box.pressSequentially('br');
  await expect(page.getByText('Number of characters at least are 3')).toBeVisible();
  await box.fill('');
  await expect(page.getByText('Number of characters at least are 3')).toBeHidden();

  await box.pressSequentially('bosch');
  await expect(page.getByText('Searching...')).toBeVisible();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(15);
  await expect(options.first().locator('img')).toHaveAttribute('src', /\/storage\/uploads\/products\//);
  // The price paid with GST first, the ex-GST price beside it (docs/design.md#lawful-price-display).
  await expect(options.first()).toContainText(/Bosch .+\$[\d,]+\.\d{2} inc GST, \$[\d,]+\.\d{2} ex GST/);

  await box.fill('zzqqxxnothing');
  await expect(page.getByText('Data not found')).toBeVisible();
});

test('arrow keys cycle through results; Enter opens the chosen product and resets the box', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.pressSequentially('bosch');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  await box.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await box.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  const title =
    (await options
      .nth(count - 1)
      .locator('span')
      .first()
      .textContent()) ?? '';
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
});

test('the first Arrow Up picks the last result', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.pressSequentially('bosch');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(2);
  await box.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
  await box.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
});

test('an exact part number comes first, also without its brand prefix', async ({ page, request }) => {
  const { data } = await apiJson<{ data: ApiProduct[] }>(request, '/catalogue/products?limit=2000');
  // The part whose number shares its letters with the most others (e.g. BRK62229 among every BRK part).
  const tail = (p: ApiProduct) => p.sku.split('-').slice(1).join('');
  const letters = (p: ApiProduct) => /^[A-Z]+/i.exec(tail(p))?.[0] ?? '';
  const groups = Map.groupBy(
    data.filter((p) => letters(p)),
    letters,
  );
  const crowd = [...groups.values()].sort((a, b) => b.length - a.length)[0]!;
  expect(crowd.length).toBeGreaterThan(15);
  const product = crowd.at(-1)!;
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  for (const query of [tail(product), product.sku, tail(product).toLowerCase()]) {
    await box.fill(query);
    await expect(page.getByRole('option').first(), query).toContainText(product.title);
  }
  await page.goto(`/search-results/?query=${encodeURIComponent(tail(product))}`);
  await expect(page.locator('main .grid > li').first()).toContainText(product.title);
  await expect(page.locator('main .grid > li .price').first()).toHaveText(
    /^\$[\d,]+\.\d{2} inc GST, \$[\d,]+\.\d{2} ex GST$/,
  );
});

test('a query with a word found nowhere finds nothing', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  // An earlier search loads more of the index, as a shopper's would; Pagefind then matched the
  // "zz" of a battery N70ZZ for "zzqxzzqx".
  await box.fill('toyota');
  await expect(page.getByRole('option').first()).toBeVisible();
  for (const query of ['zzqxzzqx', 'zzx', 'bosch zzqxzzqx']) {
    await box.fill(query);
    await expect(page.getByText('Data not found'), query).toBeVisible();
    await expect(page.getByRole('option'), query).toHaveCount(0);
  }
  await page.goto('/search-results/?query=bosch%20zzqxzzqx');
  await expect(page.getByText('No results found.')).toBeVisible();
});

test('a search that cannot run says so instead of "Data not found"', async ({ page }) => {
  await page.route('**/pagefind/pagefind.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.fill('bosch');
  await expect(page.getByRole('alert')).toHaveText('Error fetching search results');
  await expect(page.getByText('Data not found')).toHaveCount(0);

  // The runtime loaded, then the index stops answering (500 without a body) before the first search.
  await page.unroute('**/pagefind/pagefind.js');
  await page.reload();
  const loaded = page.waitForResponse(/\.pf_meta/);
  await box.click();
  await loaded;
  await page.route('**/pagefind/**', (route) => route.fulfill({ status: 500, body: '' }));
  await box.fill('filter');
  await expect(page.getByRole('alert')).toHaveText('Error fetching search results');
  await expect(page.getByText('Data not found')).toHaveCount(0);
  // Once the index answers again, the next search works.
  await page.unroute('**/pagefind/**');
  await box.fill('filters');
  await expect(page.getByRole('option').first()).toBeVisible();
});

test('Enter without a chosen result opens the results page', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.pressSequentially('filter');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-results\/\?query=filter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for filter');
});

test('a part number is found with or without its dashes and spaces', async ({ page, request }) => {
  const { data } = await apiJson<{ data: ApiProduct[] }>(request, '/catalogue/products?limit=5');
  const product = data[3]!;
  const compact = product.sku.replace(/[^0-9A-Z]/gi, '');
  const spaced = product.sku.replace(/-/g, ' ').replace(/([A-Z])(\d)/gi, '$1 $2');
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  for (const query of [
    product.sku,
    compact,
    compact.toLowerCase(),
    spaced,
    product.sku.replace(/(\d{2})(\d+)$/, '-$1-$2'),
  ]) {
    await box.fill(query);
    await expect(
      page.getByRole('option', { name: new RegExp(product.title.replace(/[()/.]/g, '.')) }),
      query,
    ).toBeVisible();
  }
});

test('the results page shows 15 a page with numbered pages, and its empty and error states', async ({
  page,
}) => {
  await page.goto('/search-results/?query=bosch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for bosch');
  const status = page.getByRole('status').filter({ hasText: 'products' });
  const total = Number(((await status.textContent()) ?? '').replace(/\D/g, ''));
  expect(total).toBeGreaterThan(15);
  await expect(page.locator('main .grid > li')).toHaveCount(15);
  const pages = Math.ceil(total / 15);
  const numbers = (
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /^Page \d+$/ })
      .allTextContents()
  ).map((t) => t.trim());
  if (pages <= 5) expect(numbers).toEqual(Array.from({ length: pages }, (_, i) => String(i + 1)));
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('main .grid > li').first()).toBeVisible();

  await page.goto('/search-results/?query=zzqqxxnothing');
  await expect(page.getByText('No results found.')).toBeVisible();

  await page.route('**/pagefind/pagefind.js', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/search-results/?query=bosch');
  await expect(page.getByText('Error fetching search results')).toBeVisible();
});

test('SEARCH_BACKEND=api: the box and the results page ask GET /api/search-product, with the bearer token when signed in', async ({
  page,
  request,
}) => {
  const { data } = await apiJson<{ data: ApiProduct[] }>(request, '/catalogue/products?limit=5');
  const product = data[2]!;
  // The page as a build with SEARCH_BACKEND=api writes it (lib/search-backend): same markup, the API named.
  await page.route(/\/(search-results\/)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      'data-search-backend="pagefind"',
      'data-search-backend="api"',
    );
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript(() =>
    sessionStorage.setItem(
      'storefront:session',
      JSON.stringify({
        user: { name: 'Dana', trade_status: 'none' },
        token: 'e2e-token',
        timestamp: Date.now(),
      }),
    ),
  );
  // The made-up token passes the check on load (session-check.spec.ts tests a real one).
  await page.route('**/api/profile', (route) => route.fulfill({ json: { data: null } }));
  const pagefind: string[] = [];
  page.on('request', (r) => r.url().includes('/pagefind/') && pagefind.push(r.url()));
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  const asked = page.waitForRequest((r) => r.url().includes('/api/search-product?'));
  await box.fill(product.sku);
  const call = await asked;
  expect(new URL(call.url()).searchParams.get('search')).toBe(product.sku);
  expect(call.headers().authorization).toBe('Bearer e2e-token');
  await expect(page.getByRole('option').first()).toContainText(product.title);
  await expect(page.getByRole('option').first()).toContainText(
    /\$[\d,]+\.\d{2} inc GST, \$[\d,]+\.\d{2} ex GST/,
  );
  await box.fill('zzqqxxnothing');
  await expect(page.getByText('Data not found')).toBeVisible();

  await page.goto(`/search-results/?query=${encodeURIComponent(product.sku)}`);
  await expect(page.locator('main .grid > li').first()).toContainText(product.title);
  expect(pagefind).toEqual([]);
});
