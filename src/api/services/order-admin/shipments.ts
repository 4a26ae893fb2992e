/**
 * Booking an order's shipments with their carriers (issue 49): each shipment of the delivery option
 * the order was priced with (orders.delivery_plan) is booked with its service's carrier adapter
 * (services/freight/carriers/), which answers the carrier's tracking number and a label PDF, kept in
 * the private storage and read back only through the staff route.
 *
 * One booking per shipment, however many staff press "Create label" at once: the booking first claims
 * its (order, shipment) row (order_shipments' unique index), and only the call that claimed it asks
 * the carrier; the others answer 409 with the booking there is (`current`). The carrier is asked outside any
 * transaction (it may take seconds; on the embedded database a transaction holds every other
 * request). Its refusal deletes the claim, so nothing is stored and the shipment can be tried again;
 * a claim whose process ended mid-booking is taken over after CLAIM_STALE_MS.
 *
 * Once every shipment of the plan is booked, the order's carrier and tracking number are the first
 * booking's, so the shopper's tracking link works; the status is not moved: staff still mark the
 * order shipped (the ship form starts with that carrier and tracking number).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ShipmentBooking } from '../../../lib/api/schemas/admin-orders.ts';
import type { Shipment } from '../../../lib/freight/quote.ts';
import { refundedQuantities } from '../../../lib/orders/refunds.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  locations,
  orderEvents,
  orderItems,
  orderRefunds,
  orderShipments,
  orders,
  products,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../env.ts';
import type { Actor } from '../../http/staff.ts';
import { privateStorage } from '../../storage/of-deps.ts';
import { recordAudit } from '../audit.ts';
import {
  type CarrierAdapter,
  CarrierError,
  type Parcel,
  type ShipmentRequest,
} from '../freight/carriers/types.ts';
import { shopPricing } from '../freight/settings.ts';
import { shipToAddress } from '../order-addresses.ts';
import { adapterOf, bookingsOf, bookingView, CLAIM_STALE_MS, serviceOf, stale } from './delivery.ts';
import { ORDER_NOT_FOUND, orderByNumber } from './detail.ts';
import { NOT_PAID_MESSAGE, type OrderRow } from './rules.ts';
import { trackingLinks } from './tracking-links.ts';

export const SHIPMENT_NOT_FOUND = 'This order has no such shipment.';
export const NO_CARRIER_ACCOUNT = 'This service has no carrier account: enter the tracking number by hand.';
export const ALREADY_BOOKED = 'This shipment has its label already.';
export const BOOKING_UNDER_WAY = 'A label for this shipment is being made now. Reload the order in a moment.';
export const NOT_BEFORE_SHIPPING =
  'Labels are made for an order that has not been shipped, collected or cancelled.';
export const NO_ORIGIN = 'No active location ships parcels: mark one as shipping under Stock, Locations.';
export const PRODUCT_GONE =
  'A product of this shipment is no longer in the catalogue, so its parcels are unknown: enter the tracking number by hand.';
export const NOTHING_LEFT = 'Every unit of this shipment has been refunded: there is nothing to send.';
export const LABEL_NOT_FOUND = 'This shipment has no label.';
export const LABEL_MISSING = 'The label is missing from file storage.';

const BOOK_TIMEOUT_MS = 60_000;

export type ShipmentResult =
  | { status: 201; body: { message: string; data: ShipmentBooking } }
  /** Booked already, or being booked: the booking as it is now (as a stale save's 409 has it). */
  | { status: 409; body: { message: string; current: ShipmentBooking } }
  | { status: 404 | 409 | 502; body: { message: string } };

const refused = (status: 404 | 409 | 502, message: string): ShipmentResult => ({ status, body: { message } });

/** The shop's first active location that ships: where parcels leave from. */
async function origin(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.active, true), eq(locations.ships, true)))
    .orderBy(asc(locations.sortOrder), asc(locations.id))
    .limit(1);
  return row ?? null;
}

/**
 * What the carrier is asked to carry: from the shop's shipping location to the address the order
 * ships to, one parcel per unit of the shipment's lines (less units refunded) with its product's
 * weight and size, dangerous goods declared when any of its products has a UN number.
 */
