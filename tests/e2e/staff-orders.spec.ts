/**
 * The back office's order tools as a shop owner uses them, at 390 and 1366 px: date presets on the
 * shop's clock, orders ticked and moved together, the CSV export, the order page's documents, a
 * refund confirmed with its amount, units left on a return's refund, the fit warning, the address
 * without the placeholder suburb and the menu's notice of new orders.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ApiVehiclePart, ApiVehicleTree } from '../../src/lib/api/schemas/fitment.ts';
import { presetRange } from '../../src/lib/format/date-presets.ts';
import { shot } from './shots.ts';
import { createStaff, MACHINE, placePaidOrder, signInStaff } from './staff-helpers.ts';

const WIDTHS = [390, 1366];
const run = Date.now();

interface Product {
  id: number;
  universal: boolean;
}

async function products(request: APIRequestContext, limit = 60): Promise<Product[]> {
  return ((await (await request.get(`/api/catalogue/products?limit=${limit}`)).json()) as { data: Product[] })
    .data;
}

/** A vehicle from the shop's tree and a product that does not fit it in its first model year. */
async function misfit(request: APIRequestContext) {
  const tree = (await (await request.get('/api/vehicles')).json()) as { data: ApiVehicleTree };
  const { id } = tree.data.makes[0]!.models[0]!.series[0]!.vehicles[0]!;
  const vehicle = (await (await request.get(`/api/vehicles/${id}`)).json()) as {
    data: { make: string; model: string; series: string; engine: string; year_from: number };
  };
  const year = vehicle.data.year_from;
  const fitting = (await (await request.get(`/api/vehicles/${id}/products?year=${year}`)).json()) as {
    data: { parts: ApiVehiclePart[] };
  };
  const fits = new Set(fitting.data.parts.map((p) => p.product_id));
  const product = (await products(request)).find((p) => !p.universal && !fits.has(p.id))!;
  const v = vehicle.data;
  const label = [year, v.make, v.model, v.series, v.engine].filter(Boolean).join(' ');
  return { product, vehicle: { id, year }, label };
}

async function openOrderPage(page: Page, invoice: string) {
  await page.goto(`/admin/#/orders/${invoice}`);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
}

