/**
 * Lawful price display (docs/design.md#lawful-price-display) in the browser: every price shows the GST-inclusive figure
 * at least as prominently as the ex-GST one beside it, and the header's "Inc GST / Ex GST" switch
 * flips every price, before first paint on the next page, and survives a reload.
 */
import { expect, type Page, test } from '@playwright/test';
import type { ApiGeneralSettings, ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import { parseMoney, percentToBp } from '../../src/lib/pricing/money.ts';
import { incGst } from '../../src/lib/pricing/pricing.ts';
import { apiJson, jsonLd } from './helpers.ts';

/** One .gst-price as the browser shows it. */
interface ShownFigures {
  inc: string;
  ex: string;
  incSize: number;
  exSize: number;
  /** Whether the ex-GST figure is drawn first (before, or above, the GST-inclusive one). */
  exFirst: boolean;
}

/** Every .gst-price on the page: texts, computed font sizes and which figure is drawn first. */
async function shownPrices(page: Page): Promise<ShownFigures[]> {
  return page.locator('.gst-price').evaluateAll((prices) =>
    prices.map((price) => {
      const inc = price.querySelector('.inc');
      const ex = price.querySelector('.ex');
      const size = (el: Element | null) => (el ? Number.parseFloat(getComputedStyle(el).fontSize) : 0);
      const order = (el: Element | null) => (el ? Number(getComputedStyle(el).order) : 0);
      return {
        inc: inc?.textContent ?? '',
        ex: ex?.textContent ?? '',
        incSize: size(inc),
        exSize: size(ex),
        exFirst: order(ex) < order(inc),
      };
    }),
  );
}

/** The shop's GST rate in basis points, from the settings the site is built with. */
async function gstBp(page: Page): Promise<number> {
  const { general_settings } = await apiJson<{ general_settings: ApiGeneralSettings }>(
    page.request,
    '/brands',
  );
  return percentToBp(general_settings._gst_percentage)!;
}

const FIGURE = /^−?\$\d[\d,]*\.\d{2} (inc|ex) GST$/;

/** Every price leads with GST included, at least as large as the ex-GST figure, both labelled and consistent. */
async function expectIncLeads(page: Page, bp: number): Promise<void> {
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const p of prices) {
    expect(p.inc).toMatch(FIGURE);
    expect(p.inc).toMatch(/inc GST$/);
    expect(p.ex).toMatch(/ex GST$/);
    expect(p.incSize, `${p.inc} is at least as large as ${p.ex}`).toBeGreaterThanOrEqual(p.exSize);
    expect(p.exFirst).toBe(false);
    expect(parseMoney(p.inc.replace(/ inc GST$/, '').replace('−', '-'))).toBe(
      incGst(parseMoney(p.ex.replace(/ ex GST$/, '').replace('−', '-'))!, bp),
    );
  }
}

/** Every price leads with the ex-GST figure (the trade view), at least as large as the GST-inclusive one. */
async function expectExLeads(page: Page): Promise<void> {
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const p of prices) {
    expect(p.inc).toMatch(/inc GST$/);
    expect(p.exSize, `${p.ex} is at least as large as ${p.inc}`).toBeGreaterThanOrEqual(p.incSize);
    expect(p.exFirst).toBe(true);
  }
}

const switchButton = (page: Page, name: 'Inc GST' | 'Ex GST') =>
  page.getByRole('group', { name: 'Show prices' }).getByRole('button', { name, exact: true });

async function discountedProduct(page: Page): Promise<ApiProduct> {
  const { data } = await apiJson<{ data: ApiProduct[] }>(page.request, '/catalogue/products?limit=300');
  return data.find((p) => p.discount_data && Number(p.discount_data.discounted_price) > 0)!;
}

