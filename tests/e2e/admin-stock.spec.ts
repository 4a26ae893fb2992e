/**
 * Stock by location in the back office, in the browser against the running shop: a product's levels
 * and an adjustment (and the API's refusal of one beside its field), its settings, a stock CSV
 * (per-line errors, dry run, import) and the low-stock list it feeds, locations, what staff who may
 * only read stock see, and a click & collect order from the pick list to Collected. Each new screen
 * passes axe and fits at 390 and 1366 px (screenshots with SHOTS_DIR).
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { checkForm, WIDTHS } from './admin-form-checks.ts';
import { shot } from './shots.ts';
import { createStaff, MACHINE, signInStaff } from './staff-helpers.ts';

const run = Date.now();

interface Product {
  id: number;
  title: string;
  sku: string;
}

interface Level {
  location_id: number;
  location: string;
  on_hand: number;
  reserved: number;
}

/** An active product, by its place in the back office's list (well away from the first, which other suites order). */
async function productAt(request: APIRequestContext, place: number): Promise<Product> {
  const res = await request.get(`/api/admin/products?active=true&per_page=1&page=${place}`, {
    headers: MACHINE,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Product[] }).data[0]!;
}

async function levelsOf(request: APIRequestContext, productId: number): Promise<Level[]> {
  const res = await request.get(`/api/admin/products/${productId}/stock`, { headers: MACHINE });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { levels: Level[] } }).data.levels;
}

