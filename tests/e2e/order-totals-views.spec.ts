/**
 * Every total on every commerce screen adds up in the view the shopper chose. A cart whose
 * ex-GST figures need a rounding cent ("$139.90 + $15.00 = $154.91 ex GST") is read on the
 * cart panel and page, checkout, the card payment page and the thank-you page, at 390 and 1366 px, in
 * both views, as a shopper reads them: the rows shown, each by its leading figure. The test card form
 * also refuses an expired card before paying.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import { unitPriceCents } from '../../src/lib/catalogue/product.ts';
import { exGstFigures, priceOrder } from '../../src/lib/pricing/pricing.ts';
import { fillBilling, money, signInAsDemo } from './checkout-helpers.ts';
import { apiJson } from './helpers.ts';
import { withCart } from './member-helpers.ts';

type View = 'inc' | 'ex';
const SETTINGS = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };

/** A small seeded generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cart lines from the catalogue's first products, quantities drawn until the ex-GST lines need a rounding line. */
async function roundingCart(page: Page, seed: number) {
  const { data } = await apiJson<{ data: ApiProduct[] }>(page.request, '/catalogue/products?limit=24');
  const products = data
    .filter((p) => p.stock_status !== 'out_of_stock')
    .map((p) => ({
      id: p.id,
      title: p.title,
      permalink: p.permalink,
      image: p.featured_image,
      unitCents: unitPriceCents(p),
    }))
    .filter((p) => p.unitCents > 0);
  const next = random(seed);
  for (let tries = 0; tries < 500; tries++) {
    const lines = products
      .filter(() => next() < 0.3)
      .slice(0, 3)
      .map((p) => ({ ...p, quantity: 1 + Math.floor(next() * 9) }));
    if (lines.length === 0) continue;
    if (exGstFigures(priceOrder(lines, SETTINGS)).roundingExCents !== 0) return lines;
  }
  throw new Error('No cart of the first products needs a rounding line');
}

interface Row {
  key: string;
  cents: number;
}

/** The rows of a totals block that the page shows now, each by its leading figure, signed. */
async function shownRows(totals: Locator): Promise<Row[]> {
  return totals.evaluate((dl) => {
    const view = document.documentElement.getAttribute('data-gst-view') === 'ex' ? 'ex' : 'inc';
    const cents = (text: string) => {
      const m = /([−+]?)\$([\d,]+\.\d{2})/.exec(text);
      if (!m) return 0;
      const value = Math.round(Number(m[2]!.replace(/,/g, '')) * 100);
      return m[1] === '−' ? -value : value;
    };
    return [...dl.querySelectorAll<HTMLElement>('dd')]
      .filter((dd) => dd.getClientRects().length > 0)
      .map((dd) => {
        const key = [...dd.classList].find((c) => c.startsWith('total-'))!.slice('total-'.length);
        const figure = dd.querySelector<HTMLElement>(`.gst-price > .${view}`) ?? dd;
        return { key, cents: cents(figure.textContent ?? '') };
      });
  });
}

/** Checks the rows add up as the view reads them; returns the total charged (inc GST). */
function expectAddsUp(rows: Row[], view: View, where: string): number {
  const at = rows.findIndex((r) => r.key === 'total');
  expect(at, `${where}: a Total row`).toBeGreaterThan(0);
  const lines = rows.slice(0, at).filter((r) => !(view === 'inc' && r.key === 'gst'));
  const total = rows[at]!.cents;
  expect(
    lines.reduce((s, r) => s + r.cents, 0),
    `${where} (${view}): the lines add up to the total`,
  ).toBe(total);
  if (view === 'inc') {
    expect(
      rows.map((r) => r.key),
      where,
    ).toContain('gst');
    return total;
  }
  const gst = rows.find((r) => r.key === 'ex-gst')!.cents;
  const inc = rows.find((r) => r.key === 'ex-total-inc')!.cents;
  expect(total + gst, `${where} (ex): total ex GST + GST = total inc GST`).toBe(inc);
  return inc;
}

