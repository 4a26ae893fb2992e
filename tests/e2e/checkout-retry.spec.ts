import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  chargesFor,
  emailsFor,
  fillBilling,
  fillCart,
  fillTestCard,
  GUEST,
  ordersFor,
  outboxEmail,
} from './checkout-helpers.ts';
import { shot } from './shots.ts';

/**
 * A guest pays by card and the server places and charges the order, but its answer never reaches the
 * browser (later answers do). Returns the keys sent and the order numbers the server answered.
 */
async function payWithLostReply(page: Page, email: string) {
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page, { ...GUEST, Email: email });
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
  await fillTestCard(page);

  const sent = { keys: [] as string[], invoices: [] as string[] };
  let dropped = false;
  await page.route('**/api/place-order', async (route) => {
    sent.keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch();
    sent.invoices.push(
      ((await response.json()) as { order?: { invoice_number: string } }).order?.invoice_number ?? '',
    );
    if (dropped) return route.fulfill({ response });
    dropped = true;
    return route.abort('failed');
  });

  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Error placing the order. Please try again later.');
  await expect(page.getByRole('alert')).not.toContainText('Failed to fetch');
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
  expect(sent.invoices).toHaveLength(1);
  return sent;
}

/** One order, one charge, one confirmation email, and the page says it was placed, with its tracking link. */
async function expectPlacedOnce(page: Page, request: APIRequestContext, email: string, invoice: string) {
  const notice = page.getByRole('status').filter({ hasText: 'was placed' });
  await expect(notice).toContainText(`Your order ${invoice} was placed`);
  await expect(notice.getByRole('link', { name: /order tracking page/ })).toHaveAttribute(
    'href',
    `/guest-track-order/?id=${invoice}`,
  );
  // The cart was emptied, as after a normal success.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await ordersFor(request, email)).toEqual([invoice]);
  expect(chargesFor(invoice)).toBe(1);
  await outboxEmail(invoice);
  expect(await emailsFor(invoice)).toBe(1);
}

test('a card payment whose answer is lost is retried with the same key: one order, one charge, one email', async ({
  page,
}) => {
  const { keys, invoices } = await payWithLostReply(page, `retry-reload-${Date.now()}@example.com`);

  // A reload keeps the attempt, and asking the server what became of it fails too: the retry still
  // carries its key.
  await page.route('**/api/place-order/attempt', (route) => route.abort('failed'));
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not check on your earlier payment, so nothing new was charged. Please try again in a moment.',
  );
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

test('after a lost answer, going back to checkout to pay again shows the order was placed and charges nothing more', async ({
  page,
  request,
}) => {
  const email = `retry-back-${Date.now()}@example.com`;
  const { invoices } = await payWithLostReply(page, email);

  await page.goto('/checkout/');
  await expectPlacedOnce(page, request, email, invoices[0]!);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'checkout-retry/order-was-placed-390.png', { fullPage: true });
});

test('after a lost answer, coming back to pay more than 5 minutes later shows the order was placed and charges nothing more', async ({
  page,
  request,
}) => {
  const email = `retry-later-${Date.now()}@example.com`;
  const { invoices } = await payWithLostReply(page, email);

  // Six minutes on: the stored attempt was saved before the checkout data's 5 minutes.
  await page.evaluate(() => {
    const text = sessionStorage.getItem('stripeCheckoutData')!;
    const stored = JSON.parse(text) as { savedAt: number };
    sessionStorage.setItem(
      'stripeCheckoutData',
      JSON.stringify({ ...stored, savedAt: stored.savedAt - 6 * 60_000 }),
    );
  });
  await page.reload();
  await expectPlacedOnce(page, request, email, invoices[0]!);
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toHaveCount(0);
});
