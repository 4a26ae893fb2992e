/** A price that changed after the shopper added the item: one action brings the order up to date. */
import { expect, test } from '@playwright/test';
import { formatMoney } from '../../src/lib/pricing/money.ts';
import { incGst } from '../../src/lib/pricing/pricing.ts';
import { expectPrice, fillBilling, fillTestCard, incOf } from './checkout-helpers.ts';
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
  const staleTotal = await incOf(page.getByTestId('pay-total'));

  await pay.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Prices have changed since the page was loaded. Please review your order and try again.',
  );
  await page.getByRole('button', { name: 'Update to current prices' }).click();

  const update = page.getByRole('status').filter({ hasText: 'Prices updated.' });
  // Each changed line as every price shows it: GST included first (the seeded 10%), ex GST beside.
  const changed = update.getByTestId('price-update-line');
  await expect(changed).toContainText(`${today.title}: was `);
  const was = today.unitCents - 500;
  await expectPrice(changed.locator('.gst-price').nth(0), formatMoney(incGst(was, 1000)), formatMoney(was));
  await expectPrice(
    changed.locator('.gst-price').nth(1),
    formatMoney(incGst(today.unitCents, 1000)),
    formatMoney(today.unitCents),
  );
  const newTotal = await incOf(page.getByTestId('pay-total'));
  expect(newTotal).toBeGreaterThan(staleTotal);
  await expect(update.getByTestId('price-update-total')).toContainText(
    `Total: was ${formatMoney(staleTotal)} inc GST`,
  );
  await expect(update.getByTestId('price-update-total')).toContainText(
    `now ${formatMoney(newTotal)} inc GST`,
  );
  await expect(page.getByRole('button', { name: 'Update to current prices' })).toHaveCount(0);
  await expect(pay).toHaveText(`Pay ${formatMoney(newTotal)}`);
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront:cart') ?? '[]'));
  expect(cart).toMatchObject([{ id: today.id, unitCents: today.unitCents, quantity: 2 }]);

  await pay.click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
});
