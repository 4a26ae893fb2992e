import { expect, test } from '@playwright/test';

test('a shopper goes from the home page to a product, adds it to the cart and keeps it after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  const featured = page.getByRole('region', { name: 'Featured Products' });
  const firstProduct = featured.getByRole('link').first();
  const title = (await firstProduct.getByRole('heading').textContent())?.trim() ?? '';
  await firstProduct.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByText(`${title} added to cart!`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (1)' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('4');

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
});

test('the add-to-cart toast disappears after 3 seconds', async ({ page }) => {
  await page.goto('/shop/');
  await page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading') })
    .first()
    .click();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  const toast = page.getByText(/added to cart!$/);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 4500 });
});

test('the add-to-cart toast stays while the pointer is on it and goes 3 seconds after it leaves', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/shop/');
  await page.locator('.card').first().getByRole('button').click();
  // The toast settles beside the cart panel, which opens at the same time.
  await expect(page.getByRole('dialog', { name: /Shopping Cart/ })).toBeVisible();
  const toast = page.locator('.toast', { hasText: /added to cart!$/ });
  await toast.hover();
  await page.clock.runFor(6000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 5);
  await page.clock.runFor(2500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1000);
  await expect(toast).toBeHidden();
});