// ---------------------------------------------------------------------------------------------------
// Catalogue pages: home, a listing and a product page (static HTML; the switch is vanilla script).
// ---------------------------------------------------------------------------------------------------
test.describe('catalogue pages', () => {
  test('home, a listing and a product page show every price with GST included first and larger', async ({
    page,
  }) => {
    const bp = await gstBp(page);
    const product = await discountedProduct(page);
    for (const path of ['/', '/shop/', `/product/${product.permalink}/`]) {
      await page.goto(path);
      await expect(switchButton(page, 'Inc GST')).toHaveAttribute('aria-pressed', 'true');
      await expect(switchButton(page, 'Ex GST')).toHaveAttribute('aria-pressed', 'false');
      await expectIncLeads(page, bp);
    }
    // The product's own price, and its struck-through original, read as one sentence each.
    const price = page.locator('.product .price');
    await expect(price.locator('.now')).toHaveText(/^\$[\d,]+\.\d{2} inc GST, \$[\d,]+\.\d{2} ex GST$/);
    await expect(price.locator('del')).toHaveText(/^Was \$[\d,]+\.\d{2} inc GST, \$[\d,]+\.\d{2} ex GST$/);
  });

  test('the header switch flips every price to ex GST first, keeps it over a reload and other pages, and back', async ({
    page,
  }) => {
    const bp = await gstBp(page);
    const product = await discountedProduct(page);
    await page.goto('/shop/');
    await switchButton(page, 'Ex GST').click();
    await expect(switchButton(page, 'Ex GST')).toHaveAttribute('aria-pressed', 'true');
    await expect(switchButton(page, 'Inc GST')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-gst-view', 'ex');
    await expectExLeads(page);

    await page.reload();
    await expect(switchButton(page, 'Ex GST')).toHaveAttribute('aria-pressed', 'true');
    await expectExLeads(page);
    for (const path of ['/', `/product/${product.permalink}/`]) {
      await page.goto(path);
      await expectExLeads(page);
    }

    // Keyboard: the buttons are reached with Tab and pressed with Enter or Space.
    await switchButton(page, 'Ex GST').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(switchButton(page, 'Inc GST')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(switchButton(page, 'Inc GST')).toHaveAttribute('aria-pressed', 'true');
    await expectIncLeads(page, bp);
    await page.reload();
    await expectIncLeads(page, bp);
  });

  test('the stored choice is on the page before first paint, so no price moves on load', async ({ page }) => {
    await page.goto('/shop/');
    await switchButton(page, 'Ex GST').click();
    // What the root says as soon as the parser reaches <body>: the view is set before anything is drawn.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.body) return;
        (window as { firstView?: string | null }).firstView =
          document.documentElement.getAttribute('data-gst-view');
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/shop/');
    expect(await page.evaluate(() => (window as { firstView?: string | null }).firstView)).toBe('ex');
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => done(total), 300);
        }),
    );
    expect(shifts).toBeLessThan(0.01);
  });

  test('an approved trade account sees ex GST first until it chooses otherwise', async ({ page }) => {
    await page.addInitScript(() => {
      const user = { id: 1, name: 'Trade Buyer', trade_status: 'approved' };
      sessionStorage.setItem(
        'storefront:session',
        JSON.stringify({ user, token: 'tok', timestamp: Date.now() }),
      );
    });
    await page.goto('/shop/');
    await expect(page.locator('html')).toHaveAttribute('data-gst-view', 'ex');
    await expect(switchButton(page, 'Ex GST')).toHaveAttribute('aria-pressed', 'true');
    await expectExLeads(page);
    await switchButton(page, 'Inc GST').click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-gst-view', 'inc');
  });

  test("the product's structured data offers the GST-inclusive price, tax included, in AUD", async ({
    page,
  }) => {
    const product = await discountedProduct(page);
    await page.goto(`/product/${product.permalink}/`);
    const ld = (await jsonLd(page)).find((d) => d['@type'] === 'Product') as {
      offers: { price: string; priceCurrency: string; priceSpecification: Record<string, unknown> };
    };
    const shown = await page.locator('.product .price .now .inc').textContent();
    const inc = (parseMoney(shown?.replace(/ inc GST$/, '')) ?? 0) / 100;
    expect(Number(ld.offers.price)).toBe(inc);
    expect(ld.offers.priceCurrency).toBe('AUD');
    expect(ld.offers.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: ld.offers.price,
      priceCurrency: 'AUD',
      valueAddedTaxIncluded: true,
    });
  });
});
