/**
 * Labels for an order's shipments (issue 49): the back office's view of the delivery plan, booking a
 * shipment with its carrier (the built-in test carrier, counted through a wrapping adapter), one
 * booking per shipment even when asked twice at once, the carrier's failure storing nothing, and the
 * label's download. Run on PostgreSQL too (DATABASE_URL) for the concurrent bookings.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import {
  OrderDetailAnswerSchema,
  ShipmentBookingAnswerSchema,
  ShipmentRefusalSchema,
} from '../../lib/api/schemas/admin-orders.ts';
import type { DeliveryPlan, Shipment } from '../../lib/freight/quote.ts';
import { auditLog, orderEvents, orderItems, orderShipments, orders, products } from '../db/schema/index.ts';
import { testCarrier } from '../services/freight/carriers/test-carrier.ts';
import {
  type CarrierAdapter,
  CarrierError,
  type ShipmentRequest,
} from '../services/freight/carriers/types.ts';
import { BOOKING_UNDER_WAY, NO_CARRIER_ACCOUNT } from '../services/order-admin/shipments.ts';

/** The test carrier, counted; `mode` makes it slow (for the race) or failing. */
const carrier = {
  calls: [] as ShipmentRequest[],
  mode: 'ok' as 'ok' | 'slow' | 'fail',
};
const inner = testCarrier();
const counted: CarrierAdapter = {
  id: 'test',
  rate: inner.rate,
  async book(request, signal) {
    carrier.calls.push(request);
    if (carrier.mode === 'fail')
      throw new CarrierError('StarTrack: The receiver suburb does not match the postcode', false);
    if (carrier.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 300));
    return inner.book(request, signal);
  },
};

const t = setupTestApp(() => ({
  freight: { carriers: { auspost: counted, startrack: counted }, liveRates: null },
}));
/** The same shop without carrier accounts (deps.freight unset). */
const bare = setupTestApp();

let support: string;
let editor: string;
let bareSupport: string;

interface Goods {
  id: number;
  title: string;
  sku: string;
  weightGrams: number;
}
let pads: Goods;
let rotor: Goods;
let battery: Goods;

beforeAll(async () => {
  support = (await staffSession(t, 'support')).token;
  editor = (await staffSession(t, 'editor')).token;
  bareSupport = (await staffSession(bare, 'support')).token;
  const rows = await t.database.db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      weightGrams: products.weightGrams,
      dgUn: products.dgUn,
    })
    .from(products)
    .where(inArray(products.id, [1, 2, 17]));
  const byId = (id: number) => rows.find((r) => r.id === id)!;
  // The seed's brake pads and rotor pair, and a battery (dangerous goods: UN2794).
  pads = byId(1);
  rotor = byId(2);
  battery = byId(17);
  expect(byId(1).dgUn).toBe('');
  expect(byId(17).dgUn).not.toBe('');
});

beforeEach(() => {
  carrier.calls = [];
  carrier.mode = 'ok';
});

const shipment = (serviceId: string, goods: Goods[], more: Partial<Shipment> = {}): Shipment => ({
  serviceId,
  serviceName:
    {
      parcel: 'Australia Post Parcel Post',
      startrack: 'StarTrack Road Express',
      courier: 'Couriers Please road courier',
    }[serviceId] ?? serviceId,
  carrier: ({ parcel: 'australia_post', startrack: 'startrack', courier: 'couriers_please' } as const)[
    serviceId as 'parcel'
  ],
  productIds: goods.map((g) => g.id),
  grams: goods.reduce((sum, g) => sum + g.weightGrams, 0),
  priceExCents: 1495,
  free: false,
  etaDays: [2, 4],
  ...more,
});

/**
 * A paid order of `quantities` of each product, priced with a plan of `shipments`, written straight
 * to the database (to a shipping address unless `set` says otherwise).
 */
async function planned(
  shipments: Shipment[],
  lines: [Goods, number][],
  set: Partial<typeof orders.$inferInsert> = {},
  app = t,
) {
  const db = app.database.db;
  const { row } = await insertPaidOrder(db, {
    lines: lines.map(([g, quantity]) => ({ title: g.title, sku: g.sku, unitExCents: 5000, quantity })),
  });
  for (const [g] of lines)
    await db
      .update(orderItems)
      .set({ productId: g.id })
      .where(and(eq(orderItems.orderId, row.id), eq(orderItems.sku, g.sku)));
  const plan: DeliveryPlan = {
    id:
      shipments.length > 1 ? `split:${shipments.map((s) => s.serviceId).join('+')}` : shipments[0]!.serviceId,
    name: shipments.map((s) => s.serviceName).join(' + '),
    shipments,
    etaDays: [2, 5],
    priceExCents: shipments.reduce((sum, s) => sum + s.priceExCents, 0),
  };
  const [o] = await db
    .update(orders)
    .set({
      deliveryPlan: plan,
      sFName: 'Sam',
      sLName: 'Receiver',
      sPhone: '0400111222',
      sStreetAddress: '9 Dock Road',
      sCity: 'Broome',
      sSuburb: 'Broome',
      sState: 'WA',
      sPostCode: '6725',
      ...set,
    })
    .where(eq(orders.id, row.id))
    .returning();
  return o!;
}

