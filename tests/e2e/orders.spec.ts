/** After ordering: the thank-you page's tracking link, the order as its owner reads it, and tracking without a number. */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillBilling, fillTestCard, incOf, money } from './checkout-helpers.ts';
import { firstProductLine, signedInMember, withCart } from './member-helpers.ts';

/**
 * The GST-inclusive amounts of a totals block whose rows have test ids `{prefix}-{row}`: subtotal,
 * the discounts together, delivery (0 when free) and total; and checks the lines add up to the total.
 */
async function shownTotals(scope: Page | Locator, prefix: string) {
  const row = (name: string) => scope.getByTestId(`${prefix}-${name}`);
  // A discount shows both figures, like every price: its GST-inclusive one adds up here.
  const discount = async (name: string) => ((await row(name).count()) > 0 ? await incOf(row(name)) : 0);
  const discounts =
    (await discount('signup-discount')) +
    (await discount('membership-discount')) +
    (await discount('newsletter-discount'));
  const deliveryText = (await row('delivery').textContent()) ?? '';
  const delivery = deliveryText === 'Free' ? 0 : await incOf(row('delivery'));
  const subtotal = await incOf(row('subtotal'));
  const total = await incOf(row('total'));
  expect(subtotal - discounts + delivery).toBe(total);
  expect(money(await row('gst').textContent())).toBeGreaterThan(0);
  return { subtotal, discounts, delivery, total };
}

/**
 * Checks out the cart by card with the guest billing details (no suburb), checking that the payment
 * page's lines add up to its total and the thank-you page repeats it; the order number and the
 * discounts the payment page showed.
 */
async function orderByCard(page: Page): Promise<{ invoice: string; discounts: number }> {
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await fillTestCard(page);
  const { discounts, total } = await shownTotals(page, 'review');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  const number = page.locator('[data-order-number]');
  await expect(number).toHaveText(/^SC[A-Z2-9]{10}$/);
  // The thank-you page repeats the total paid, GST included first.
  expect(await incOf(page.locator('[data-order-total]'))).toBe(total);
  return { invoice: (await number.textContent()) ?? '', discounts };
}

test('a member follows the thank-you link to the order: discounts that add up, words, no placeholder suburb', async ({
  page,
  request,
}) => {
  await signedInMember(page, request);
  await withCart(page, [{ ...(await firstProductLine(request)), quantity: 2 }]);
  const { invoice, discounts: shownBeforePaying } = await orderByCard(page);
  expect(shownBeforePaying).toBeGreaterThan(0);
  const track = page.getByRole('link', { name: 'order tracking page' });
  await expect(track).toHaveAttribute('href', `/track-order/?order_id=${invoice}`);
  await track.click();

  const order = page.getByRole('article', { name: `Order ${invoice}` });
  await expect(order.getByText('Pending', { exact: true })).toBeVisible();
  await expect(order.getByText('Card (Paid)', { exact: true })).toBeVisible();
  await expect(order).toContainText('1 George Street, Sydney, NSW, 2000');
  await expect(order).not.toContainText('Suburbia');
  // Each discount on its own line, GST-inclusive like the rest, and the lines add up to the total.
  await expect(order.getByTestId('order-signup-discount').locator('.gst-price > .inc')).toHaveText(
    /^−\$[\d,.]+ inc GST$/,
  );
  await expect(order.getByTestId('order-signup-discount').locator('.gst-price > .ex')).toHaveText(
    /^−\$[\d,.]+ ex GST$/,
  );
  const { discounts } = await shownTotals(order, 'order');
  expect(discounts).toBe(shownBeforePaying);

  await page.goto('/order-history/');
  const row = page.getByRole('row').filter({ hasText: invoice });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Card (Paid)');
  await expect(row).toContainText(`Discounts −$${(discounts / 100).toFixed(2)} inc GST`);
  // The total, then the discounts (both figures, like every price).
  await expect(row.locator('.gst-price .inc').first()).toHaveText(/^\$[\d,.]+ inc GST$/);
  await expect(row.locator('.gst-price .ex').last()).toHaveText(/^−\$[\d,.]+ ex GST$/);
});

test('a guest follows the thank-you link to tracking by number', async ({ page, request }) => {
  await withCart(page, [await firstProductLine(request)]);
  const { invoice } = await orderByCard(page);
  const track = page.getByRole('link', { name: 'order tracking page' });
  await expect(track).toHaveAttribute('href', `/guest-track-order/?id=${invoice}`);
  await track.click();
  const order = page.getByRole('article', { name: `Order ${invoice}` });
  await expect(order.getByText('Pending', { exact: true })).toBeVisible();
  await expect(order.getByText('Card (Paid)', { exact: true })).toBeVisible();
});

test('/track-order without an order number says where to find one', async ({ page, request }) => {
  await page.goto('/track-order/');
  await expect(page.getByText('the link you followed did not say which')).toBeVisible();
  await expect(page.getByRole('link', { name: 'order history' })).toHaveAttribute('href', '/order-history/');
  await page.getByRole('main').getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/guest-track-order\/$/);

  await signedInMember(page, request);
  await page.goto('/track-order/');
  await expect(page.getByText('the link you followed did not say which')).toBeVisible();
});
