import { expect, test } from '@playwright/test';
import { closePanel } from './helpers.ts';

test('adding from a product card opens the cart panel with the item and $0 shipping, tax and GST', async ({
  page,
}) => {
  await page.goto('/shop/');
  const card = page.locator('.card').first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: `Add to cart: ${title}` }).click();
  await expect(page.getByText(`${title} added to cart!`)).toBeVisible();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(title);
  for (const label of ['Shipping', 'Tax', 'GST'])
    await expect(
      panel.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('$0.00');
  await expect(panel.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart/');
  await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout/');
});

test('a card adds at most once a second', async ({ page }) => {
  await page.goto('/shop/');
  const button = page.locator('.card').first().getByRole('button');
  await expect(button).toBeVisible();
  await button.evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.waitForTimeout(1100);
  await button.evaluate((b: HTMLButtonElement) => b.click());
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('the panel keeps focus inside, closes on Escape, the close button and an outside click', async ({
  page,
}) => {
  await page.goto('/shop/');
  await page.locator('.card').first().getByRole('button').click();
  const panel = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Close cart' })).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await closePanel(page);
  await expect(panel).toBeHidden();

  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close cart' }).click();
  await expect(panel).toBeHidden();

  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(panel).toBeVisible();
  await page.mouse.click(20, 400);
  await expect(panel).toBeHidden();
});

test('a second tab sees the cart change and opens its panel; /cart never opens it', async ({
  page,
  context,
}) => {
  await page.goto('/shop/');
  const other = await context.newPage();
  await other.goto('/faqs/');
  await expect(other.getByTestId('cart-count')).toHaveText('0');
  await page.locator('.card').first().getByRole('button').click();
  await expect(other.getByTestId('cart-count')).toHaveText('1');
  await expect(other.getByRole('dialog', { name: 'Shopping Cart (1)' })).toBeVisible();

  const cartTab = await context.newPage();
  await cartTab.goto('/cart/');
  await closePanel(page);
  await page.waitForTimeout(1000);
  await page.locator('.card').first().getByRole('button').click();
  await expect(cartTab.getByTestId('cart-count')).toHaveText('2');
  await expect(cartTab.getByRole('dialog')).toHaveCount(0);
});