async function call(method: string, path: string, token: string | null, app = t) {
  const res = await adminCall(app, method, path, token);
  const type = res.headers.get('Content-Type') ?? '';
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers loosely
  const body: any = type.includes('json') ? await res.json() : new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}
const book = (invoice: string, index: number, token = support, app = t) =>
  call('POST', `/orders/${invoice}/shipments/${index}/book`, token, app);
const label = (invoice: string, index: number, token = support) =>
  call('GET', `/orders/${invoice}/shipments/${index}/label`, token);

const bookingsOf = (orderId: number) =>
  t.database.db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
const orderOf = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const pdfStart = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1');
const labelFiles = async () => {
  try {
    return await readdir(join(t.deps.privateDir, 'labels'));
  } catch {
    return [];
  }
};

describe('the delivery plan in the order detail', () => {
  it('shows the service, items, chargeable weight, price, business days and whether a label can be made', async () => {
    const o = await planned(
      [
        shipment('parcel', [pads], { priceExCents: 0, free: true }),
        shipment('courier', [rotor], { etaDays: [3, 5] }),
      ],
      [
        [pads, 2],
        [rotor, 1],
      ],
    );
    const res = await call('GET', `/orders/${o.invoiceNumber}`, support);
    expect(res.status).toBe(200);
    const detail = v.parse(OrderDetailAnswerSchema, res.body).data;
    expect(detail.delivery).toEqual({
      option_id: 'split:parcel+courier',
      name: 'Australia Post Parcel Post + Couriers Please road courier',
      price_ex_gst_cents: 1495,
      eta_days: [2, 5],
      shipments: [
        {
          index: 0,
          service_id: 'parcel',
          service_name: 'Australia Post Parcel Post',
          carrier: 'australia_post',
          carrier_name: 'Australia Post',
          items: [{ product_id: pads.id, title: pads.title, sku: pads.sku, quantity: 2 }],
          chargeable_grams: pads.weightGrams,
          price_ex_gst_cents: 0,
          free: true,
          eta_days: [2, 4],
          carrier_account: true,
          booking: null,
        },
        {
          index: 1,
          service_id: 'courier',
          service_name: 'Couriers Please road courier',
          carrier: 'couriers_please',
          carrier_name: 'Couriers Please',
          items: [{ product_id: rotor.id, title: rotor.title, sku: rotor.sku, quantity: 1 }],
          chargeable_grams: rotor.weightGrams,
          price_ex_gst_cents: 1495,
          free: false,
          eta_days: [3, 5],
          // No adapter for the courier: tracked by hand.
          carrier_account: false,
          booking: null,
        },
      ],
    });
  });

  it('is null for an order without a plan, and no shipment can be booked', async () => {
    const o = await planned([shipment('parcel', [pads])], [[pads, 1]], { deliveryPlan: null });
    expect((await call('GET', `/orders/${o.invoiceNumber}`, support)).body.data.delivery).toBeNull();
    expect(await book(o.invoiceNumber, 0)).toMatchObject({
      status: 404,
      body: { message: 'This order has no such shipment.' },
    });
  });

  it('says no carrier account when the shop runs without carriers', async () => {
    const o = await planned([shipment('parcel', [pads])], [[pads, 1]], {}, bare);
    const detail = await call('GET', `/orders/${o.invoiceNumber}`, bareSupport, bare);
    expect(detail.body.data.delivery.shipments[0].carrier_account).toBe(false);
    expect(await book(o.invoiceNumber, 0, bareSupport, bare)).toEqual(
      expect.objectContaining({ status: 409, body: { message: NO_CARRIER_ACCOUNT } }),
    );
  });
});

