import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readGatewayState } from '../../src/api/payments/test-gateway.ts';
import { fillBilling, fillCart, fillTestCard, outboxEmail } from './checkout-helpers.ts';

/** Card payments the test gateway recorded for an order number (it keeps them in the data folder). */
function chargesFor(invoice: string): number {
  const { payments } = readGatewayState(join('.e2e', 'data', 'test-gateway.json'));
  return [...payments.values()].filter((p) => p.orderRef === invoice).length;
}

test('a card payment whose answer is lost is retried with the same key: one order, one charge, one email', async ({
  page,
}) => {
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
  await fillTestCard(page);

  // The server places and charges the order, but its answer never reaches the browser.
  const keys: string[] = [];
  const invoices: string[] = [];
  let dropped = false;
  await page.route('**/api/place-order', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch();
    invoices.push(
      ((await response.json()) as { order?: { invoice_number: string } }).order?.invoice_number ?? '',
    );
    if (dropped) return route.fulfill({ response });
    dropped = true;
    return route.abort('failed');
  });

  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText('Error placing the order. Please try again later.');
  await expect(page.getByRole('alert')).not.toContainText('Failed to fetch');
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);

  // A reload keeps the attempt: the retry still carries its key.
  await page.reload();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/thank-you\/$/);

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(invoices[1]).toBe(invoices[0]);
  await expect(page.locator('[data-order-number]')).toHaveText(invoices[0]!);
  expect(chargesFor(invoices[0]!)).toBe(1);
  await outboxEmail(invoices[0]!);
});
