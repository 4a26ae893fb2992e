/** The product page's quantity field counts every key, typed before, during or after hydration. */
import { expect, type Page, test } from '@playwright/test';
import type { ApiShopPage } from '../../src/lib/api/schemas/catalogue.ts';
import { apiJson } from './helpers.ts';

/** The quantity the cart holds for the only line in it. */
const cartQuantity = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('storefront:cart') ?? '[]')[0]?.quantity ?? 0);

test('a quantity typed as soon as the product page opens is the quantity added, every time', async ({
  page,
  request,
}) => {
  const { data } = await apiJson<ApiShopPage>(request, '/shop?pagination=1');
  // The island's code arrives slowly, as on a phone: typing happens before and while it hydrates.
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  // Each try starts from an empty cart.
  await page.addInitScript(() => localStorage.removeItem('storefront:cart'));
  for (const [typed, expected] of [
    ['3', 3],
    ['12', 12],
    ['250', 100],
  ] as const) {
    await page.goto(`/product/${data[0]!.permalink}/`);
    const quantity = page.getByLabel('Quantity');
    await quantity.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
    await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await expect.poll(() => cartQuantity(page)).toBe(expected);
    await expect(quantity).toHaveValue(String(expected));
  }
});
