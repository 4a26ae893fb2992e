import { expect, test } from '@playwright/test';
import { expectPrice, incOf, money } from './checkout-helpers.ts';
import { closePanel } from './helpers.ts';
import { withCart } from './member-helpers.ts';

test('adding from a product card opens the cart panel with the item, GST included and the delivery estimate', async ({
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
  // No "$0" shipping, tax and GST lines: GST included and delivery from the settings instead.
  for (const label of ['Shipping', 'Tax', 'GST'])
    await expect(panel.getByText(label, { exact: true })).toHaveCount(0);
  const subtotal = await incOf(panel.getByTestId('panel-subtotal'));
  expect(subtotal).toBe(await incOf(panel.locator('.cart-panel-items li').first()));
  expect(money(await panel.getByTestId('panel-gst').textContent())).toBeGreaterThan(0);
  const delivery = subtotal >= 40000 ? 0 : 1650;
  if (delivery) await expectPrice(panel.getByTestId('panel-delivery'), '$16.50', '$15.00');
  else await expect(panel.getByTestId('panel-delivery')).toHaveText('Free');
  expect(await incOf(panel.getByTestId('panel-total'))).toBe(subtotal + delivery);
  await expect(panel.getByText('*GST and Shipping may be applied at checkout')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart/');
  await expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout/');
});

test('the panel shows each line GST-inclusive with ex GST beside, and what is left to spend for free delivery', async ({
  page,
}) => {
  // Two of a $50.00 (ex GST) part: $55.00 each with GST, $110.00 the line.
  await withCart(page, [
    { id: 1, title: 'Brake pads', permalink: 'pads', image: '', unitCents: 5000, quantity: 2 },
  ]);
  await page.goto('/faqs/');
  await page.getByRole('link', { name: /^Cart, 2 items/ }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart (2)' });
  const line = panel.locator('.cart-panel-items li');
  await expect(line.locator('p').first()).toContainText('2 ×');
  await expectPrice(line.locator('p').first(), '$55.00', '$50.00');
  await expect(line.locator('p').nth(1)).toContainText('Line total');
  await expectPrice(line.locator('p').nth(1), '$110.00', '$100.00');
  await expectPrice(panel.getByTestId('panel-subtotal'), '$110.00', '$100.00');
  await expectPrice(panel.getByTestId('panel-delivery'), '$16.50', '$15.00');
  await expect(panel.getByTestId('panel-gst')).toHaveText('$11.50');
  await expectPrice(panel.getByTestId('panel-total'), '$126.50', '$115.00');
  await expect(panel.getByText('Spend $290.00 more for free delivery')).toBeVisible();
  await closePanel(page);

  // $400.00 with GST reaches the threshold: delivery is free and nothing is left to spend.
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('storefront:cart') ?? '[]');
    cart[0].unitCents = 20000;
    localStorage.setItem('storefront:cart', JSON.stringify(cart));
  });
  await page.reload();
  await page.getByRole('link', { name: /^Cart, 2 items/ }).click();
  await expectPrice(panel.getByTestId('panel-subtotal'), '$440.00', '$400.00');
  await expect(panel.getByTestId('panel-delivery')).toHaveText('Free');
  await expectPrice(panel.getByTestId('panel-total'), '$440.00', '$400.00');
  await expect(panel.getByText(/more for free delivery/)).toHaveCount(0);
});

test('a card adds at most once a second', async ({ page }) => {
  await page.clock.install();
  await page.goto('/shop/');
  const button = page.locator('.card').first().getByRole('button');
  await expect(button).toBeVisible();
  await button.evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.clock.runFor(1100);
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

test('an Escape pressed the moment the panel appears closes it', async ({ page }) => {
  // The key goes in as soon as the dialog is in the page, before the browser paints it: a keyboard
  // user (or a slow machine) can be that quick, and the panel must already be listening.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      observer.disconnect();
      document.documentElement.dataset.escapeSent = '';
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/shop/');
  await page.locator('.card').first().getByRole('button').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.locator('html')).toHaveAttribute('data-escape-sent');
  await expect(page.getByRole('dialog', { name: /Shopping Cart/ })).toBeHidden();
  await page.locator('.card').nth(1).getByRole('button').click({ timeout: 5000 });
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('a second tab sees the cart change and opens its panel; /cart never opens it', async ({
  page,
  context,
}) => {
  await page.clock.install();
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
  // Past the card's once-a-second limit.
  await page.clock.runFor(1000);
  await page.locator('.card').first().getByRole('button').click();
  await expect(cartTab.getByTestId('cart-count')).toHaveText('2');
  await expect(cartTab.getByRole('dialog')).toHaveCount(0);
});
