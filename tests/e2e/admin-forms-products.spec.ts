/**
 * The product screens' forms pass the back office's form checks (admin-form-checks.ts) at phone and
 * desktop width: the product editor and a new product (a SKU another product has, which only the
 * server knows), the vehicle editor (a last year before the first, the server's rule across fields)
 * and the product editor's Vehicles section (a vehicle listed twice at one position). Nothing is
 * saved, so the site does not rebuild.
 *
 * The import screen has no checkForm case: a CSV the server refuses answers line errors (line,
 * column, problem) shown as a table under the form, not an error of one of the form's fields.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { checkForm } from './admin-form-checks.ts';
import { createStaff, MACHINE, signInStaff } from './staff-helpers.ts';

const run = Date.now();

interface Row {
  id: number;
  title: string;
  sku: string;
}

async function products(request: APIRequestContext): Promise<Row[]> {
  const res = await request.get('/api/admin/products?per_page=50', { headers: MACHINE });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Row[] }).data;
}

/** A product with no vehicles listed, so the two rows the check adds are the only ones. */
async function productWithoutFitment(request: APIRequestContext, rows: Row[]): Promise<Row> {
  for (const row of rows) {
    const res = await request.get(`/api/admin/products/${row.id}/fitment`, { headers: MACHINE });
    const body = (await res.json()) as { data: { rows: unknown[] } };
    if (body.data.rows.length === 0) return row;
  }
  throw new Error('Every product has vehicles listed');
}

async function openProduct(page: Page, row: Row): Promise<void> {
  await page.goto('/admin/#/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.goto(`/admin/#/products/${row.id}`);
  // The first product screen loads the editor's code and the lists on a busy box.
  await expect(page.getByRole('heading', { level: 1, name: row.title })).toBeVisible({ timeout: 20_000 });
}

test('the product forms pass the form checks at phone and desktop width', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const email = `forms.products.${run}@example.com`;
  await createStaff(request, 'manager', email);
  const page = await signInStaff(browser, email);
  const rows = await products(request);
  const [mine, other] = rows as [Row, Row];
  const bare = await productWithoutFitment(request, rows.slice(2));

  await checkForm(page, {
    name: 'product-editor',
    open: (p) => openProduct(p, mine),
    form: (p) => p.getByRole('form', { name: 'Product' }),
    change: (p) => p.getByLabel('SEO keywords').fill(`forms ${run}`),
    refuse: async (p) => {
      await p.getByLabel('SKU').fill(other.sku);
      await p.getByRole('button', { name: 'Save', exact: true }).click();
    },
    field: (p) => p.getByLabel('SKU'),
    message: new RegExp(`SKU ${other.sku} is already used by`),
  });

  await checkForm(page, {
    name: 'product-new',
    open: async (p) => {
      await p.goto('/admin/#/products');
      await expect(p.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
      await p.goto('/admin/#/products/new');
      await expect(p.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    },
    form: (p) => p.getByRole('form', { name: 'Product' }),
    change: (p) => p.getByLabel('Title', { exact: true }).fill(`Forms widget ${run}`),
    refuse: async (p) => {
      await p.getByLabel('Title', { exact: true }).fill(`Forms widget ${run}`);
      await p.getByLabel('SKU').fill(other.sku);
      await p.getByLabel('Price (ex GST)').fill('19.95');
      await p.getByLabel('Brand').selectOption({ index: 1 });
      await p.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
      // A shipped product needs its weight and packed size.
      await p.getByLabel('Weight (g)').fill('450');
      await p.getByLabel('Length (mm)').fill('200');
      await p.getByLabel('Width (mm)').fill('150');
      await p.getByLabel('Height (mm)').fill('80');
      await p.getByRole('button', { name: 'Create product' }).click();
    },
    field: (p) => p.getByLabel('SKU'),
    message: new RegExp(`SKU ${other.sku} is already used by`),
  });

  await checkForm(page, {
    name: 'vehicle-editor',
    open: async (p) => {
      await p.goto('/admin/#/vehicles');
      await expect(p.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
      await p.goto('/admin/#/vehicles/new');
      await expect(p.getByRole('heading', { level: 1, name: 'New vehicle' })).toBeVisible();
    },
    form: (p) => p.getByRole('form', { name: 'Vehicle' }),
    change: (p) => p.getByRole('form', { name: 'Vehicle' }).getByLabel('Make').fill('Honda'),
    refuse: async (p) => {
      const form = p.getByRole('form', { name: 'Vehicle' });
      await form.getByLabel('Make').fill('Honda');
      await form.getByLabel('Model', { exact: true }).fill('Jazz');
      await form.getByLabel('Series').fill(`GK forms ${run}`);
      await form.getByLabel('First year').fill('2014');
      await form.getByLabel('Last year').fill('2010');
      await form.getByLabel('Engine', { exact: true }).fill('1.5 i-VTEC');
      await form.getByRole('button', { name: 'Save' }).click();
    },
    field: (p) => p.getByRole('form', { name: 'Vehicle' }).getByLabel('Last year'),
    message: /Last year 2010 is before first year 2014\./,
  });

  const section = (p: Page) => p.getByRole('form', { name: 'Vehicles' });
  await checkForm(page, {
    name: 'product-fitment',
    open: async (p) => {
      await openProduct(p, bare);
      await expect(section(p).getByRole('button', { name: 'Add vehicle' })).toBeEnabled();
    },
    form: section,
    change: (p) => section(p).getByRole('button', { name: 'Add vehicle' }).click(),
    refuse: async (p) => {
      // The same vehicle again, at the same position (anywhere): only the server compares the rows.
      await section(p).getByRole('button', { name: 'Add vehicle' }).click();
      await section(p).getByRole('button', { name: 'Save vehicles' }).click();
    },
    field: (p) =>
      section(p)
        .getByLabel(/^Position on the /)
        .last(),
    message: /is listed twice at anywhere\./,
  });
});
