/**
 * Lawful price display on the commerce screens (docs/design.md#lawful-price-display): in the cart panel, the cart page,
 * checkout and the card payment page every price leads with the GST-inclusive figure, at least as
 * large as the ex-GST one beside it; the header's Ex GST switch flips every one of them and the choice
 * survives a reload.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillBilling } from './checkout-helpers.ts';
import { firstProductLine, withCart } from './member-helpers.ts';

type Lead = 'inc' | 'ex';

/** Every visible price in `scope`: both figures present, and the one named `lead` first and at least as large. */
async function expectPricesLead(scope: Locator, lead: Lead): Promise<number> {
  await expect(scope.locator('.gst-price').first()).toBeVisible();
  const prices = await scope.locator('.gst-price').evaluateAll((elements) =>
    elements
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const figure = (name: string) => {
          const part = el.querySelector<HTMLElement>(`:scope > .${name}`);
          const box = part?.getBoundingClientRect();
          return {
            text: part?.textContent ?? '',
            size: part ? Number.parseFloat(getComputedStyle(part).fontSize) : 0,
            left: box?.left ?? 0,
            top: box?.top ?? 0,
            bottom: box?.bottom ?? 0,
          };
        };
        return { price: el.textContent ?? '', inc: figure('inc'), ex: figure('ex') };
      }),
  );
  expect(prices.length).toBeGreaterThan(0);
  for (const { price, inc, ex } of prices) {
    expect(inc.text, price).toMatch(/^−?\$[\d,]+\.\d{2} inc GST$/);
    expect(ex.text, price).toMatch(/^−?\$[\d,]+\.\d{2} ex GST$/);
    const [first, second] = lead === 'inc' ? [inc, ex] : [ex, inc];
    expect(first.size, `${price}: the ${lead} figure is at least as large`).toBeGreaterThanOrEqual(
      second.size,
    );
    // First in reading order: left of the other on its line, or on a line above it.
    expect(
      first.left < second.left || first.bottom <= second.top + 1,
      `${price}: the ${lead} figure leads`,
    ).toBe(true);
  }
  return prices.length;
}

const panel = (page: Page) => page.getByRole('dialog', { name: /Shopping Cart/ });

async function openPanel(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Cart, \d+ items?/ }).click();
  await expect(panel(page)).toBeVisible();
}

test('cart panel, cart page, checkout and card payment lead with GST included; Ex GST flips them all and sticks', async ({
  page,
  request,
}) => {
  await withCart(page, [{ ...(await firstProductLine(request)), quantity: 2 }]);

  await page.goto('/faqs/');
  await openPanel(page);
  // Unit price, line total, subtotal, delivery (or Free) and total.
  expect(await expectPricesLead(panel(page), 'inc')).toBeGreaterThanOrEqual(4);
  await page.keyboard.press('Escape');

  await page.goto('/cart/');
  expect(await expectPricesLead(page.locator('.cart-page'), 'inc')).toBeGreaterThanOrEqual(4);

  await page.goto('/checkout/');
  await expectPricesLead(page.getByRole('complementary', { name: 'Order summary' }), 'inc');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
  const payment = page.locator('.payment-page');
  expect(await expectPricesLead(payment, 'inc')).toBeGreaterThanOrEqual(5);

  // A trade buyer switches to ex GST: every price on the page flips at once, without a reload.
  await page.getByRole('button', { name: 'Ex GST' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-gst-view', 'ex');
  await expect(page.getByRole('button', { name: 'Ex GST' })).toHaveAttribute('aria-pressed', 'true');
  await expectPricesLead(payment, 'ex');
  expect(await page.evaluate(() => localStorage.getItem('storefront:gst-view'))).toBe('ex');

  // The choice survives a reload and holds on every other screen.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-gst-view', 'ex');
  await expectPricesLead(payment, 'ex');
  await page.goto('/checkout/');
  await expectPricesLead(page.getByRole('complementary', { name: 'Order summary' }), 'ex');
  await page.goto('/faqs/');
  await openPanel(page);
  await expectPricesLead(panel(page), 'ex');
  await page.keyboard.press('Escape');
  await page.goto('/cart/');
  await expectPricesLead(page.locator('.cart-page'), 'ex');

  // And back: GST included leads again.
  await page.getByRole('button', { name: 'Inc GST' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-gst-view', 'inc');
  await expectPricesLead(page.locator('.cart-page'), 'inc');
});