describe('POST /api/admin/orders/{invoice}/shipments/{index}/book', () => {
  it('books with the carrier: tracking number and a PDF label stored, the order tracked, its status kept', async () => {
    const o = await planned(
      [shipment('startrack', [pads, battery])],
      [
        [pads, 2],
        [battery, 1],
      ],
    );
    const res = await book(o.invoiceNumber, 0);
    expect(res.status).toBe(201);
    const answer = v.parse(ShipmentBookingAnswerSchema, res.body);
    expect(answer.data).toMatchObject({
      state: 'booked',
      carrier: 'startrack',
      carrier_name: 'StarTrack',
      has_label: true,
      test_label: true,
      by: 'Test support',
    });
    const tracking = answer.data.tracking_number!;
    expect(tracking).toMatch(/^TST\d{10}$/);
    expect(answer.data.tracking_url).toBe(`https://startrack.com.au/track/details/${tracking}`);

    // The carrier was asked for one parcel per unit, from the shipping warehouse to the shipping address.
    expect(carrier.calls).toHaveLength(1);
    const asked = carrier.calls[0]!;
    expect(asked).toMatchObject({
      serviceId: 'startrack',
      reference: o.invoiceNumber,
      dangerousGoods: true,
      origin: { postcode: '2164', state: 'NSW', suburb: 'Wetherill Park' },
      destination: { postcode: '6725', state: 'WA', suburb: 'Broome' },
      receiver: { name: 'Sam Receiver', phone: '0400111222', street: '9 Dock Road', postcode: '6725' },
      sender: { name: 'Test Shop', street: '14 Victoria Street East', postcode: '2164' },
    });
    expect(asked.parcels.map((p) => p.weightGrams)).toEqual([
      pads.weightGrams,
      pads.weightGrams,
      battery.weightGrams,
    ]);

    // Stored: the booking, its label in the private storage, the timeline (staff only) and the audit log.
    const [row] = await bookingsOf(o.id);
    expect(row).toMatchObject({
      state: 'booked',
      shipmentIndex: 0,
      trackingNumber: tracking,
      adapter: 'test',
    });
    expect(row!.labelKey).toMatch(/^labels\/.+\.pdf$/);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
    expect(events.find((e) => e.kind === 'label')).toMatchObject({
      public: false,
      carrier: 'startrack',
      trackingNumber: tracking,
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, o.invoiceNumber));
    expect(audits.map((a) => a.action)).toEqual(['order.label']);
    // Its only shipment is booked: the order's tracking link is its; the status is for staff to move.
    expect(await orderOf(o.id)).toMatchObject({
      carrier: 'startrack',
      trackingNumber: tracking,
      status: 'processing',
    });

    const detail = await call('GET', `/orders/${o.invoiceNumber}`, support);
    expect(detail.body.data.delivery.shipments[0].booking).toEqual(answer.data);
    expect(detail.body.data.tracking_number).toBe(tracking);

    const pdf = await label(o.invoiceNumber, 0);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Content-Disposition')).toBe(
      `attachment; filename="label-${o.invoiceNumber}-1.pdf"`,
    );
    expect(pdfStart(pdf.body)).toBe('%PDF-');
    const text = await pdfText(pdf.body);
    expect(text).toContain(tracking);
    expect(text).toContain('DANGEROUS GOODS');
  });

  it('books once: a second call answers 409 with the booking there is, and the carrier is not asked again', async () => {
    const o = await planned([shipment('parcel', [pads])], [[pads, 1]]);
    const first = await book(o.invoiceNumber, 0);
    expect(first.status).toBe(201);
    const again = await book(o.invoiceNumber, 0);
    expect(again.status).toBe(409);
    const refusal = v.parse(ShipmentRefusalSchema, again.body);
    expect(refusal.message).toBe('This shipment has its label already.');
    expect(refusal.current).toEqual(first.body.data);
    expect(carrier.calls).toHaveLength(1);
    expect(await bookingsOf(o.id)).toHaveLength(1);
  });

  it('books once when two staff ask at the same moment: one carrier shipment, one row, one label', async () => {
    const o = await planned([shipment('startrack', [rotor])], [[rotor, 1]]);
    carrier.mode = 'slow';
    const filesBefore = (await labelFiles()).length;
    const answers = await Promise.all([
      book(o.invoiceNumber, 0),
      book(o.invoiceNumber, 0),
      book(o.invoiceNumber, 0),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(carrier.calls).toHaveLength(1);
    const rows = await bookingsOf(o.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('booked');
    expect((await labelFiles()).length).toBe(filesBefore + 1);
    const won = answers.find((a) => a.status === 201)!;
    expect(rows[0]!.trackingNumber).toBe(won.body.data.tracking_number);
  });

  it('waits for a booking under way (409), and takes over a claim its process left minutes ago', async () => {
    const o = await planned([shipment('parcel', [pads])], [[pads, 1]]);
    const claim = {
      orderId: o.id,
      shipmentIndex: 0,
      carrier: 'australia_post',
      serviceId: 'parcel',
      adapter: 'test',
    };
    const [row] = await t.database.db.insert(orderShipments).values(claim).returning();
    const busy = await book(o.invoiceNumber, 0);
    expect(busy.status).toBe(409);
    expect(v.parse(ShipmentRefusalSchema, busy.body)).toMatchObject({
      message: BOOKING_UNDER_WAY,
      current: { state: 'booking', tracking_number: null, has_label: false },
    });
    expect(carrier.calls).toEqual([]);

    await t.database.db
      .update(orderShipments)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(orderShipments.id, row!.id));
    const detail = await call('GET', `/orders/${o.invoiceNumber}`, support);
    expect(detail.body.data.delivery.shipments[0].booking).toBeNull();
    expect((await book(o.invoiceNumber, 0)).status).toBe(201);
    expect(await bookingsOf(o.id)).toEqual([expect.objectContaining({ id: row!.id, state: 'booked' })]);
  });

  it("answers the carrier's failure with 502 and stores nothing; the shipment can be tried again", async () => {
    const o = await planned([shipment('startrack', [pads])], [[pads, 1]]);
    const filesBefore = (await labelFiles()).length;
    carrier.mode = 'fail';
    const failed = await book(o.invoiceNumber, 0);
    expect(failed).toMatchObject({
      status: 502,
      body: { message: 'StarTrack: The receiver suburb does not match the postcode' },
    });
    expect(await bookingsOf(o.id)).toEqual([]);
    expect((await labelFiles()).length).toBe(filesBefore);
    expect(await orderOf(o.id)).toMatchObject({ carrier: '', trackingNumber: '' });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, o.invoiceNumber));
    expect(audits).toEqual([]);
    expect((await label(o.invoiceNumber, 0)).status).toBe(404);

    carrier.mode = 'ok';
    expect((await book(o.invoiceNumber, 0)).status).toBe(201);
  });

  it('refuses a service without a carrier account (409): its tracking number is entered by hand', async () => {
    const o = await planned([shipment('courier', [rotor])], [[rotor, 1]]);
    expect(await book(o.invoiceNumber, 0)).toMatchObject({
      status: 409,
      body: { message: NO_CARRIER_ACCOUNT },
    });
    expect(carrier.calls).toEqual([]);
    expect(await bookingsOf(o.id)).toEqual([]);
  });

  it('sets the order tracking only once every shipment of a split plan is booked, from the first', async () => {
    const o = await planned(
      [shipment('parcel', [pads]), shipment('startrack', [battery])],
      [
        [pads, 1],
        [battery, 1],
      ],
    );
    const second = await book(o.invoiceNumber, 1);
    expect(second.status).toBe(201);
    expect(await orderOf(o.id)).toMatchObject({ carrier: '', trackingNumber: '' });
    const first = await book(o.invoiceNumber, 0);
    expect(first.status).toBe(201);
    expect(await orderOf(o.id)).toMatchObject({
      carrier: 'australia_post',
      trackingNumber: first.body.data.tracking_number,
      status: 'processing',
    });
    expect(carrier.calls.map((c) => c.dangerousGoods)).toEqual([true, false]);
    const pdf = await label(o.invoiceNumber, 1);
    expect(pdf.headers.get('Content-Disposition')).toBe(
      `attachment; filename="label-${o.invoiceNumber}-2.pdf"`,
    );
  });

  it('refuses an unpaid or shipped order, an unknown order or shipment, and a bad index', async () => {
    const unpaid = await planned([shipment('parcel', [pads])], [[pads, 1]], {
      paymentStatus: 'pending',
      status: 'pending',
    });
    expect(await book(unpaid.invoiceNumber, 0)).toMatchObject({
      status: 409,
      body: { message: 'This order has not been paid.' },
    });
    const shipped = await planned([shipment('parcel', [pads])], [[pads, 1]], { status: 'shipped' });
    expect((await book(shipped.invoiceNumber, 0)).status).toBe(409);
    expect((await book('SCNOSUCH1', 0)).status).toBe(404);
    expect((await book(unpaid.invoiceNumber, 1)).status).toBe(404);
    expect((await call('POST', `/orders/${unpaid.invoiceNumber}/shipments/x/book`, support)).status).toBe(
      400,
    );
    expect((await call('POST', `/orders/${unpaid.invoiceNumber}/shipments/100/book`, support)).status).toBe(
      400,
    );
    expect(carrier.calls).toEqual([]);
  });

  it('is for staff who fulfil orders: an editor gets 403, no session 401, and nothing is booked', async () => {
    const o = await planned([shipment('parcel', [pads])], [[pads, 1]]);
    expect((await book(o.invoiceNumber, 0, editor)).status).toBe(403);
    expect((await call('POST', `/orders/${o.invoiceNumber}/shipments/0/book`, null)).status).toBe(401);
    expect(carrier.calls).toEqual([]);
    expect((await book(o.invoiceNumber, 0)).status).toBe(201);
    expect((await label(o.invoiceNumber, 0, editor)).status).toBe(403);
    expect((await call('GET', `/orders/${o.invoiceNumber}/shipments/0/label`, null)).status).toBe(401);
  });
});
