/**
 * Catalogue editing in the back office, in the browser against the running shop: an
 * editor changes a product's price, uploads an image, changes its title and permalink and saves;
 * after one rebuild the product page at the new address shows them, the old address answers 301
 * and search finds the new title. Two editors saving the same product: the second sees what changed.
 * Screenshots of the product list and editor at phone and desktop width. Runs in the `publishing`
 * project (after the others), since it changes the catalogue and waits for rebuilds.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import type { AdminProduct } from '../../src/lib/catalogue/catalogue-input.ts';
import { formatMoney } from '../../src/lib/pricing/money.ts';
import { shot } from './shots.ts';

const MACHINE = { Authorization: 'Bearer e2e-admin-token' };
const PASSWORD = 'Catalogue-editing-2026!';
/** Save-to-live figures, for a person to look at (SHOTS_DIR to keep them elsewhere). */
const SHOTS = process.env.SHOTS_DIR ?? join('test-results', 'catalogue-editing-shots');
const run = Date.now();
/** Letters only, so search matches it as one word. */
const word = `Zq${run
  .toString()
  .slice(-6)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

async function createEditor(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post('/api/admin/staff', {
    headers: MACHINE,
    data: { email, name: `Editor ${run}`, role: 'editor', password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** An editor signed in in a context of their own: they land on Products. */
async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeFocused({ timeout: 20_000 });
  return page;
}

/**
 * Plain products (no discount, not featured, not among the newest, which show on every product
 * page), from the end of the list: publishing.spec.ts takes the first, so the two never meet.
 */
async function plainProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const all = (await (await request.get('/api/catalogue/products?limit=2000')).json()) as {
    data: ApiProduct[];
  };
  const newest = new Set(
    [...all.data]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 12)
      .map((p) => p.id),
  );
  return all.data
    .filter((p) => !p.discount_data && !p.is_featured && !newest.has(p.id) && p.child_category)
    .reverse();
}

async function adminProduct(request: APIRequestContext, id: number): Promise<AdminProduct> {
  const res = await request.get(`/api/admin/products/${id}`, { headers: MACHINE });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: AdminProduct }).data;
}

/** A PNG the upload re-encodes to WebP: 640×480, a colour of this run. */
const png = () =>
  sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: run % 256, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();

test('an editor changes price, image, title and permalink; one rebuild later the site shows them', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const email = `editor.${run}@example.com`;
  await createEditor(request, email);
  const product = await adminProduct(request, (await plainProducts(request))[0]!.id);
  const oldPath = `/product/${product.permalink}/`;
  const newTitle = `${product.title} ${word}`;
  const newPermalink = `${product.permalink}-${word.toLowerCase()}`;
  const newPath = `/product/${newPermalink}/`;
  const newCents = product.price_cents + 1234;
  const alt = `Side view ${word}`;

  const page = await signIn(browser, email);
  await page.getByLabel('Search', { exact: true }).fill(product.sku);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('link', { name: product.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeFocused();

  await page.getByLabel('Price (ex GST)').fill((newCents / 100).toFixed(2));
  await page
    .getByLabel('Upload images')
    .setInputFiles({ name: 'side.png', mimeType: 'image/png', buffer: await png() });
  const count = product.images.length + 1;
  await expect(page.getByLabel(`Alt text for image ${count}`)).toBeVisible({ timeout: 20_000 });
  // The new image becomes the first (featured) one, moved up with the keyboard-focusable buttons.
  for (let n = count; n > 1; n--) await page.getByRole('button', { name: `Move image ${n} up` }).click();
  const uploaded = (await page.locator('.image-list img').first().getAttribute('src'))!;
  expect(uploaded).toMatch(/^\/storage\/uploads\/products\/[0-9a-f]{32}\.webp$/);
  await page.getByLabel(/^Alt text for image 1(?!\d)/).fill(alt);
  await page.getByLabel('Title', { exact: true }).fill(newTitle);
  await page.getByLabel('Permalink').fill(newPermalink);
  await expect(page.getByText(`the old address ${oldPath} will redirect there`)).toBeVisible();

  const saved = Date.now();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.save-bar').getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  const status = page.locator('.publish-status');
  await expect(status).toContainText(/Waiting to publish|Publishing|Live on the site/);
  await expect(status).toContainText('Live on the site since', { timeout: 180_000 });
  const wall = (Date.now() - saved) / 1000;
  const shown = Number(/\((\d+) s after saving\)/.exec((await status.textContent()) ?? '')?.[1]);
  console.log(
    `Product edit live ${shown} s after saving (the UI's figure); ${wall.toFixed(1)} s from clicking Save`,
  );
  await mkdir(SHOTS, { recursive: true });
  await writeFile(
    join(SHOTS, 'save-to-live.json'),
    JSON.stringify({ product: product.id, shown, wall }, null, 2),
  );

  // The new address: the new price and the new image, with its alt text.
  const shopper = await (await browser.newContext()).newPage();
  const res = await shopper.goto(newPath);
  expect(res?.status()).toBe(200);
  await expect(shopper.locator('main').getByText(formatMoney(newCents)).first()).toBeVisible();
  await expect(shopper.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  const image = shopper.locator(`main img[src^="${uploaded}"]`).first();
  await expect(image).toBeAttached();
  await expect(image).toHaveAttribute('alt', alt);

  // The old address moves there for good.
  for (const path of [oldPath, oldPath.slice(0, -1)]) {
    const old = await request.get(path, { maxRedirects: 0 });
    expect(old.status(), path).toBe(301);
    expect(old.headers().location, path).toMatch(new RegExp(`${newPath.replace(/[/.-]/g, '\\$&')}$`));
  }

  // Search finds it under the new title.
  await shopper.getByRole('combobox', { name: 'Search products' }).pressSequentially(word, { delay: 50 });
  await expect(shopper.getByRole('option', { name: new RegExp(word) })).toContainText(newTitle, {
    timeout: 15_000,
  });
});

