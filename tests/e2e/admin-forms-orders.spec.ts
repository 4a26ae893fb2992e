/**
 * The order page's forms pass the same form checks as every back-office form (admin-form-checks.ts),
 * at 390 and 1366 px: shipping, a staff note and a refund. None has a rule only the server applies
 * to one of its fields, so each refusal is the API's 422 answered in its shape (refuseNextSave); the
 * API's own tests (tests/api/openapi-back-office.test.ts, src/api/routes/admin-orders.test.ts)
 * check the rules themselves.
 */
import { expect, type Page, test } from '@playwright/test';
import { checkForm, refuseNextSave } from './admin-form-checks.ts';
import { createStaff, placePaidOrder, signInStaff } from './staff-helpers.ts';

const run = Date.now();

async function openOrder(page: Page, invoice: string): Promise<void> {
  // (Leaving a form with changes asks first: wait until the dashboard is there before going on.)
  await page.goto('/admin/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(`/admin/#/orders/${invoice}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${invoice}` })).toBeVisible();
}

test('the order page forms: ship, staff note and refund', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const email = `forms.orders.${run}@example.com`;
  await createStaff(request, 'owner', email);
  const products = (await (await request.get('/api/catalogue/products?limit=5')).json()) as {
    data: { id: number }[];
  };
  const invoice = await placePaidOrder(request, `forms.buyer.${run}@example.com`, [
    { id: products.data[0]!.id, quantity: 2 },
  ]);
  const page = await signInStaff(browser, email);
  const status = new RegExp(`/api/admin/orders/${invoice}/status$`);

  const ship = (p: Page) => p.getByRole('form', { name: 'Ship', exact: true });
  await checkForm(page, {
    name: 'order-ship',
    open: (p) => openOrder(p, invoice),
    form: ship,
    change: (p) => ship(p).getByLabel('Tracking number').fill('AP123'),
    refuse: async (p) => {
      await refuseNextSave(p, status, 'tracking_number', 'This tracking number is on another order.');
      await ship(p).getByLabel('Tracking number').fill('AP123456');
      await ship(p).getByRole('button', { name: 'Ship' }).click();
    },
    field: (p) => ship(p).getByLabel('Tracking number'),
    message: 'This tracking number is on another order.',
  });

  const note = (p: Page) => p.getByRole('form', { name: 'Staff note' });
  await checkForm(page, {
    name: 'order-note',
    open: (p) => openOrder(p, invoice),
    form: note,
    change: (p) =>
      note(p)
        .getByLabel(/^Staff note/)
        .fill('Called the customer'),
    refuse: async (p) => {
      await refuseNextSave(p, /\/notes$/, 'note', 'The note must be at most 2000 characters');
      await note(p).getByRole('button', { name: 'Add note' }).click();
    },
    field: (p) => note(p).getByLabel(/^Staff note/),
    message: 'The note must be at most 2000 characters',
  });

  const refund = (p: Page) => p.getByRole('form', { name: 'Refund', exact: true });
  await checkForm(page, {
    name: 'order-refund',
    open: (p) => openOrder(p, invoice),
    form: refund,
    change: (p) => refund(p).getByLabel('Reason').fill('Damaged in transit'),
    refuse: async (p) => {
      await refuseNextSave(p, /\/refunds$/, 'reason', 'reason must be at most 500 characters');
      await refund(p).getByRole('radio', { name: 'Amount' }).check();
      await refund(p)
        .getByLabel(/^Amount \(AUD/)
        .fill('5.00');
      await refund(p).getByRole('button', { name: 'Refund', exact: true }).click();
      await p.getByRole('dialog').getByRole('button', { name: 'Refund $5.00' }).click();
    },
    field: (p) => refund(p).getByLabel('Reason'),
    message: 'reason must be at most 500 characters',
  });
  await page.context().close();
});