/** Nothing sticks out sideways at this width (and the screen is kept for a person, with SHOTS_DIR). */
async function fitsWidth(page: Page, name: string, width: number) {
  await shot(page, `staff-orders/${name}-${width}.png`, { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
}

test('date presets, ticked orders moved together and the CSV export', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const owner = `orders.owner.${run}@example.com`;
  await createStaff(request, 'owner', owner);
  const page = await signInStaff(browser, owner);
  const [first] = await products(request, 1);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const tag = `bulk${width}.${run}`;
    const a = await placePaidOrder(request, `a.${tag}@example.com`, [{ id: first!.id, quantity: 1 }]);
    const b = await placePaidOrder(request, `b.${tag}@example.com`, [{ id: first!.id, quantity: 1 }]);

    // Today, on the shop's clock: the orders just placed are listed.
    await page.goto('/admin/#/orders');
    await page.getByRole('button', { name: 'Today' }).click();
    const today = presetRange('today');
    await expect(page).toHaveURL(new RegExp(`from=${today.from}&to=${today.to}`));
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Search', { exact: true }).fill(tag);
    await page.getByRole('button', { name: 'Apply' }).click();
    // The filtered list first: a tick on the unfiltered one can land just before it is replaced.
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('(2 in all)');
    await expect(page.getByRole('link', { name: a })).toBeVisible();
    await expect(page.getByRole('link', { name: b })).toBeVisible();

    // Both ticked, marked processing at once.
    await page.getByLabel('Select all orders on this page').check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Mark processing' }).click();
    await expect(page.getByRole('status')).toHaveText('2 orders are now processing.');
    await expect(page.locator('td[data-label="Status"]').first()).toHaveText('Processing');

    // Then shipped together, a tracking number each.
    await page.getByLabel(`Select order ${a}`).check();
    await page.getByLabel(`Select order ${b}`).check();
    await page.getByRole('button', { name: 'Ship…' }).click();
    await page.getByLabel('Carrier').selectOption({ label: 'StarTrack' });
    await page.getByLabel(`Tracking number for ${a}`).fill(`TA${width}`);
    await page.getByLabel(`Tracking number for ${b}`).fill(`TB${width}`);
    await fitsWidth(page, 'orders-bulk-ship', width);
    await page.getByRole('button', { name: 'Ship 2 orders' }).click();
    await expect(page.getByRole('status')).toHaveText('2 orders are now shipped.');
    await fitsWidth(page, 'orders-bulk-done', width);
  }

  // The owner's CSV: one row per order with the GST columns.
  const today = presetRange('today');
  await page.goto(`/admin/#/orders?from=${today.from}&to=${today.to}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`orders-${today.from}-${today.to}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Total inc GST,GST,Total ex GST');
  expect(csv).toContain(`a.bulk1366.${run}@example.com`);
});

test('the order page: documents, the fit warning, the address and a refund confirmed with its amount', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = `docs.owner.${run}@example.com`;
  await createStaff(request, 'owner', owner);
  const page = await signInStaff(browser, owner);
  const { product, vehicle, label } = await misfit(request);
  const customer = `docs.${run}@example.com`;
  // The customer left the suburb blank; the shop stores its placeholder for it.
  const invoice = await placePaidOrder(request, customer, [{ id: product.id, quantity: 2, vehicle }], {
    street_address: '1 Ute St',
    suburb: '',
    city: 'Dubbo',
    post_code: '2830',
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await openOrderPage(page, invoice);
    await expect(page.getByText(`Does not fit ${label}`)).toBeVisible();
    const customerCard = page.getByRole('region', { name: 'Customer' });
    await expect(customerCard).toContainText('1 Ute St');
    await expect(customerCard).toContainText('Dubbo NSW 2830');
    await expect(page.locator('body')).not.toContainText('Suburbia');
    await fitsWidth(page, 'order-documents', width);

    // The refund asks first, with the amount.
    const refund = page.getByRole('form', { name: 'Refund', exact: true });
    await refund.getByRole('spinbutton').first().fill('1');
    await refund.getByLabel('Reason').fill('Ordered one too many');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(/^Refund \$\d+\.\d\d\?$/);
    await fitsWidth(page, 'refund-confirm', width);
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('refunded')).toHaveCount(0);
  }

  // Confirmed, the refund is made for the amount asked.
  const refund = page.getByRole('form', { name: 'Refund', exact: true });
  await refund.getByRole('spinbutton').first().fill('1');
  await refund.getByLabel('Reason').fill('Ordered one too many');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  const asked = (await page.getByRole('dialog').getByRole('heading').textContent())!.match(/\$[\d.,]+/)![0];
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Refund ${asked}` })
    .click();
  await expect(page.getByRole('status').first()).toHaveText(`Refunded ${asked}.`);

  // The documents.
  const slip = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Packing slip (PDF)' }).click();
  expect((await slip).suggestedFilename()).toBe(`packing-slip-${invoice}.pdf`);
  const taxInvoice = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tax invoice (PDF)' }).click();
  expect((await taxInvoice).suggestedFilename()).toBe(`tax-invoice-${invoice}.pdf`);
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(documents.getByRole('status')).toHaveText(`The confirmation was sent again to ${customer}.`);
  await documents.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(documents.getByRole('alert')).toContainText('less than a minute ago');
});

test("a return's refund offers the units left after an earlier refund; new orders show in the menu", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = `returns.owner.${run}@example.com`;
  await createStaff(request, 'owner', owner);
  const page = await signInStaff(browser, owner);
  const [first] = await products(request, 1);
  const customer = `left.${run}@example.com`;
  const invoice = await placePaidOrder(request, customer, [{ id: first!.id, quantity: 3 }]);
  const detail = (await (await request.get(`/api/admin/orders/${invoice}`, { headers: MACHINE })).json()) as {
    data: { items: { id: number }[] };
  };
  const refunded = await request.post(`/api/admin/orders/${invoice}/refunds`, {
    headers: { ...MACHINE, 'Idempotency-Key': crypto.randomUUID() },
    data: { lines: [{ item_id: detail.data.items[0]!.id, quantity: 1 }], reason: 'One was broken' },
  });
  expect(refunded.status(), await refunded.text()).toBe(201);
  const ret = await request.post('/api/order-return', {
    multipart: {
      f_name: 'Rita',
      l_name: 'Orders',
      email: customer,
      phone: '0412345678',
      order_id: invoice,
      subject: 'The rest',
      message: 'The other two are wrong.',
      reason: 'wrong_item',
    },
  });
  const { id } = (await ret.json()) as { id: number };
  for (const status of ['approved', 'received'])
    expect(
      (await request.post(`/api/admin/returns/${id}/status`, { headers: MACHINE, data: { status } })).ok(),
    ).toBe(true);

  // The orders list is seen (its notices check has answered); a new order afterwards shows as a
  // notice beside Orders.
  const seen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/notices');
  await page.goto('/admin/#/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  await seen;
  await placePaidOrder(request, `notice.${run}@example.com`, [{ id: first!.id, quantity: 1 }]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto(`/admin/#/returns/${id}`);
    const form = page.getByRole('form', { name: 'Refund this return' });
    await expect(form).toContainText('2 left');
    await expect(form).not.toContainText('3 left');
    const badge = page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: /^Orders \d+ new$/ });
    await expect(badge).toBeVisible();
    await fitsWidth(page, 'return-left', width);
  }
});
