/**
 * Every totals block adds up in the view the shopper chose. Random carts are priced as the
 * islands price them (delivery from the freight quote's default option for the address), placed through POST /api/place-order (the server recomputes and must agree),
 * read back as the storefront reads an order, and rendered by the one totals block every commerce
 * screen uses (cart panel and page, checkout, payment pages, order details): in the inc-GST view the
 * lines add up to the total, in the ex-GST view to the total ex GST, which plus the GST is the charge.
 */
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Totals } from '../../src/islands/checkout/Totals.tsx';
import { type ApiOrder, toOrder } from '../../src/lib/api/orders.ts';
import { moneyFields } from '../../src/lib/api/place-order.ts';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import type { ApiQuote } from '../../src/lib/api/schemas/freight.ts';
import { unitPriceCents } from '../../src/lib/catalogue/product.ts';
import type { ShownTotals } from '../../src/lib/pricing/order-summary.ts';
import { priceOrder } from '../../src/lib/pricing/pricing.ts';
import { address, cardOrder, place } from '../helpers/orders.ts';
import { STORE_SETTINGS } from '../helpers/settings.ts';
import { readTotals, sumProblems } from '../helpers/summary-figures.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();
let products: ApiProduct[] = [];

beforeAll(async () => {
  const res = await t.app.request('/api/catalogue/products?limit=60');
  products = ((await res.json()) as { data: ApiProduct[] }).data.filter((p) => unitPriceCents(p) > 0);
});

/** The totals block's markup for an order's totals, as the islands render it. */
const rendered = (totals: ShownTotals) => renderToStaticMarkup(createElement(Totals, { totals }));

const withoutDiscounted = ({ discountedSubtotalCents: _, ...rest }: ReturnType<typeof priceOrder>) => rest;

function expectAddsUp(totals: ShownTotals) {
  const html = rendered(totals);
  for (const view of ['inc', 'ex'] as const)
    expect(sumProblems(readTotals(html, view), view, totals.totalCents)).toEqual([]);
}

describe('order totals add up in both views (property)', () => {
  it('random carts through the API: the server agrees with the shown totals, and the order reads back adding up', async () => {
    expect(products.length).toBeGreaterThan(10);
    const cart = fc.uniqueArray(
      fc.record({ index: fc.nat({ max: products.length - 1 }), quantity: fc.integer({ min: 1, max: 6 }) }),
      { minLength: 1, maxLength: 5, selector: (line) => line.index },
    );
    await fc.assert(
      fc.asyncProperty(cart, async (lines) => {
        const chosen = lines.map((l) => ({ product: products[l.index]!, quantity: l.quantity }));
        const items = chosen.map((c) => ({ id: c.product.id, quantity: c.quantity }));
        // What the checkout shows for this cart: delivery from the quote's default option for the address.
        const quoted = await t.app.request('/api/freight/quote', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ products: items, post_code: address.post_code, state: address.state }),
        });
        const quote = (await quoted.json()) as ApiQuote;
        const option = quote.options.find((o) => o.id === quote.default_option)!;
        const shown = priceOrder(
          chosen.map((c) => ({ unitCents: unitPriceCents(c.product), quantity: c.quantity })),
          STORE_SETTINGS,
          {},
          option.price_ex_cents,
        );
        expectAddsUp(shown);
        const placed = await place(
          t,
          cardOrder([], { ...moneyFields(shown), products: items, delivery_option: option.id }),
        );
        expect(placed.status, placed.body.message).toBe(200);
        const res = await t.app.request('/api/guest/track-order', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ id: placed.body.order!.invoice_number }),
        });
        const order = toOrder(((await res.json()) as { data: ApiOrder }).data);
        // The order as stored and read back is what was shown, and adds up in both views too.
        expect(order.totals).toEqual(withoutDiscounted(shown));
        expectAddsUp(order.totals);
      }),
      { numRuns: 30 },
    );
  });

  it('any cart, discounts and settings: the rendered block adds up in both views', () => {
    const line = fc.record({
      unitCents: fc.integer({ min: 0, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 200 }),
    });
    const settings = fc.record({
      gstBp: fc.integer({ min: 0, max: 10_000 }),
      deliveryChargeCents: fc.integer({ min: 0, max: 100_000 }),
      freeDeliveryThresholdCents: fc.integer({ min: 0, max: 2_000_000 }),
    });
    const discounts = fc.record({
      signupBp: fc.integer({ min: 0, max: 10_000 }),
      membershipBp: fc.integer({ min: 0, max: 10_000 }),
      newsletterBp: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), settings, discounts, (ls, s, d) => {
        expectAddsUp(priceOrder(ls, s, d));
      }),
      { numRuns: 500 },
    );
  });
});
