import { expect, type Page, test } from '@playwright/test';
import { payIn4Text } from '../../src/lib/pricing/instalments.ts';
import {
  fillBilling,
  fillCart,
  fillTestCard,
  incOf,
  money,
  outboxEmail,
  signInAsDemo,
} from './checkout-helpers.ts';

async function payByCard(page: Page, card = '4242 4242 4242 4242') {
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
  await expect(page.getByText('Test mode')).toBeVisible();
  await fillTestCard(page, card);
}

async function expectThankYou(page: Page, expectedTotalCents: number) {
  await expect(page).toHaveURL(/\/thank-you\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page.locator('[data-order-number]')).toHaveText(/^SC[A-Z2-9]{10}$/);
  const invoice = (await page.locator('[data-order-number]').textContent()) ?? '';
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const email = await outboxEmail(invoice);
  const total = /Total: (\$[\d,.]+)/.exec(email)?.[1] ?? '';
  expect(money(total)).toBe(expectedTotalCents);
  return invoice;
}

test('a guest buys two products by card', async ({ page }) => {
  await fillCart(page);
  await page.goto('/checkout/');
  await fillBilling(page);
  const total = await incOf(page.getByTestId('summary-total'));
  await payByCard(page);
  // The payment page leads with the same GST-inclusive total, and Pay charges exactly that.
  expect(await incOf(page.getByTestId('pay-total'))).toBe(total);
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  expect(money(await pay.textContent())).toBe(total);
  await pay.click();
  await expectThankYou(page, total);
});

test('a guest buys two products with PayPal', async ({ page }) => {
  await fillCart(page);
  await page.goto('/checkout/');
  await fillBilling(page);
  const total = await incOf(page.getByTestId('summary-total'));
  // Pay in 4's payments are of the total the server will charge, beside the PayPal button and on its page.
  const payIn4 = payIn4Text(total)!;
  expect(payIn4).toMatch(/^or 4 interest-free payments/);
  await expect(page.getByTestId('summary-pay-in-4')).toHaveText(payIn4);
  await page.getByRole('button', { name: 'Paypal' }).click();
  await expect(page).toHaveURL(/\/checkout-paypal-payment\/$/);
  await expect(page.getByTestId('pay-in-4')).toHaveText(payIn4);
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await expectThankYou(page, total);
});

test('a member buys by card with member discounts and a saved address', async ({ page, request }) => {
  await signInAsDemo(page, request);
  await fillCart(page);
  await page.goto('/checkout/');
  await expect(page.getByLabel('Membership plan')).toHaveValue(/\d+/);
  await expect(page.getByTestId('summary-signup-discount')).toBeVisible();
  await expect(page.getByTestId('summary-membership-discount')).toBeVisible();
  await page.getByRole('button', { name: 'Show Addresses' }).click();
  await page
    .getByRole('button', { name: /Use this address/ })
    .first()
    .click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Demo');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Parramatta');
  const total = await incOf(page.getByTestId('summary-total'));
  await payByCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expectThankYou(page, total);
});

test('a member buys with PayPal', async ({ page, request }) => {
  await signInAsDemo(page, request);
  await fillCart(page);
  await page.goto('/checkout/');
  await page.getByRole('button', { name: 'Show Addresses' }).click();
  await page
    .getByRole('button', { name: /Use this address/ })
    .first()
    .click();
  const total = await incOf(page.getByTestId('summary-total'));
  await page.getByRole('button', { name: 'Paypal' }).click();
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await expectThankYou(page, total);
});

test('a declined card shows the bank message; a 3-D Secure card completes after authentication', async ({
  page,
}) => {
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page);
  const total = await incOf(page.getByTestId('summary-total'));
  await payByCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');

  await page.getByLabel('Card number').fill('1234 5678 9012 3456');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Payment error: Your card number is invalid.');

  await page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(challenge).toBeVisible();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expectThankYou(page, total);
});

test('the product page and the cart say Pay in 4 payments of the price and the total, as static text', async ({
  page,
}) => {
  await fillCart(page);
  await page.goto('/cart/');
  const total = await incOf(page.getByTestId('cart-total'));
  await expect(page.getByTestId('cart-pay-in-4')).toHaveText(payIn4Text(total)!);

  // A battery's page: its price with GST, in four.
  const found = await page.request.get('/api/search-product?search=deep%20cycle%20battery');
  const battery = ((await found.json()) as { data: { permalink: string; title: string }[] }).data.find((p) =>
    /Deep Cycle Battery/.test(p.title),
  )!;
  await page.goto(`/product/${battery.permalink}/`);
  const price = await incOf(page.locator('main .price .now'));
  await expect(page.locator('main .pay-later')).toHaveText(payIn4Text(price)!);
});
