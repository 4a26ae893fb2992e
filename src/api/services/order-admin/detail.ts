/**
 * One order as the back office shows it: addresses, totals, lines (with what was refunded and whether
 * each fits the shopper's vehicle), its delivery plan and shipments, tracking, timeline, refunds and
 * the moves it can take now.
 */
import { asc, eq } from 'drizzle-orm';
import type { OrderDetail, TimelineEvent } from '../../../lib/api/schemas/admin-orders.ts';
import { type OrderStatus, trackingUrl } from '../../../lib/orders/fulfilment.ts';
import { carrierName } from '../../../lib/orders/orders.ts';
import { refundedQuantities } from '../../../lib/orders/refunds.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  locations,
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  reservations,
  staff,
} from '../../db/schema/index.ts';
import type { Carriers } from '../freight/carriers/index.ts';
import { billingAddress, shippingAddress } from '../order-addresses.ts';
import { lineFits } from '../order-line-fit.ts';
import { vehicleOfLine } from '../order-vehicles.ts';
import { pickupStoreOf } from '../stock/locations.ts';
import { deliveryView } from './delivery.ts';
import { moneyTaken, nextStatuses, type OrderRow, type PAYMENT_STATUSES } from './rules.ts';
import { trackingLinks } from './tracking-links.ts';

export const ORDER_NOT_FOUND = 'No order has this number.';

type EventRow = typeof orderEvents.$inferSelect & { by: string | null };

export function timelineView(e: EventRow): TimelineEvent {
  return {
    id: e.id,
    at: e.createdAt.toISOString(),
    kind: e.kind,
    status: e.status,
    message: e.message,
    carrier: e.carrier,
    tracking_number: e.trackingNumber,
    amount_cents: e.amountCents,
    public: e.public,
    by: e.by,
  };
}

/** `carriers`: the shop's carrier adapters (deps.freight), which say which shipments it can book here. */
export async function detailOf(db: DbOrTx, o: OrderRow, carriers?: Carriers): Promise<OrderDetail> {
  const [items, events, refunds, links] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id)),
    db
      .select({ event: orderEvents, by: staff.name })
      .from(orderEvents)
      .leftJoin(staff, eq(staff.id, orderEvents.staffId))
      .where(eq(orderEvents.orderId, o.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({ refund: orderRefunds, by: staff.name })
      .from(orderRefunds)
      .leftJoin(staff, eq(staff.id, orderRefunds.staffId))
      .where(eq(orderRefunds.orderId, o.id))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
    trackingLinks(db),
  ]);
  const [held, store, delivery] = await Promise.all([
    db
      .select({
        itemId: reservations.orderItemId,
        location: locations.name,
        quantity: reservations.quantity,
        state: reservations.state,
      })
      .from(reservations)
      .leftJoin(locations, eq(locations.id, reservations.locationId))
      .where(eq(reservations.orderId, o.id))
      .orderBy(asc(reservations.id)),
    o.pickupLocationId ? pickupStoreOf(db, o.pickupLocationId) : null,
    deliveryView(db, o, items, links, carriers),
  ]);
  const refundedQty = refundedQuantities(refunds.map(({ refund }) => refund));
  const fits = await lineFits(db, items);
  const shipped = Boolean(o.carrier && o.trackingNumber);
  return {
    invoice_number: o.invoiceNumber,
    created_at: o.createdAt.toISOString(),
    status: o.status as OrderStatus,
    payment_status: o.paymentStatus as (typeof PAYMENT_STATUSES)[number],
    payment_method: o.paymentMethod,
    payment_method_type: o.paymentMethodType,
    payment_ref: o.paymentRef,
    user_id: o.userId === 0 ? null : o.userId,
    billing: billingAddress(o),
    fulfilment: o.fulfilment === 'collect' ? 'collect' : 'ship',
    pickup_store: store,
    collected_by: o.collectedBy,
    shipping: shippingAddress(o),
    delivery,
    comment: o.comment,
    buyer_business_name: o.buyerBusinessName,
    buyer_abn: o.buyerAbn,
    totals: {
      subtotal_inc_gst_cents: o.subtotalIncCents,
      signup_discount_cents: o.signupDiscountCents,
      membership_discount_cents: o.membershipDiscountCents,
      newsletter_discount_cents: o.newsletterDiscountCents,
      delivery_inc_gst_cents: o.deliveryIncCents,
      gst_cents: o.gstCents,
      total_cents: o.totalCents,
      refunded_cents: o.refundedCents,
      refundable_cents: moneyTaken(o) ? Math.max(0, o.totalCents - o.refundedCents) : 0,
    },
    items: items.map((i) => ({
      id: i.id,
      product_id: i.productId,
      title: i.productTitle,
      sku: i.sku,
      quantity: i.quantity,
      unit_inc_gst_cents: i.priceIncCents,
      total_inc_gst_cents: i.subtotalIncCents,
      refunded_quantity: refundedQty.get(i.id) ?? 0,
      ...vehicleOfLine(i.vehicle),
      ...(fits.has(i.id) && { fits_vehicle: fits.get(i.id) }),
      stock: held
        .filter((h) => h.itemId === i.id)
        .map((h) => ({
          location: h.location,
          quantity: h.quantity,
          state: h.state as OrderDetail['items'][number]['stock'][number]['state'],
        })),
    })),
    carrier: o.carrier || null,
    carrier_name: o.carrier ? carrierName(o.carrier) : null,
    tracking_number: o.trackingNumber || null,
    tracking_url: shipped ? trackingUrl(links[o.carrier], o.trackingNumber) : null,
    timeline: events.map(({ event, by }) => timelineView({ ...event, by })),
    refunds: refunds.map(({ refund, by }) => ({
      id: refund.id,
      at: refund.createdAt.toISOString(),
      amount_cents: refund.amountCents,
      status: refund.status as OrderDetail['refunds'][number]['status'],
      reason: refund.reason,
      lines: refund.lines,
      by,
    })),
    next_statuses: nextStatuses(o),
  };
}

/** The order with this number (any case), or null. */
export async function orderByNumber(db: DbOrTx, invoiceNumber: string) {
  const [row] = await db.select().from(orders).where(eq(orders.invoiceNumber, invoiceNumber.toUpperCase()));
  return row ?? null;
}

/** Everything the back office shows of one order (by its number, any case); null when there is none. */
export async function loadOrderDetail(
  db: DbOrTx,
  invoiceNumber: string,
  carriers?: Carriers,
): Promise<OrderDetail | null> {
  const row = await orderByNumber(db, invoiceNumber);
  return row ? detailOf(db, row, carriers) : null;
}