test('two editors save the same product: the second sees what changed and keeps their change', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [first, second] = [`first.${run}@example.com`, `second.${run}@example.com`];
  await createEditor(request, first);
  await createEditor(request, second);
  const product = (await plainProducts(request))[1]!;
  const pages = [await signIn(browser, first), await signIn(browser, second)];
  for (const page of pages) {
    await page.goto(`/admin/#/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByLabel('SEO keywords')).toBeEditable();
  }
  const [a, b] = pages as [Page, Page];

  await a.getByLabel('SEO keywords').fill(`alpha ${word}`);
  await a.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(a.locator('.save-bar').getByRole('status')).toHaveText('Saved.');

  await b.getByLabel('SEO keywords').fill(`beta ${word}`);
  await b.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = b.getByRole('alert').filter({ hasText: 'Someone else saved this' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`SEO keywords: yours beta ${word}, saved alpha ${word}`);
  await shot(b, 'catalogue-editing/conflict-1366.png');

  await notice.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(b.locator('.save-bar').getByRole('status')).toHaveText('Saved.');
  expect((await adminProduct(request, product.id)).seo_keywords).toBe(`beta ${word}`);
});

test('the product list, editor and import screen fit 390 and 1366 px with no axe violations', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `shots.editor.${run}@example.com`;
  await createEditor(request, email);
  const product = (await plainProducts(request))[2]!;
  const page = await signIn(browser, email);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/admin/#/products');
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await shot(page, `catalogue-editing/products-${width}.png`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const list = await new AxeBuilder({ page }).analyze();
    expect(list.violations.map((v) => `list: ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

    await page.goto(`/admin/#/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Long description formatting' })).toBeVisible();
    await expect(page.locator('.image-list img').first()).toBeVisible();
    await shot(page, `catalogue-editing/product-editor-${width}.png`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const editor = await new AxeBuilder({ page }).analyze();
    expect(editor.violations.map((v) => `editor: ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);

    await page.goto('/admin/#/product-import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import and export products' })).toBeFocused();
    await shot(page, `catalogue-editing/product-import-${width}.png`, { fullPage: true });
  }

  // Import: a dry run names the bad line; "Skip bad rows" imports the rest (unchanged here, so no rebuild).
  await page.goto('/admin/#/product-import');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await (await request.get('/api/admin/products/export.csv', { headers: MACHINE })).text();
  const [header, ...records] = parse(exported) as string[][];
  const rows = [header!, ...records.slice(0, 3).map((r) => [...r])];
  rows[3]![header!.indexOf('price')] = 'abc';
  const badLine = stringify(rows.slice(0, 3)).split('\n').length;
  await page.getByLabel('CSV file').setInputFiles({
    name: 'three.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(stringify(rows)),
  });
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText('Dry run: 3 rows, 2 valid, 1 with errors. Nothing was written.')).toBeVisible();
  const bad = page.getByRole('table').getByRole('row').filter({ hasText: 'price' });
  await expect(bad.getByRole('rowheader')).toHaveText(String(badLine));
  await shot(page, 'catalogue-editing/product-import-dry-run-1366.png', { fullPage: true });
  await page.getByLabel('Skip bad rows').check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByText(/Imported: 0 created, 0 updated, 2 unchanged, 1 row with errors skipped/),
  ).toBeVisible();

  // A field error is shown beside its field and read with it; the first bad field takes focus.
  await page.goto(`/admin/#/products/${product.id}`);
  await page.getByLabel('Price (ex GST)').fill('-3');
  await page.getByLabel('Permalink').fill('Not A Permalink');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const permalink = page.getByLabel('Permalink');
  await expect(permalink).toBeFocused();
  await expect(permalink).toHaveAttribute('aria-invalid', 'true');
  await expect(permalink).toHaveAccessibleDescription(
    /lower-case letters and digits joined by single dashes/,
  );
  // The field's hint and then its error.
  await expect(page.getByLabel('Price (ex GST)')).toHaveAccessibleDescription(/Price cannot be negative$/);
  await shot(page, 'catalogue-editing/product-editor-errors-1366.png');
});