async function shipmentRequest(
  db: DbOrTx,
  storeName: string,
  o: OrderRow,
  shipment: Shipment,
): Promise<ShipmentRequest | string> {
  const from = await origin(db);
  if (!from) return NO_ORIGIN;
  const ids = shipment.productIds;
  const [lines, goods, refunds] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, o.id), inArray(orderItems.productId, ids)))
      .orderBy(asc(orderItems.id)),
    db.select().from(products).where(inArray(products.id, ids)),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id)),
  ]);
  if (ids.some((id) => !lines.some((l) => l.productId === id) || !goods.some((p) => p.id === id)))
    return PRODUCT_GONE;
  const refunded = refundedQuantities(refunds);
  const parcels: Parcel[] = [];
  let dangerousGoods = false;
  for (const line of lines) {
    const units = line.quantity - (refunded.get(line.id) ?? 0);
    const product = goods.find((p) => p.id === line.productId)!;
    if (units <= 0) continue;
    if (product.dgUn.trim()) dangerousGoods = true;
    for (let n = 0; n < units; n++)
      parcels.push({
        weightGrams: product.weightGrams,
        lengthMm: product.lengthMm,
        widthMm: product.widthMm,
        heightMm: product.heightMm,
      });
  }
  if (!parcels.length) return NOTHING_LEFT;
  const to = shipToAddress(o);
  const toSuburb = to.suburb || to.city;
  return {
    serviceId: shipment.serviceId,
    origin: { postcode: from.postCode, state: from.state, suburb: from.suburb },
    destination: { postcode: to.post_code, state: to.state, suburb: toSuburb },
    parcels,
    dangerousGoods,
    reference: o.invoiceNumber,
    receiver: {
      name: [to.name, to.company].filter(Boolean).join(', '),
      phone: to.phone || o.phone,
      email: to.email || o.email,
      street: to.street_address,
      suburb: toSuburb,
      postcode: to.post_code,
      state: to.state,
    },
    sender: {
      name: storeName,
      phone: from.phone,
      street: from.streetAddress,
      suburb: from.suburb,
      postcode: from.postCode,
      state: from.state,
    },
  };
}

/** The (order, shipment) claim: a new row, a stale claim taken over, or null when another call holds it. */
async function claim(
  db: DbOrTx,
  values: Omit<typeof orderShipments.$inferInsert, 'id' | 'state'>,
): Promise<typeof orderShipments.$inferSelect | null> {
  const [made] = await db.insert(orderShipments).values(values).onConflictDoNothing().returning();
  if (made) return made;
  const [taken] = await db
    .update(orderShipments)
    .set({ ...values, createdAt: new Date() })
    .where(
      and(
        eq(orderShipments.orderId, values.orderId),
        eq(orderShipments.shipmentIndex, values.shipmentIndex),
        eq(orderShipments.state, 'booking'),
        lt(orderShipments.createdAt, new Date(Date.now() - CLAIM_STALE_MS)),
      ),
    )
    .returning();
  return taken ?? null;
}

/** The booking there is for the shipment (409), as the back office shows it. */
async function existing(db: DbOrTx, o: OrderRow, index: number): Promise<ShipmentResult | null> {
  const found = (await bookingsOf(db, o.id)).find((b) => b.shipmentIndex === index);
  if (!found || stale(found)) return null;
  return {
    status: 409,
    body: {
      message: found.state === 'booked' ? ALREADY_BOOKED : BOOKING_UNDER_WAY,
      current: bookingView(found, await trackingLinks(db)),
    },
  };
}

/** The label's key in the private storage. */
const labelKey = (invoiceNumber: string, index: number) =>
  `labels/${invoiceNumber.toLowerCase()}-${index + 1}-${randomBytes(8).toString('hex')}.pdf`;

