/**
 * Shipping labels in the back office (issue 49), in the browser against the running shop (no carrier
 * credentials, so the built-in test carrier books): an order placed through the API shows its
 * delivery plan; Create label gives the tracking number, Download label the PDF, and the ship form
 * starts with them. At 390 and 1366 px, with axe and screenshots (SHOTS_DIR).
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pdfText } from '../helpers/pdf-text.ts';
import { WIDTHS } from './admin-form-checks.ts';
import { shot } from './shots.ts';
import { createStaff, MACHINE, placePaidOrder, signInStaff } from './staff-helpers.ts';

const run = Date.now();

interface Product {
  id: number;
  title: string;
  weight_grams: number;
  freight_class: string;
  dangerous_goods: unknown;
  is_virtual: boolean;
  active: boolean;
  stock_status: string;
}

/**
 * A parcel-sized product in stock that is not dangerous goods (so the standard service, Australia Post
 * Parcel Post, carries it), well down the list (other suites order the first products).
 */
async function parcelProduct(request: APIRequestContext): Promise<Product> {
  for (let page = 4; page < 20; page++) {
    const res = await request.get(
      `/api/admin/products?active=true&stock_status=in_stock&per_page=10&page=${page}`,
      {
        headers: MACHINE,
      },
    );
    expect(res.ok(), await res.text()).toBe(true);
    for (const row of ((await res.json()) as { data: { id: number }[] }).data) {
      const one = await request.get(`/api/admin/products/${row.id}`, { headers: MACHINE });
      const p = ((await one.json()) as { data: Product }).data;
      if (
        !p.dangerous_goods &&
        !p.is_virtual &&
        p.freight_class === 'standard' &&
        p.weight_grams > 100 &&
        p.weight_grams < 3000
      )
        return p;
    }
  }
  throw new Error('No parcel-sized product in stock');
}

/** Nothing sticks out sideways, axe finds nothing; kept as a screenshot. */
async function checkScreen(page: Page, name: string, width: number): Promise<void> {
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await shot(page, `admin-labels/${name}-${width}.png`, { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map(
      (v) => `${name}@${width}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([]);
}

test('staff create a shipping label with the carrier, see its tracking number and download it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `labels.support.${run}@example.com`;
  await createStaff(request, 'support', email);
  const product = await parcelProduct(request);
  const page = await signInStaff(browser, email);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const invoice = await placePaidOrder(request, `labels.${width}.${run}@example.com`, [
      { id: product.id, quantity: 2 },
    ]);
    await page.goto(`/admin/#/orders/${invoice}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${invoice}` })).toBeVisible();

    // The plan: the service, its items, weight, price and business days.
    const delivery = page.getByRole('region', { name: 'Delivery' });
    const shipment = delivery.getByRole('listitem', { name: 'Australia Post Parcel Post' });
    await expect(shipment).toContainText(`2 × ${product.title}`);
    await expect(shipment).toContainText('Chargeable weight');
    await expect(shipment).toContainText(/\d+\.\d{2} kg/);
    await expect(shipment).toContainText(/business days?/);
    await checkScreen(page, 'before', width);

    await shipment.getByRole('button', { name: 'Create label' }).click();
    await expect(shipment.getByRole('status')).toHaveText(/^Label created: tracking number TST\d{10}\.$/);
    const tracking = /TST\d{10}/.exec((await shipment.getByRole('status').textContent()) ?? '')![0];
    // The tracking number, linked to the carrier's tracking page; the button is gone.
    await expect(shipment.getByRole('link', { name: tracking })).toHaveAttribute(
      'href',
      `https://auspost.com.au/mypost/track/details/${tracking}`,
    );
    await expect(shipment.getByText('Test label')).toBeVisible();
    await expect(shipment.getByRole('button', { name: 'Create label' })).toHaveCount(0);
    // Every shipment has its label: the order is tracked, and the ship form starts with it.
    const ship = page.getByRole('form', { name: 'Ship' });
    await expect(ship.getByLabel('Tracking number')).toHaveValue(tracking);
    await expect(ship.getByLabel('Carrier')).toHaveValue('australia_post');

    const download = page.waitForEvent('download');
    await shipment.getByRole('button', { name: 'Download label' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`label-${invoice}-1.pdf`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(tracking);
    expect(text).toContain(invoice);
    await checkScreen(page, 'labelled', width);
  }
  await page.context().close();
});
