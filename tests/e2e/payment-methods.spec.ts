/**
 * The ways to pay (issue 50), on the test gateway at phone and desktop widths: a wallet, a card with
 * 3-D Secure, Afterpay returning paid, Zip returning declined (then a card without 3-D Secure), and
 * Afterpay approved with the tab closed before the shopper is sent back (the provider's webhook
 * completes the order). Each ends with one
 * order, one charge and at most one confirmation email.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  chargesFor,
  emailsFor,
  fillBilling,
  fillCart,
  GUEST,
  orderOfPayment,
  ordersFor,
} from './checkout-helpers.ts';
import { shot } from './shots.ts';

const WIDTHS = [390, 1366];
let run = 0;

/** A guest with an email of this test's own, at the card payment page with one product in the cart. */
async function atPayment(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  const email = `pay.${name}.${width}.${Date.now()}.${run++}@example.com`;
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page, { ...GUEST, Email: email });
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
  await expect(page.getByRole('group', { name: 'Payment method' })).toBeVisible();
  return email;
}

const choose = (page: Page, method: string) =>
  page.getByRole('group', { name: 'Payment method' }).getByLabel(method).check();

async function onlyOrder(page: Page, email: string) {
  const orders = await ordersFor(page.request, email);
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test('a wallet pays at once', async ({ page }) => {
      const email = await atPayment(page, width, 'wallet');
      await choose(page, 'Apple Pay / Google Pay');
      await expect(page.getByLabel('Card number')).toBeHidden();
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Apple Pay / Google Pay (test mode)' });
      await shot(page, `payment-methods/wallet-${width}.png`);
      await sheet.getByRole('button', { name: 'Pay with wallet' }).click();
      await expect(page).toHaveURL(/\/thank-you\/$/);
      const invoice = await onlyOrder(page, email);
      await expect(page.locator('[data-order-number]')).toHaveText(invoice);
      expect(chargesFor(invoice)).toBe(1);
      await expect.poll(() => emailsFor(invoice)).toBe(1);
    });

    test('a card that asks for 3-D Secure pays after authentication', async ({ page }) => {
      const email = await atPayment(page, width, 'threeds');
      await page.getByLabel('Card number').fill('4000 0027 6000 3184');
      await page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
      await expect(challenge).toBeVisible();
      await shot(page, `payment-methods/three-ds-${width}.png`);
      await challenge.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(page).toHaveURL(/\/thank-you\/$/);
      const invoice = await onlyOrder(page, email);
      await expect(page.locator('[data-order-number]')).toHaveText(invoice);
      expect(chargesFor(invoice)).toBe(1);
      await expect.poll(() => emailsFor(invoice)).toBe(1);
    });

    test('Afterpay: approved at the provider, back on the return page, the order is placed', async ({
      page,
    }) => {
      const email = await atPayment(page, width, 'afterpay');
      await choose(page, 'Afterpay');
      await expect(page.getByText('You will be taken to Afterpay to approve the payment')).toBeVisible();
      await shot(page, `payment-methods/afterpay-chosen-${width}.png`, { fullPage: true });
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page.getByRole('heading', { name: 'Afterpay (test mode)' })).toBeVisible();
      await shot(page, `payment-methods/afterpay-page-${width}.png`);
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await expect(page).toHaveURL(/\/thank-you\/$/);
      await expect(page.getByTestId('cart-count')).toHaveText('0');
      const invoice = await onlyOrder(page, email);
      await expect(page.locator('[data-order-number]')).toHaveText(invoice);
      expect(chargesFor(invoice)).toBe(1);
      await expect.poll(() => emailsFor(invoice)).toBe(1);
    });

    test('Zip: declined at the provider, the return page says so and offers another way to pay', async ({
      page,
    }) => {
      const email = await atPayment(page, width, 'zip');
      await choose(page, 'Zip');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await page.getByRole('button', { name: 'Decline payment' }).click();
      await expect(page).toHaveURL(/\/checkout-payment-return\/\?/);
      await expect(page.getByRole('heading', { name: 'Your payment was not completed' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('The payment was declined by Zip.');
      await shot(page, `payment-methods/zip-declined-${width}.png`);
      const invoice = await onlyOrder(page, email);
      expect(chargesFor(invoice)).toBe(1);
      expect(await emailsFor(invoice)).toBe(0);
      // Another way to pay: a new attempt, by card this time.
      await page.getByRole('link', { name: 'Choose another way to pay' }).click();
      await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page).toHaveURL(/\/thank-you\/$/);
      await expect(page.locator('[data-order-number]')).toHaveText(/^SC[A-Z2-9]{10}$/);
      const paid = (await page.locator('[data-order-number]').textContent()) ?? '';
      expect(paid).not.toBe(invoice);
      expect(chargesFor(paid)).toBe(1);
      await expect.poll(() => emailsFor(paid)).toBe(1);
    });

    test('Afterpay approved with the tab closed before the way back: the webhook places the order', async ({
      page,
      context,
    }) => {
      const email = await atPayment(page, width, 'closed');
      await choose(page, 'Afterpay');
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expect(page.getByRole('heading', { name: 'Afterpay (test mode)' })).toBeVisible();
      const intent = /redirect\/(pi_[\w-]+)/.exec(page.url())?.[1] ?? '';
      let back = '';
      // The provider's answer reaches the shop (and its webhook), but the browser never follows the
      // way back: the tab is closed there. (A redirect's follow-up request is not routed, so the
      // answer is fetched here without following it.)
      await page.route(/\/api\/test-gateway\/redirect\//, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const answer = await route.fetch({ maxRedirects: 0 });
        back = answer.headers().location ?? '';
        return route.abort();
      });
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await expect.poll(() => back).toContain('payment_intent=');
      await page.close();
      const invoice = orderOfPayment(intent);
      expect(invoice).toMatch(/^SC/);
      const orders = await ordersFor(context.request, email);
      expect(orders).toEqual([invoice]);
      const res = await context.request.get(`/api/admin/orders/${invoice}`, {
        headers: { Authorization: 'Bearer e2e-admin-token' },
      });
      expect(((await res.json()) as { data: { payment_status: string } }).data.payment_status).toBe(
        'completed',
      );
      expect(chargesFor(invoice)).toBe(1);
      await expect.poll(() => emailsFor(invoice)).toBe(1);

      // The way back opened later in another tab (no checkout kept there): the order is told as paid.
      const later = await context.newPage();
      await later.setViewportSize({ width, height: 900 });
      await later.goto(back);
      await expect(later.getByRole('heading', { name: 'Payment received' })).toBeVisible();
      await expect(later.locator('.payment-return')).toContainText(`Your order ${invoice} is placed.`);
      await shot(later, `payment-methods/paid-elsewhere-${width}.png`);
      expect(chargesFor(invoice)).toBe(1);
      expect(await emailsFor(invoice)).toBe(1);
    });
  });
}
