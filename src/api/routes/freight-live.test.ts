/**
 * Carriers' live prices in quotes and orders (issue 49), against a local fake of Australia Post's
 * API: a live price replaces the table's, place-order charges the same, the settings' flat standard
 * price never asks the carrier, and a carrier that is slow or down leaves the table's price.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAusPost } from '../../../tests/helpers/fake-auspost.ts';
import { cardOrder, place } from '../../../tests/helpers/orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiQuote } from '../../lib/api/schemas/freight.ts';
import { centsToDecimal } from '../../lib/pricing/money.ts';
import { orders, products } from '../db/schema/index.ts';
import { auspostCarrier } from '../services/freight/carriers/auspost.ts';
import { createLiveRates } from '../services/freight/carriers/live-rates.ts';

const fake = await fakeAusPost();
const auspost = auspostCarrier({
  apiKey: 'key',
  password: 'secret',
  accountNumber: '1234567890',
  baseUrl: fake.url,
});
const t = setupTestApp(() => ({
  freight: { carriers: { auspost }, liveRates: createLiveRates({ adapters: { auspost }, failureTtlMs: 0 }) },
}));
let filter: number;

beforeAll(async () => {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .offset(210)
    .limit(1);
  filter = row!.id;
  await t.database.db
    .update(products)
    .set({ isVirtual: false, priceCents: 2000, weightGrams: 400, lengthMm: 120, widthMm: 100, heightMm: 100 })
    .where(eq(products.id, filter));
});
afterAll(() => fake.close());

async function quote(postCode: string, state: string) {
  const res = await t.app.request('/api/freight/quote', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ products: [{ id: filter, quantity: 1 }], post_code: postCode, state }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ApiQuote;
}
const priceOf = (q: ApiQuote, id: string) => q.options.find((o) => o.id === id)?.price_ex_cents;

describe('live carrier prices', () => {
  it('prices Express Post from the carrier, and Parcel Post to a metro address at the flat standard charge', async () => {
    fake.state.mode = 'normal';
    const asked = fake.requests.length;
    const q = await quote('6000', 'WA');
    // The fake's $42.70 with $3.88 GST is $38.82 ex GST.
    expect(priceOf(q, 'express')).toBe(3882);
    expect(priceOf(q, 'parcel')).toBe(1500);
    const sent = fake.requests.slice(asked).filter((r) => r.path === '/shipping/v1/prices/items');
    expect(sent.map((r) => JSON.stringify(r.body))).toEqual([expect.stringContaining('E34')]);

    const placed = await place(t, {
      ...cardOrder([], {
        post_code: '6000',
        state: 'WA',
        delivery_option: 'express',
        delivery_charges: centsToDecimal(3882),
      }),
      products: [{ id: filter, quantity: 1 }],
    });
    expect(placed.status).toBe(200);
    const [row] = await t.database.db
      .select({ delivery: orders.deliveryCents })
      .from(orders)
      .where(eq(orders.invoiceNumber, placed.body.order!.invoice_number));
    expect(row!.delivery).toBe(3882);
  });

  it("keeps selling on the table's price when the carrier is down or too slow", async () => {
    fake.state.mode = 'error500';
    // The table's 500 g band: $13.95 in Sydney, at 1.15 to Brisbane and 1.3 to Adelaide.
    expect(priceOf(await quote('4000', 'QLD'), 'express')).toBe(1605);
    fake.state.mode = 'slow';
    const started = Date.now();
    expect(priceOf(await quote('5000', 'SA'), 'express')).toBe(1815);
    expect(Date.now() - started).toBeLessThan(2500);
    fake.state.mode = 'normal';
  });
});
