/**
 * What the main shopping pages look like at phone and desktop width, compared with the reviewed
 * screenshots in visual.spec.ts-snapshots/ (update them with `--update-snapshots`, then look at every
 * changed PNG before committing). Kept deterministic: no motion, every image loaded, fonts ready, the
 * footer's year masked, and pages whose products no other suite edits (the publishing suite changes
 * the price of the first product in the shop, a brake pad set, so these pages use filters).
 */
import { expect, type Page, test } from '@playwright/test';
import { fillBilling } from './checkout-helpers.ts';
import { closePanel } from './helpers.ts';

const LISTING = '/shop/category/filters/';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Loads every image (lazy ones too) and waits for fonts, so the whole page is drawn. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

async function snapshot(page: Page, name: string): Promise<void> {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('.copyright')],
    maxDiffPixelRatio: 0.005,
  });
}

/** Puts the first two filters in the cart, as a shopper would from the listing. */
async function fillCart(page: Page): Promise<void> {
  await page.goto(LISTING);
  for (let i = 0; i < 2; i++) {
    await page.locator('.card').nth(i).getByRole('button', { name: 'Add to cart' }).click();
    await closePanel(page);
  }
}

for (const size of SIZES) {
  test.describe(`${size.name} (${size.width}px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('home', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
      await snapshot(page, `home-${size.name}`);
    });

    test('listing', async ({ page }) => {
      await page.goto(LISTING);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for Filters');
      await snapshot(page, `listing-${size.name}`);
    });

    test('product', async ({ page }) => {
      await page.goto(LISTING);
      await page.locator('.card a').first().click();
      await expect(page.getByRole('button', { name: 'ADD TO CART', exact: true })).toBeVisible();
      await snapshot(page, `product-${size.name}`);
    });

    test('cart', async ({ page }) => {
      await fillCart(page);
      await page.goto('/cart/');
      await expect(page.getByText('2 items in your cart')).toBeVisible();
      await snapshot(page, `cart-${size.name}`);
    });

    test('checkout', async ({ page }) => {
      await fillCart(page);
      await page.goto('/checkout/');
      await expect(page.getByRole('group', { name: 'Billing details' })).toBeVisible();
      await snapshot(page, `checkout-${size.name}`);
    });

    test('card payment', async ({ page }) => {
      await fillCart(page);
      await page.goto('/checkout/');
      await fillBilling(page);
      await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
      await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
      await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
      await snapshot(page, `card-payment-${size.name}`);
    });
  });
}
