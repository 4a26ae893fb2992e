/** After ordering: the thank-you page's tracking link, the order as its owner reads it, and tracking without a number. */
import { expect, type Page, test } from '@playwright/test';
import { fillBilling, fillTestCard, money } from './checkout-helpers.ts';
import { firstProductLine, signedInMember, withCart } from './member-helpers.ts';

/**
 * Checks out the cart by card with the guest billing details (no suburb), checking that the payment
 * page's lines add up to its total; the order number and the discounts the payment page showed.
 */
async function orderByCard(page: Page): Promise<{ invoice: string; discounts: number }> {
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await fillTestCard(page);
  const review = async (row: string) => {
    const amount = page.getByTestId(`review-${row}`);
    return (await amount.count()) > 0 ? money(await amount.textContent()) : 0;
  };
  const discounts = await review('discounts');
  expect(
    (await review('subtotal')) - discounts + (await review('shipping-cost')) + (await review('gst')),
  ).toBe(await review('total'));
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  const number = page.locator('[data-order-number]');
  await expect(number).toHaveText(/^SC[A-Z2-9]{10}$/);
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
  const amount = async (row: string) => money(await order.getByTestId(`order-${row}`).textContent());
  const discounts = await amount('discounts');
  expect(discounts).toBe(shownBeforePaying);
  await expect(order.getByTestId('order-discounts')).toHaveText(/^-\$/);
  expect((await amount('subtotal')) - discounts + (await amount('shipping')) + (await amount('gst'))).toBe(
    await amount('total'),
  );

  await page.goto('/order-history/');
  const row = page.getByRole('row').filter({ hasText: invoice });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Card (Paid)');
  await expect(row).toContainText(`Discounts -$${(discounts / 100).toFixed(2)}`);
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