/** Books shipment `index` (from 0) of the order's plan with its carrier, as the module comment says. */
export async function bookShipment(
  deps: AppDeps,
  actor: Actor | null,
  invoiceNumber: string,
  index: number,
): Promise<ShipmentResult> {
  const { db } = deps;
  const o = await orderByNumber(db, invoiceNumber);
  if (!o) return refused(404, ORDER_NOT_FOUND);
  const shipment = o.deliveryPlan?.shipments[index];
  if (!shipment) return refused(404, SHIPMENT_NOT_FOUND);
  const before = await existing(db, o, index);
  if (before) return before;
  if (o.paymentStatus !== 'completed') return refused(409, NOT_PAID_MESSAGE);
  if (o.status !== 'pending' && o.status !== 'processing') return refused(409, NOT_BEFORE_SHIPPING);
  const service = serviceOf((await shopPricing(db)).freight.services, shipment.serviceId);
  const adapter = adapterOf(deps.freight?.carriers, service);
  if (!adapter) return refused(409, NO_CARRIER_ACCOUNT);
  const request = await shipmentRequest(db, deps.storeName, o, shipment);
  if (typeof request === 'string') return refused(409, request);

  const claimed = await claim(db, {
    orderId: o.id,
    shipmentIndex: index,
    carrier: shipment.carrier,
    serviceId: shipment.serviceId,
    adapter: adapter.id,
    createdBy: actor?.kind === 'staff' ? actor.staff.id : null,
  });
  if (!claimed) return (await existing(db, o, index)) ?? refused(409, BOOKING_UNDER_WAY);

  let booked: Awaited<ReturnType<CarrierAdapter['book']>>;
  try {
    booked = await adapter.book(request, AbortSignal.timeout(BOOK_TIMEOUT_MS));
  } catch (error) {
    // Nothing was booked: the claim goes, and the shipment can be tried again.
    await db
      .delete(orderShipments)
      .where(and(eq(orderShipments.id, claimed.id), eq(orderShipments.state, 'booking')));
    if (error instanceof CarrierError) return refused(502, error.message);
    throw error;
  }

  // The carrier has booked it: whatever happens to the label, the tracking number is kept.
  let key: string | null = labelKey(o.invoiceNumber, index);
  try {
    await privateStorage(deps).put(key, booked.label, 'application/pdf');
  } catch (error) {
    console.error(`[labels] ${o.invoiceNumber} shipment ${index + 1}: ${(error as Error).message}`);
    key = null;
  }
  const total = o.deliveryPlan!.shipments.length;
  const number = total > 1 ? ` (shipment ${index + 1} of ${total})` : '';
  const row = await db.transaction(async (tx) => {
    // The order's row first: bookings of its other shipments finishing now wait, then see this one.
    await tx.execute(sql`select id from ${orders} where ${orders.id} = ${o.id} for update`);
    const [done] = await tx
      .update(orderShipments)
      .set({ state: 'booked', trackingNumber: booked.trackingNumber, labelKey: key, bookedAt: new Date() })
      .where(eq(orderShipments.id, claimed.id))
      .returning();
    const all = await tx
      .select()
      .from(orderShipments)
      .where(and(eq(orderShipments.orderId, o.id), eq(orderShipments.state, 'booked')))
      .orderBy(asc(orderShipments.shipmentIndex));
    const first = all[0];
    if (all.length >= total && first?.trackingNumber)
      // Every shipment has its label: the order's tracking link is the first's. Its status stays.
      await tx
        .update(orders)
        .set({ carrier: first.carrier, trackingNumber: first.trackingNumber, updatedAt: new Date() })
        .where(and(eq(orders.id, o.id), inArray(orders.status, ['pending', 'processing'])));
    const by = actor?.kind === 'staff' ? actor.staff.id : null;
    await tx.insert(orderEvents).values({
      orderId: o.id,
      kind: 'label',
      message: `Label created: ${shipment.serviceName}${number}${adapter.id === 'test' ? ', test carrier' : ''}`,
      carrier: shipment.carrier,
      trackingNumber: booked.trackingNumber,
      public: false,
      staffId: by,
    });
    await recordAudit(tx, actor, {
      action: 'order.label',
      entity: 'order',
      entityId: o.invoiceNumber,
      after: {
        shipment: index,
        service_id: shipment.serviceId,
        carrier: shipment.carrier,
        adapter: adapter.id,
        tracking_number: booked.trackingNumber,
        label: key !== null,
      },
    });
    return done!;
  });
  const view = bookingView(
    { ...row, by: actor?.kind === 'staff' ? actor.staff.name : null },
    await trackingLinks(db),
  );
  return {
    status: 201,
    body: {
      message: key
        ? `Label created: tracking number ${booked.trackingNumber}.`
        : `The carrier booked the shipment (tracking number ${booked.trackingNumber}), but its label could not be stored: print it from the carrier's website.`,
      data: view,
    },
  };
}

/** The label PDF of shipment `index`, and the name it is downloaded as (label-<invoice>-<n>.pdf, n from 1). */
export async function shipmentLabel(
  deps: Pick<AppDeps, 'db' | 'privateStorage' | 'privateDir'>,
  invoiceNumber: string,
  index: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; name: string } | { status: 404; message: string }> {
  const o = await orderByNumber(deps.db, invoiceNumber);
  if (!o) return { status: 404, message: ORDER_NOT_FOUND };
  const [row] = await deps.db
    .select()
    .from(orderShipments)
    .where(
      and(
        eq(orderShipments.orderId, o.id),
        eq(orderShipments.shipmentIndex, index),
        eq(orderShipments.state, 'booked'),
      ),
    );
  if (!row?.labelKey) return { status: 404, message: LABEL_NOT_FOUND };
  const file = await privateStorage(deps).get(row.labelKey);
  if (!file) return { status: 404, message: LABEL_MISSING };
  return { bytes: file.body, name: `label-${o.invoiceNumber}-${index + 1}.pdf` };
}
