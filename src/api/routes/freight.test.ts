/**
 * Delivery quotes and what place-order charges (issue 49): the quote's options for a cart to an
 * address, refusals on the field at fault, and the order charged exactly the chosen option's price.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { address, cardOrder, place } from '../../../tests/helpers/orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiQuote } from '../../lib/api/schemas/freight.ts';
import { centsToDecimal } from '../../lib/pricing/money.ts';
import { orders, products } from '../db/schema/index.ts';
import { brandOf } from '../emails/layout/brand.ts';
import { confirmationFor } from '../emails/order-confirmation.ts';

const t = setupTestApp();
let filter: number;
let battery: number;
let exhaust: number;

/** A seeded product of its own, given freight data. */
async function productAt(offset: number, freight: Partial<typeof products.$inferInsert>) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.id)
    .offset(offset)
    .limit(1);
  await t.database.db
    .update(products)
    .set({ isVirtual: false, weightGrams: 400, lengthMm: 120, widthMm: 100, heightMm: 100, ...freight })
    .where(eq(products.id, row!.id));
  return row!.id;
}

beforeAll(async () => {
  filter = await productAt(200, { priceCents: 2000 });
  battery = await productAt(201, {
    weightGrams: 16_500,
    lengthMm: 260,
    widthMm: 175,
    heightMm: 225,
    dgUn: 'UN2794',
    dgClass: '8',
    dgPackingGroup: 'III',
  });
  exhaust = await productAt(202, {
    weightGrams: 25_000,
    lengthMm: 2400,
    widthMm: 300,
    heightMm: 250,
    freightClass: 'oversize',
  });
});

async function quote(body: Record<string, unknown>) {
  const res = await t.app.request('/api/freight/quote', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as ApiQuote & { message: string; errors: Record<string, string> },
  };
}

