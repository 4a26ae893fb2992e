/** A price that changed after the shopper added the item: one action brings the order up to date. */
import { expect, test } from '@playwright/test';
import { fillBilling, fillTestCard, money } from './checkout-helpers.ts';
import { firstProductLine, withCart } from './member-helpers.ts';

test('after "Prices have changed", Update to current prices shows what changed and the order goes through', async ({
  page,
  request,
}) => {
  // The cart kept the price of an earlier visit: $5.00 less than today's.
  const today = await firstProductLine(request);
  await withCart(page, [{ ...today, unitCents: today.unitCents - 500, quantity: 2 }]);
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
  await fillTestCard(page);
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  const staleTotal = money(await page.getByTestId('pay-total').textContent());

  await pay.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Prices have changed since the page was loaded. Please review your order and try again.',
  );
  await page.getByRole('button', { name: 'Update to current prices' }).click();

  const update = page.getByRole('status').filter({ hasText: 'Prices updated.' });
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  await expect(update).toContainText(
    `${today.title}: was ${dollars(today.unitCents - 500)}, now ${dollars(today.unitCents)}`,
  );
  const newTotal = money(await page.getByTestId('pay-total').textContent());
  expect(newTotal).toBeGreaterThan(staleTotal);
  await expect(update).toContainText(`Total: was ${dollars(staleTotal)}, now ${dollars(newTotal)}`);
  await expect(page.getByRole('button', { name: 'Update to current prices' })).toHaveCount(0);
  await expect(pay).toHaveText(`Pay ${dollars(newTotal)}`);
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront:cart') ?? '[]'));
  expect(cart).toMatchObject([{ id: today.id, unitCents: today.unitCents, quantity: 2 }]);

  await pay.click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
});