async function setView(page: Page, view: View) {
  await page.getByRole('button', { name: view === 'ex' ? 'Ex GST' : 'Inc GST' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-gst-view', view);
}

/**
 * Both views of one totals block: they add up, and charge the same. `open` shows the block (the cart
 * panel is a dialog: the header switch is used while it is closed) and `close` hides it again.
 */
async function checkBlock(
  page: Page,
  where: string,
  open: () => Promise<Locator>,
  { close = async () => {}, rounding = true }: { close?: () => Promise<void>; rounding?: boolean } = {},
): Promise<{ inc: number; exTotal: number }> {
  const read = async (view: View) => {
    await setView(page, view);
    const totals = await open();
    await expect(totals.locator('.total-total')).toBeVisible();
    const rows = await shownRows(totals);
    await close();
    return rows;
  };
  const exRows = await read('ex');
  // A cart whose ex-GST lines need a rounding cent, shown as its own line.
  if (rounding)
    expect(
      exRows.map((r) => r.key),
      `${where}: the rounding line`,
    ).toContain('rounding');
  const charged = expectAddsUp(exRows, 'ex', where);
  const incRows = await read('inc');
  expect(
    incRows.map((r) => r.key),
    where,
  ).not.toContain('rounding');
  expect(expectAddsUp(incRows, 'inc', where), `${where}: both views charge the same`).toBe(charged);
  return { inc: charged, exTotal: exRows.find((r) => r.key === 'total')!.cents };
}

for (const [width, height, member] of [
  [390, 844, false],
  [1366, 900, false],
  [1366, 900, true],
] as const) {
  test(`totals add up in both views on every commerce screen at ${width} px${member ? ' for a member with discounts' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    if (member) await signInAsDemo(page, page.request);
    await withCart(page, await roundingCart(page, width + (member ? 7 : 0)));

    await page.goto('/faqs/');
    const panel = page.getByRole('dialog', { name: /Shopping Cart/ });
    const fromPanel = await checkBlock(
      page,
      'cart panel',
      async () => {
        await page.getByRole('link', { name: /^Cart, \d+ items?/ }).click();
        return panel.locator('dl.cart-panel-totals');
      },
      {
        close: async () => {
          await page.keyboard.press('Escape');
          await expect(panel).toBeHidden();
        },
        rounding: !member,
      },
    );

    const block = (locator: Locator) => async () => locator;
    await page.goto('/cart/');
    const fromCart = await checkBlock(page, 'cart page', block(page.locator('.cart-page dl.cart-summary')), {
      rounding: !member,
    });
    expect(fromCart).toEqual(fromPanel);

    await page.goto('/checkout/');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    if (member) await expect(summary.getByTestId('summary-signup-discount')).toBeVisible();
    const fromCheckout = await checkBlock(page, 'checkout', block(summary.locator('dl')), {
      rounding: !member,
    });
    if (!member) expect(fromCheckout).toEqual(fromCart);

    await fillBilling(page);
    await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
    await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
    const fromPayment = await checkBlock(
      page,
      'payment page',
      block(page.locator('.payment-page dl.cart-summary')),
      {
        rounding: !member,
      },
    );
    expect(fromPayment).toEqual(fromCheckout);

    // Test mode refuses an expired card ("any future expiry").
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await page.getByLabel('CVC').fill('123');
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await pay.click();
    await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    expect(money(await pay.textContent())).toBe(fromPayment.inc);
    await pay.click();

    await expect(page).toHaveURL(/\/thank-you\/$/);
    const total = page.locator('[data-order-total]');
    await expect(total).toBeVisible();
    // The one figure of the thank-you page: the same total, inc GST and ex GST, in either view.
    await setView(page, 'ex');
    expect(money(await total.locator('.gst-price > .ex').textContent())).toBe(fromPayment.exTotal);
    await setView(page, 'inc');
    expect(money(await total.locator('.gst-price > .inc').textContent())).toBe(fromPayment.inc);
  });
}

/** '$25' for 2500 cents, '$27.50' for 2750, as the saving is written. */
const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

for (const width of [390, 1366]) {
  test(`a fixed discount's saving follows the view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { data } = await apiJson<{ data: ApiProduct[] }>(page.request, '/catalogue/products?limit=300');
    const fixed = data.find(
      (p) => String(p.discount_data?.discount_type) === '1' && p.stock_status !== 'out_of_stock',
    );
    expect(fixed, 'the seed has a product with a fixed discount').toBeDefined();
    const saved = Number(fixed!.discount_data!.discount_value);
    await page.goto(`/product/${fixed!.permalink}/`);
    const save = page.locator('.price .save').first();
    await setView(page, 'ex');
    // The discount label follows the view: "$105.00 vs $130.00 ex GST" beside "Save $25", not the GST-inclusive "Save $27.50".
    // As read (innerText): the other view's label is hidden.
    await expect(save).toHaveText(`Save $${dollars(Math.round(saved * 100))}`, { useInnerText: true });
    await setView(page, 'inc');
    await expect(save).toHaveText(`Save $${dollars(Math.round(saved * 110))}`, { useInnerText: true });
  });
}
