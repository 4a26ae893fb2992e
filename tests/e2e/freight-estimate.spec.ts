/**
 * The delivery estimate from a postcode before any personal details (issue 49), on the product page
 * and the cart, at a phone's width and a desktop's: a product's cheapest delivery to 6725 with its
 * price and business days, "road only" for a car battery, the server's refusal of a postcode that
 * does not exist, the whole cart's estimate (asked again when the cart changes), by keyboard alone,
 * and nothing serious for axe. The product page loads the code that answers only once the shopper
 * reaches for the form.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { ApiQuote } from '../../src/lib/api/schemas/freight.ts';
import { estimateText } from '../../src/lib/freight/estimate-text.ts';
import { incOf } from './checkout-helpers.ts';
import { apiJson, closePanel } from './helpers.ts';
import { shot } from './shots.ts';

const ESTIMATE_CODE = /\/_astro\/freight-estimate\.[^/]*\.js$/;

interface Found {
  id: number;
  permalink: string;
  title: string;
}

/** The first product of the shop's newest (a cleaning kit: no dangerous goods). */
async function plainProduct(page: Page): Promise<Found> {
  const latest = await apiJson<{ data: { data: Found[] } }>(page.request, '/latest-products?pagination=1');
  return latest.data.data[0]!;
}

/**
 * A seeded car battery (wet lead-acid, ADG class 8: road only): a Calcium MF Car Battery, or while
 * the seed draws none, a Deep Cycle Battery, marked the same way.
 */
async function battery(page: Page): Promise<Found> {
  for (const name of ['Calcium MF Car Battery', 'Deep Cycle Battery']) {
    const found = await apiJson<{ data: Found[] }>(
      page.request,
      `/search-product?search=${encodeURIComponent(name)}`,
    );
    const car = found.data.find((p) => p.title.includes(name));
    if (car) return car;
  }
  throw new Error('The seed has no car battery');
}

/** What the API's estimate for these lines to `postcode` should read as, and its charge with GST. */
async function expected(page: Page, items: string, postcode: string) {
  const quote = await apiJson<ApiQuote>(
    page.request,
    `/freight/estimate?items=${items}&post_code=${postcode}`,
  );
  const chosen = quote.options.find((o) => o.id === quote.default_option)!;
  return { line: estimateText(quote).line, incCents: chosen.price_inc_cents };
}

/** The line the API's estimate for these lines to `postcode` should read as. */
async function expectedLine(page: Page, items: string, postcode: string): Promise<string> {
  return (await expected(page, items, postcode)).line;
}