test('an editor creates a product, duplicates it and switches the copy on and off', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `maker.${run}@example.com`;
  await createEditor(request, email);
  const page = await signIn(browser, email);
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeFocused();
  const title = `Test Widget ${word}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  // The permalink follows the title until the editor types one.
  await expect(page.getByLabel('Permalink')).toHaveValue(`test-widget-${word.toLowerCase()}`);
  await page.getByLabel('SKU').fill(`TW-${run}`);
  await page.getByLabel('Price (ex GST)').fill('19.95');
  await page.getByLabel('Brand').selectOption({ index: 1 });
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  // Weight and packed size: without them the copy could not be activated (it would be shipped).
  await page.getByLabel('Weight (g)').fill('450');
  await page.getByLabel('Length (mm)').fill('200');
  await page.getByLabel('Width (mm)').fill('150');
  await page.getByLabel('Height (mm)').fill('80');
  // Kept off the site while it is being made.
  await page.getByLabel('Active (shown on the site)').uncheck();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.locator('.save-bar').getByRole('status')).toHaveText('Product created.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(page.url()).toMatch(/#\/products\/\d+$/);

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Copy of ${title}` })).toBeVisible();
  await expect(page.locator('.save-bar').getByRole('status')).toContainText('It is inactive');
  await expect(page.getByLabel('SKU')).toHaveValue(`TW-${run}-COPY`);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.locator('.save-bar').getByRole('status')).toContainText('Activated');
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.locator('.save-bar').getByRole('status')).toContainText('Deactivated');
  const id = Number(/#\/products\/(\d+)$/.exec(page.url())?.[1]);
  expect((await adminProduct(request, id)).active).toBe(false);
});

test('Delete asks first, removes a product never ordered, and refuses one that was ordered', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `delete.editor.${run}@example.com`;
  await createEditor(request, email);
  const source = (await plainProducts(request))[3]!;
  const copy = (await (
    await request.post(`/api/admin/products/${source.id}/duplicate`, { headers: MACHINE })
  ).json()) as { data: AdminProduct };
  const page = await signIn(browser, email);
  await page.goto(`/admin/#/products/${copy.data.id}`);
  await expect(page.getByRole('heading', { level: 1, name: copy.data.title })).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page.locator('.save-bar'), `catalogue-editing/delete-button-${width}.png`);
  }

  // Dismissed, nothing happens; accepted, the product goes and the list says so.
  page.once('dialog', (d) => void d.dismiss());
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: copy.data.title })).toBeVisible();
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  expect(asked).toBe(`Delete "${copy.data.title}" (SKU ${copy.data.sku})? This cannot be undone.`);
  await expect(page.getByText(`Deleted ${copy.data.title} (SKU ${copy.data.sku}).`)).toBeVisible();
  expect((await request.get(`/api/admin/products/${copy.data.id}`, { headers: MACHINE })).status()).toBe(404);

  // A product with an order stays: the editor is told to deactivate it instead.
  const ordered = await request.post('/api/place-order', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      f_name: 'Dee',
      l_name: 'Lete',
      email: `dee.${run}@example.com`,
      phone: '0412345678',
      street_address: '1 George St',
      city: 'Sydney',
      state: 'NSW',
      post_code: '2000',
      payment_method: 'Stripe',
      stripePaymentMethodId: 'pm_card_visa',
      products: [{ id: source.id, quantity: 1 }],
    },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  await page.goto(`/admin/#/products/${source.id}`);
  await expect(page.getByRole('heading', { level: 1, name: source.title })).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.locator('.save-bar').getByRole('alert')).toContainText(
    'This product has been ordered, so it cannot be deleted',
  );
});
