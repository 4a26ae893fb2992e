import { expect, test } from '@playwright/test';
import { expectPrice, incOf } from './checkout-helpers.ts';
import { closePanel } from './helpers.ts';

test('the cart page lists lines with quantity and remove, counts and GST-inclusive totals', async ({
  page,
}) => {
  await page.goto('/shop/');
  const cards = page.locator('.card');
  await cards.nth(0).getByRole('button').click();
  await closePanel(page);
  await cards.nth(1).getByRole('button').click();
  await page.goto('/cart/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
  await expect(
    page
      .getByRole('complementary', { name: 'Shop by category and brand' })
      .getByRole('link', { name: 'Brakes' }),
  ).toBeVisible();
  await expect(page.getByText('2 items in your cart')).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);

  const first = rows.nth(0);
  await expect(first.getByRole('button', { name: /^Decrease/ })).toBeDisabled();
  await first.getByRole('button', { name: /^Increase/ }).click();
  await first.getByRole('button', { name: /^Increase/ }).click();
  await expect(first.locator('output')).toHaveText('3');
  await first.getByRole('button', { name: /^Decrease/ }).click();
  await expect(first.locator('output')).toHaveText('2');
  await expect(page.getByText('3 items in your cart')).toBeVisible();

  // Every line's total and the subtotal lead with GST included; the total adds the delivery estimate.
  const lineTotals = rows.locator('td:nth-child(4)');
  let lines = 0;
  for (const cell of await lineTotals.all()) lines += await incOf(cell);
  const subtotal = await incOf(page.getByTestId('cart-subtotal'));
  expect(subtotal).toBe(lines);
  const delivery = subtotal >= 40000 ? 0 : 1650;
  expect(await incOf(page.getByTestId('cart-total'))).toBe(subtotal + delivery);
  await expect(page.getByTestId('cart-gst')).toHaveText(/^\$\d/);
  if (delivery) await expect(page.getByText(/^Spend \$[\d,.]+ more for free delivery$/)).toBeVisible();
  await expect(page.getByText('*GST and Shipping may be applied at checkout')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout' }).last()).toHaveAttribute('href', '/checkout/');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await rows
    .nth(1)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(page.getByText('2 items in your cart')).toBeVisible();
});

test('an empty cart says so and returns to the home page after 3 seconds', async ({ page }) => {
  await page.goto('/cart/');
  await expect(page.getByText('There are no products in the cart.')).toBeVisible();
  const shownAt = Date.now();
  await page.waitForURL(/:\d+\/$/, { timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2500);
});

test('a cart saved by the original storefront under cartItems is carried over', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'cartItems',
      JSON.stringify([
        {
          id: 1,
          title: 'Legacy pads',
          permalink: 'legacy',
          featured_image: '',
          quantity: 2,
          product_meta: [{ option: '_price', value: '10.00' }],
          discount_data: null,
        },
      ]),
    );
    localStorage.setItem('cart', 'not json');
  });
  await page.goto('/cart/');
  await expect(page.getByText('2 items in your cart')).toBeVisible();
  await expectPrice(page.getByTestId('cart-subtotal'), '$22.00', '$20.00');
  expect(
    await page.evaluate(() => [localStorage.getItem('cartItems'), localStorage.getItem('cart')]),
  ).toEqual([null, null]);
});