describe('POST /freight/quote', () => {
  it('offers the services that may carry every line, cheapest first, the standard one chosen', async () => {
    const { status, body } = await quote({
      products: [{ id: filter, quantity: 2 }],
      post_code: '2150',
      state: 'NSW',
    });
    expect(status).toBe(200);
    expect(body.destination).toEqual({
      post_code: '2150',
      state: 'NSW',
      zone: 'NSW_METRO',
      zone_name: 'Sydney metro',
      po_box: false,
    });
    expect(body.default_option).toBe('parcel');
    const parcel = body.options.find((o) => o.id === 'parcel')!;
    // SPEC's $15 ex GST standard charge, $16.50 with GST.
    expect(parcel).toMatchObject({ price_ex_cents: 1500, price_inc_cents: 1650 });
    const prices = body.options.map((o) => o.price_ex_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('says a battery goes by road only, and refuses it to a PO box on its line', async () => {
    const road = await quote({ products: [{ id: battery, quantity: 1 }], post_code: '0800', state: 'NT' });
    expect(road.status).toBe(200);
    expect(road.body.options.map((o) => o.id)).toEqual(['startrack', 'road_freight']);
    expect(road.body.restrictions).toEqual([
      expect.objectContaining({ product_id: battery, text: 'road only' }),
    ]);

    const box = await quote({
      products: [
        { id: filter, quantity: 1 },
        { id: battery, quantity: 1 },
      ],
      post_code: '2150',
      state: 'NSW',
      street_address: 'PO Box 12',
    });
    expect(box.status).toBe(422);
    expect(box.body.errors['products.1.id']).toMatch(
      /Dangerous goods are never sent to PO boxes or parcel lockers\. Please give a street address\.$/,
    );
  });

  it('refuses a postcode that does not exist or is not in the state, on the post code', async () => {
    const none = await quote({ products: [{ id: filter, quantity: 1 }], post_code: '0500', state: 'NT' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({
      post_code: 'There is no Australian postcode 0500. Please check the post code.',
    });
    const elsewhere = await quote({
      products: [{ id: filter, quantity: 1 }],
      post_code: '6725',
      state: 'NSW',
    });
    expect(elsewhere.body.errors).toEqual({
      post_code: 'Postcode 6725 is in WA, not NSW. Please check the post code and state.',
    });
  });

  it('refuses malformed requests with 4xx', async () => {
    expect((await quote({ products: [], post_code: '2150', state: 'NSW' })).status).toBe(422);
    expect(
      (await quote({ products: [{ id: filter, quantity: 1 }], post_code: '21a0', state: 'NSW' })).status,
    ).toBe(422);
    expect(
      (await quote({ products: [{ id: 2 ** 40, quantity: 1 }], post_code: '2150', state: 'NSW' })).status,
    ).toBe(422);
    const gone = await quote({ products: [{ id: 2_000_000, quantity: 1 }], post_code: '2150', state: 'NSW' });
    expect(gone.body.errors).toEqual({ 'products.0.id': 'Product 2000000 is not available.' });
  });
});

describe('GET /freight/estimate', () => {
  it("answers from a postcode alone, in the postcode's state, and may be cached", async () => {
    const res = await t.app.request(`/api/freight/estimate?items=${exhaust}x1&post_code=6725`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const body = (await res.json()) as ApiQuote;
    expect(body.destination.zone).toBe('WA_REMOTE');
    // 45 kg by cubic: TNT's 40 kg band to remote WA ($164.90) and 5 kg at $3.30, ex GST.
    expect(body.options.map((o) => [o.id, o.price_ex_cents])).toEqual([['road_freight', 18140]]);
    expect((await t.app.request('/api/freight/estimate?items=1y1&post_code=6725')).status).toBe(400);
  });
});

describe('place-order charges the chosen option', () => {
  const body = (lines: [number, number][], extra: Record<string, unknown> = {}) => ({
    ...cardOrder([], extra),
    products: lines.map(([id, quantity]) => ({ id, quantity })),
  });

  it('prices the option the quote showed and keeps it on the order', async () => {
    const q = await quote({
      products: [
        { id: filter, quantity: 1 },
        { id: battery, quantity: 1 },
      ],
      post_code: '2000',
      state: 'NSW',
    });
    const chosen = q.body.options.find((o) => o.id === 'startrack')!;
    const placed = await place(
      t,
      body(
        [
          [filter, 1],
          [battery, 1],
        ],
        { delivery_option: 'startrack', delivery_charges: centsToDecimal(chosen.price_ex_cents) },
      ),
    );
    expect(placed.status).toBe(200);
    const [row] = await t.database.db
      .select({
        delivery: orders.deliveryCents,
        deliveryInc: orders.deliveryIncCents,
        plan: orders.deliveryPlan,
      })
      .from(orders)
      .where(eq(orders.invoiceNumber, placed.body.order!.invoice_number));
    expect(row).toMatchObject({ delivery: chosen.price_ex_cents, deliveryInc: chosen.price_inc_cents });
    expect(row!.plan).toMatchObject({
      id: 'startrack',
      priceExCents: chosen.price_ex_cents,
      shipments: [{ serviceId: 'startrack', carrier: 'startrack' }],
    });

    // The confirmation says how it travels and when it arrives, as the checkout showed.
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, placed.body.order!.invoice_number));
    const mail = confirmationFor(order!, [], {
      brand: brandOf(undefined, { storeName: 'Shop', siteUrl: 'http://shop' }),
      resetCodeSecret: 'x',
    });
    const [soonest, latest] = chosen.eta_days;
    const sent = `Sent by StarTrack Road Express, arriving in ${soonest}–${latest} business days.`;
    expect(mail.text).toContain(sent);
    expect(mail.html).toContain(sent);
  });

  it('refuses a stale delivery charge, an option not offered, and a wrong postcode', async () => {
    const stale = await place(
      t,
      body([[battery, 1]], { delivery_option: 'startrack', delivery_charges: '15.00' }),
    );
    expect(stale.status).toBe(409);
    const express = await place(t, body([[battery, 1]], { delivery_option: 'express' }));
    expect(express.status).toBe(422);
    expect(express.body.errors).toEqual({
      delivery_option: 'That delivery option is not available for this address. Please choose another.',
    });
    const wrong = await place(t, body([[filter, 1]], { state: 'VIC' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      post_code: 'Postcode 2000 is in NSW, not VIC. Please check the post code and state.',
    });
    const shipTo = await place(
      t,
      body([[battery, 1]], {
        ship_to_different: true,
        ...Object.fromEntries(Object.entries(address).map(([k, v]) => [`s_${k}`, v])),
        s_street_address: 'Locked Bag 5',
      }),
    );
    expect(shipTo.status).toBe(422);
    expect(Object.keys(shipTo.body.errors as object)).toEqual(['products.0.id']);
  });

  it('without a choice charges the standard service where it can carry the cart (SPEC: $15, free from $400)', async () => {
    const placed = await place(t, body([[filter, 1]]));
    expect(placed.status).toBe(200);
    const [row] = await t.database.db
      .select({ delivery: orders.deliveryCents, plan: orders.deliveryPlan })
      .from(orders)
      .where(eq(orders.invoiceNumber, placed.body.order!.invoice_number));
    expect(row).toMatchObject({ delivery: 1500, plan: { id: 'parcel' } });
  });
});