async function seriousAxe(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function estimateForm(page: Page) {
  return page.getByRole('form', { name: 'Delivery to postcode' });
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    });

    test('a product page estimates delivery to a postcode, loading its code only when asked', async ({
      page,
    }) => {
      const product = await plainProduct(page);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(`/product/${product.permalink}/`);
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })));
      expect(scripts.filter((s) => ESTIMATE_CODE.test(s))).toEqual([]);

      const form = estimateForm(page);
      const postcode = form.getByLabel('Postcode');
      await expect(postcode).toHaveAttribute('inputmode', 'numeric');
      await postcode.fill('6725');
      await expect.poll(() => scripts.filter((s) => ESTIMATE_CODE.test(s)).length).toBe(1);
      await form.getByRole('button', { name: 'Estimate' }).click();
      const answer = form.locator('[data-freight-answer]');
      await expect(answer).toContainText(/^To 6725: \$\d+\.\d\d inc GST, \d+(–\d+)? business days?/);
      await expect(answer.locator('strong')).toHaveText(await expectedLine(page, `${product.id}x1`, '6725'));
      await expect(answer).not.toContainText('road only');
      await shot(form, `freight/estimate-product-${width}.png`);
      await shot(page, `freight/estimate-product-page-${width}.png`);
      expect(await seriousAxe(page, 'form.freight-estimate')).toEqual([]);

      // Kept for the next page: Estimate alone answers for it, and the field shows it once reached for.
      const line = await answer.locator('strong').textContent();
      await page.reload();
      const again = estimateForm(page);
      await expect(again.getByLabel('Postcode')).toHaveValue('');
      await again.getByRole('button', { name: 'Estimate' }).click();
      await expect(again.getByLabel('Postcode')).toHaveValue('6725');
      await expect(again.locator('[data-freight-answer] strong')).toHaveText(line!);
    });

    test('a car battery goes by road only, and a postcode that does not exist is refused', async ({
      page,
    }) => {
      const car = await battery(page);
      await page.goto(`/product/${car.permalink}/`);
      const form = estimateForm(page);
      const postcode = form.getByLabel('Postcode');
      await postcode.fill('6725');
      await form.getByRole('button', { name: 'Estimate' }).click();
      const answer = form.locator('[data-freight-answer]');
      await expect(answer.locator('strong')).toHaveText(await expectedLine(page, `${car.id}x1`, '6725'));
      await expect(answer).toContainText(`road only (${car.title})`);
      await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
      await shot(form, `freight/estimate-battery-${width}.png`);

      const refused = await page.request.get(`/api/freight/estimate?items=${car.id}x1&post_code=0500`);
      expect(refused.status()).toBe(422);
      const { message } = (await refused.json()) as { message: string };
      await postcode.fill('0500');
      await postcode.press('Enter');
      await expect(answer).toHaveText(message);
      await expect(answer).toHaveClass(/field-error/);
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
      await shot(form, `freight/estimate-refused-${width}.png`);
      expect(await seriousAxe(page, 'form.freight-estimate')).toEqual([]);

      await postcode.fill('67');
      await form.getByRole('button', { name: 'Estimate' }).click();
      await expect(answer).toHaveText('Enter a 4-digit postcode.');
    });

    test('the cart estimates delivery of the whole cart, again when it changes', async ({ page }) => {
      const [plain, car] = [await plainProduct(page), await battery(page)];
      for (const p of [plain, car]) {
        await page.goto(`/product/${p.permalink}/`);
        await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
        await closePanel(page);
      }
      // The postcode kept from the product page is the cart's.
      await page.goto(`/product/${plain.permalink}/`);
      const productForm = estimateForm(page);
      await productForm.getByLabel('Postcode').fill('6725');
      await productForm.getByRole('button', { name: 'Estimate' }).click();
      await expect(productForm.locator('[data-freight-answer] strong')).toBeVisible();

      const ids = [plain.id, car.id].sort((a, b) => a - b);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/freight/estimate'))
          asked.push(new URL(r.url()).searchParams.get('items')!);
      });
      await page.goto('/cart/');
      const form = estimateForm(page);
      await expect(form.getByLabel('Postcode')).toHaveValue('6725');
      const answer = page.getByTestId('cart-delivery-estimate');
      await expect(answer.locator('strong')).toHaveText(
        await expectedLine(page, ids.map((id) => `${id}x1`).join(','), '6725'),
      );
      await expect(answer).toContainText(`road only (${car.title})`);
      // The totals add the delivery estimated (the service the checkout starts on), not a flat charge.
      const once = await expected(page, ids.map((id) => `${id}x1`).join(','), '6725');
      await expect.poll(() => incOf(page.getByTestId('cart-delivery'))).toBe(once.incCents);
      expect(await incOf(page.getByTestId('cart-total'))).toBe(
        (await incOf(page.getByTestId('cart-subtotal'))) + once.incCents,
      );
      await expect(page.getByText('Delivery estimated to postcode 6725.')).toBeVisible();
      // Free delivery never covers a battery by road: the cart does not promise it for spending more.
      await expect(page.getByText(/more for free delivery/)).toHaveCount(0);
      await shot(form, `freight/estimate-cart-${width}.png`);
      await shot(page, `freight/estimate-cart-page-${width}.png`, { fullPage: true });
      expect(await seriousAxe(page, '.cart-page')).toEqual([]);

      await page.getByRole('button', { name: `Increase quantity of ${car.title}` }).click();
      const twice = ids.map((id) => `${id}x${id === car.id ? 2 : 1}`).join(',');
      await expect.poll(() => asked).toContain(twice);
      await expect(answer.locator('strong')).toHaveText(await expectedLine(page, twice, '6725'));

      await form.getByLabel('Postcode').fill('2150');
      await form.getByRole('button', { name: 'Estimate' }).click();
      const metro = await expected(page, twice, '2150');
      await expect(answer.locator('strong')).toHaveText(metro.line);
      await expect.poll(() => incOf(page.getByTestId('cart-delivery'))).toBe(metro.incCents);
    });
  });
}

test('keyboard only: the product page and the cart estimate from the field by Tab, typing and Enter', async ({
  page,
}) => {
  const product = await plainProduct(page);
  await page.goto(`/product/${product.permalink}/`);
  const tabTo = async (id: string) => {
    for (let i = 0; i < 200; i += 1) {
      if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached #${id}`);
  };
  await tabTo('freight-postcode');
  await page.keyboard.type('6725');
  await page.keyboard.press('Enter');
  const answer = estimateForm(page).locator('[data-freight-answer]');
  await expect(answer.locator('strong')).toHaveText(await expectedLine(page, `${product.id}x1`, '6725'));
  // The button answers too, by Enter or Space.
  await page.keyboard.press('Tab');
  await expect(estimateForm(page).getByRole('button', { name: 'Estimate' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(answer.locator('strong')).toHaveText(await expectedLine(page, `${product.id}x1`, '6725'));

  // Added by keyboard too.
  await tabToBack(page, 'ADD TO CART');
  await page.keyboard.press('Enter');
  await closePanel(page);
  await page.goto('/cart/');
  await tabTo('cart-postcode');
  await expect(page.locator('#cart-postcode')).toHaveValue('6725');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2150');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-delivery-estimate').locator('strong')).toHaveText(
    await expectedLine(page, `${product.id}x1`, '2150'),
  );
});

/** Shift+Tab until the button named `name` has focus. */
async function tabToBack(page: Page, name: string) {
  for (let i = 0; i < 40; i += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`Shift+Tab never reached ${name}`);
}