/** Sets the product's levels through the stock import (the machine token), as a test's cleanup. */
async function importLevels(request: APIRequestContext, sku: string, levels: Level[]): Promise<void> {
  const csv = `sku,location,on_hand\n${levels.map((l) => `${sku},${l.location},${l.on_hand}`).join('\n')}\n`;
  const res = await request.post('/api/admin/stock/import?mode=apply', {
    headers: { ...MACHINE, 'Content-Type': 'text/csv' },
    data: csv,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const at = (levels: Level[], name: string) => levels.find((l) => l.location === name)!;

async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
}

/** The screen has loaded, fits the width and axe finds nothing on it; kept as a screenshot. */
async function checkScreen(page: Page, name: string, width: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await shot(page, `admin-stock/${name}-${width}.png`, { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map(
      (v) => `${name}@${width}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([]);
}

/** A screen opened afresh (the same address again would not), from the dashboard. */
async function openScreen(page: Page, hash: string, heading: string | RegExp): Promise<void> {
  await page.goto('/admin/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(`/admin/#/${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function openMenu(page: Page, link: string, heading: string | RegExp): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

function csvFile(text: string) {
  return { name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(text) };
}

test("a product's stock: an adjustment changes its level, a refused one is said beside its field", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `stock.adjust.${run}@example.com`;
  await createStaff(request, 'manager', email);
  const product = await productAt(request, 120);
  const before = at(await levelsOf(request, product.id), 'Penrith');
  const page = await signInStaff(browser, email);
  await setWidth(page, 1366);
  const openProduct = async (p: Page) => {
    await openScreen(p, `products/${product.id}`, product.title);
    await expect(p.getByRole('region', { name: 'Stock' }).getByRole('table')).toBeVisible();
  };
  await openProduct(page);

  // Counted: the product form's status is the stock's, not a choice.
  const status = page.locator('#product-stock_status');
  await expect(status).toHaveAttribute('readonly', '');
  await expect(status).toHaveAccessibleDescription(/Worked out from stock/);

  const stock = page.getByRole('region', { name: 'Stock' });
  const adjust = page.getByRole('form', { name: 'Adjust stock' });
  await adjust.getByLabel('Location', { exact: true }).selectOption(String(before.location_id));
  await adjust.getByRole('radio', { name: 'Received' }).check();
  await adjust.getByLabel('Quantity received').fill('5');
  await adjust.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(adjust.getByRole('status')).toHaveText(
    `Stock adjusted: Penrith has ${before.on_hand + 5} on hand.`,
  );
  const row = stock.getByRole('row', { name: /^Penrith/ });
  await expect(row.getByRole('cell').first()).toHaveText(String(before.on_hand + 5));

  // A count sets on hand; the table follows.
  await adjust.getByRole('radio', { name: 'Counted' }).check();
  await adjust.getByLabel('Counted on hand').fill(String(before.on_hand + 2));
  await adjust.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(row.getByRole('cell').first()).toHaveText(String(before.on_hand + 2));

  // The settings: a threshold that is not a number is refused in the browser, then saved.
  const settings = page.getByRole('form', { name: 'Settings', exact: true });
  await settings.getByLabel('Low-stock threshold').fill('');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByLabel('Low-stock threshold')).toBeFocused();
  await expect(settings.getByLabel('Low-stock threshold')).toHaveAccessibleDescription(
    /Enter a whole number from 0 to 10,000\./,
  );
  await settings.getByLabel('Low-stock threshold').fill('6');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Stock settings saved.');

  // More damaged than the shelf holds: the API's refusal, beside the quantity.
  await checkForm(page, {
    name: 'stock-adjust',
    open: openProduct,
    form: (p) => p.getByRole('form', { name: 'Adjust stock' }),
    change: (p) => p.getByRole('form', { name: 'Adjust stock' }).getByLabel('Quantity received').fill('2'),
    refuse: async (p) => {
      const form = p.getByRole('form', { name: 'Adjust stock' });
      await form.getByRole('radio', { name: 'Damaged' }).check();
      await form.getByLabel('Quantity damaged').fill('900000');
      await form.getByRole('button', { name: 'Adjust stock' }).click();
    },
    field: (p) => p.getByRole('form', { name: 'Adjust stock' }).getByLabel('Quantity damaged'),
    message: /^Only \d+ on hand at .+\.$/,
  });
  for (const width of WIDTHS) {
    await setWidth(page, width);
    await openProduct(page);
    await checkScreen(page, 'product-editor', width);
  }
  await page.context().close();
});

test('a stock CSV: errors by line, then a dry run and an import that the low-stock list shows', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `stock.csv.${run}@example.com`;
  await createStaff(request, 'owner', email);
  const product = await productAt(request, 140);
  const levels = await levelsOf(request, product.id);
  const page = await signInStaff(browser, email);
  await setWidth(page, 1366);
  await openMenu(page, 'Stock CSV', 'Stock CSV');

  const form = page.getByRole('form', { name: 'Import' });
  const file = form.getByLabel('CSV file');
  await file.setInputFiles(
    csvFile(`sku,location,on_hand\n${product.sku},Penrith,1\n${product.sku},Nowhere,1\n`),
  );
  await form.getByRole('button', { name: 'Dry run' }).click();
  await expect(form.getByRole('alert')).toHaveText('1 row has a problem: nothing was imported.');
  const bad = form.getByRole('table', { name: 'Import errors' }).getByRole('row', { name: /^3/ });
  await expect(bad).toContainText('location');
  await expect(bad).toContainText('No location is named Nowhere.');
  await expect(form.getByRole('button', { name: 'Import' })).toBeDisabled();
  await checkScreen(page, 'stock-csv-errors', 1366);

  // Two available over every location: at most the threshold, so Low stock (put back as it was at
  // the end: the other suites' orders and site builds expect this product in stock).
  try {
    const rows = levels.map((l) => `${product.sku},${l.location},${l.location === 'Penrith' ? 2 : 0},0`);
    await file.setInputFiles(csvFile(`sku,location,on_hand,safety_stock\n${rows.join('\n')}\n`));
    await form.getByRole('button', { name: 'Dry run' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Dry run: ${levels.length} rows for 1 product, every one valid. Nothing was written. Import when ready.`,
    );
    await form.getByRole('button', { name: 'Import' }).click();
    await expect(form.getByRole('status')).toHaveText(
      new RegExp(`^Imported ${levels.length} rows for 1 product: \\d+ levels? changed\\.$`),
    );
    expect(at(await levelsOf(request, product.id), 'Penrith').on_hand).toBe(2);

    await openMenu(page, 'Low stock', 'Low stock');
    const line = page.getByRole('row', {
      name: new RegExp(`^${product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await expect(line).toContainText('Low stock');
    await expect(line.getByRole('cell').nth(2)).toHaveText('2');
    for (const width of WIDTHS) {
      await setWidth(page, width);
      await checkScreen(page, 'low-stock', width);
    }
    await line.getByRole('link', { name: product.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeFocused();
    await expect(
      page
        .getByRole('row', { name: /^Penrith/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('2');
    for (const width of WIDTHS) {
      await setWidth(page, width);
      await checkScreen(page, 'product-stock', width);
    }
    await setWidth(page, 390);
    await page.goto('/admin/#/stock-csv');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock CSV' })).toBeVisible();
    await checkScreen(page, 'stock-csv', 390);
    await page.context().close();
  } finally {
    await importLevels(request, product.sku, levels);
  }

  // Support reads stock and changes none of it.
  const support = `stock.support.${run}@example.com`;
  await createStaff(request, 'support', support);
  const reader = await signInStaff(browser, support);
  const menu = reader.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('list', { name: 'Stock' }).getByRole('link')).toHaveText([
    'Low stock',
    'Pick list',
    'Locations',
    'Stock CSV',
  ]);
  await expect(menu.getByRole('link', { name: 'Products' })).toHaveCount(0);
  await reader.goto(`/admin/#/stock/${product.id}`);
  await expect(reader.getByRole('row', { name: /^Penrith/ })).toBeVisible();
  await expect(reader.getByText('Counted by location', { exact: true })).toBeVisible();
  await expect(reader.getByRole('main').getByRole('form')).toHaveCount(0);
  await reader.goto('/admin/#/stock-csv');
  await expect(reader.getByRole('button', { name: 'Export stock CSV' })).toBeVisible();
  await expect(reader.getByRole('form', { name: 'Import' })).toHaveCount(0);
  await reader.goto('/admin/#/locations');
  await expect(reader.getByRole('link', { name: 'Penrith' })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'New location' })).toHaveCount(0);
  await reader.context().close();
});

test('locations: a rule only the server knows is said beside its field; a new one is saved and edited', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `stock.locations.${run}@example.com`;
  await createStaff(request, 'owner', email);
  const page = await signInStaff(browser, email);
  const form = (p: Page) => p.getByRole('form', { name: 'Location' });
  const fill = async (p: Page, name: string, postcode: string) => {
    await form(p).getByLabel('Name', { exact: true }).fill(name);
    await form(p).getByLabel('Street address').fill('1 Test Street');
    await form(p).getByLabel('Suburb').fill('Blacktown');
    await form(p).getByLabel('State').selectOption('NSW');
    await form(p).getByLabel('Postcode').fill(postcode);
  };
  await checkForm(page, {
    name: 'location',
    open: (p) => openScreen(p, 'locations/new', 'New location'),
    form,
    change: (p) => form(p).getByLabel('Name', { exact: true }).fill('Blacktown'),
    refuse: async (p) => {
      await fill(p, `Refused ${run}`, 'ABCD');
      await form(p).getByRole('button', { name: 'Save' }).click();
    },
    field: (p) => form(p).getByLabel('Postcode'),
    message: 'Postcode must be 4 digits.',
  });

  await setWidth(page, 1366);
  await openMenu(page, 'Locations', 'Locations');
  await page.getByRole('link', { name: 'New location' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New location' })).toBeFocused();
  const name = `Depot ${run}`;
  await fill(page, name, '2148');
  await form(page).getByLabel('Kind').selectOption('warehouse');
  await form(page).getByLabel('Sort order').fill('900');
  // Not in use: the parallel suites' orders never reach it.
  await form(page).getByLabel('In use').uncheck();
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByRole('status')).toHaveText('Location saved.');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/#\/locations\/\d+$/);
  await expect(form(page).getByText(/Publishing|Live on the site/)).toHaveCount(0);
  await form(page).getByLabel('Phone').fill('02 9999 0000');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByRole('status')).toHaveText('Location saved.');
  for (const width of WIDTHS) {
    await setWidth(page, width);
    await page.reload();
    await expect(form(page).getByLabel('Phone')).toHaveValue('02 9999 0000');
    await checkScreen(page, 'location', width);
  }
  await page.goto('/admin/#/locations');
  const row = page.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row).toContainText('Warehouse');
  await expect(row.getByRole('cell').last()).toHaveText('No');
  for (const width of WIDTHS) {
    await setWidth(page, width);
    await checkScreen(page, 'locations', width);
  }
  await page.context().close();
});

test('a click & collect order: held at its store, on its pick list, then ready to collect and collected', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `stock.collect.${run}@example.com`;
  await createStaff(request, 'owner', email);
  const product = await productAt(request, 160);
  const stores = (await (await request.get('/api/stores')).json()) as {
    data: { id: number; name: string; hours: string[] }[];
  };
  const store = stores.data.find((s) => s.name === 'Penrith')!;
  // Enough on Penrith's shelf that the order is held there.
  const received = await request.post(`/api/admin/products/${product.id}/stock/adjustments`, {
    headers: MACHINE,
    data: { location_id: store.id, reason: 'received', quantity: 3 },
  });
  expect(received.ok(), await received.text()).toBe(true);
  const placed = await request.post('/api/place-order', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      f_name: 'Rita',
      l_name: 'Collects',
      email: `stock.collector.${run}@example.com`,
      phone: '0412345678',
      street_address: '1 George St',
      city: 'Sydney',
      state: 'NSW',
      post_code: '2000',
      payment_method: 'Stripe',
      stripePaymentMethodId: 'pm_card_visa',
      products: [{ id: product.id, quantity: 1 }],
      pickup_location_id: store.id,
    },
  });
  const body = (await placed.json()) as { order?: { invoice_number: string }; message: string };
  expect(placed.ok(), body.message).toBe(true);
  const invoice = body.order!.invoice_number;

  const page = await signInStaff(browser, email);
  const openOrder = (p: Page) => openScreen(p, `orders/${invoice}`, `Order ${invoice}`);
  await setWidth(page, 1366);
  await openOrder(page);
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer.getByRole('heading', { name: 'Collect from Penrith' })).toBeVisible();
  await expect(
    customer.getByRole('list', { name: 'Opening hours of Penrith' }).getByRole('listitem'),
  ).toHaveText(store.hours);
  await expect(customer.getByRole('heading', { name: 'Shipping' })).toHaveCount(0);
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByText('1 reserved at Penrith')).toBeVisible();

  // The pick list of the store has the line, and none for a day long past.
  await openMenu(page, 'Pick list', 'Pick list');
  const choose = page.getByRole('form', { name: 'Choose the pick list' });
  await choose.getByLabel('Location').selectOption({ label: 'Penrith' });
  await choose.getByRole('button', { name: 'Show' }).click();
  const line = page.getByRole('row', { name: new RegExp(`^${invoice}`) });
  await expect(line).toContainText(product.sku);
  await expect(line).toContainText('Collect');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  for (const width of WIDTHS) {
    await setWidth(page, width);
    await checkScreen(page, 'pick-list', width);
    // On paper: the list alone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
    await expect(choose).toBeHidden();
    await expect(line).toBeVisible();
    await shot(page, `admin-stock/pick-list-print-${width}.png`, { fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  }
  await choose.getByLabel('Placed on').fill('2020-01-01');
  await choose.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(/^Nothing to pick here/)).toBeVisible();

  await setWidth(page, 1366);
  await openOrder(page);
  await page.getByRole('button', { name: 'Mark ready to collect' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The order is now' })).toHaveText(
    'The order is now ready to collect.',
  );
  await expect(page.getByRole('button', { name: 'Mark processing' })).toHaveCount(0);

  // Who collected it is required: the API's message beside the field.
  const collected = (p: Page) => p.getByRole('form', { name: 'Collected' });
  await checkForm(page, {
    name: 'order-collected',
    open: openOrder,
    form: collected,
    change: (p) => collected(p).getByLabel('Collected by').fill('Rita'),
    refuse: async (p) => {
      await collected(p).getByLabel('Collected by').fill('');
      await collected(p).getByRole('button', { name: 'Mark collected' }).click();
    },
    field: (p) => collected(p).getByLabel('Collected by'),
    message: /Enter the name of the person who collected the order\.$/,
  });
  for (const width of WIDTHS) {
    await setWidth(page, width);
    await openOrder(page);
    await checkScreen(page, 'order-collect', width);
  }
  await collected(page).getByLabel('Collected by').fill('Rita Collects');
  await collected(page).getByRole('button', { name: 'Mark collected' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The order is now' })).toHaveText(
    'The order is now collected.',
  );
  await expect(customer.getByText('Collected by Rita Collects.')).toBeVisible();
  await expect(items.getByText('1 taken from the shelf at Penrith')).toBeVisible();
  await page.context().close();
});
