/**
 * Order reads: GET /user-order and GET /orders-detail (bearer; only the caller's own orders, whatever
 * ids are sent, with the guest orders placed with their verified email: services/order-owner.ts) and
 * POST /guest/track-order (by order number; customer details only for the owner). Each order comes
 * with its public timeline (no staff notes), its tracking link once shipped and what was refunded.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { OneOrderSchema, OrderListSchema } from '../../lib/api/schemas/orders.ts';
import { shownSuburb } from '../../lib/checkout/checkout.ts';
import { trackingUrl } from '../../lib/orders/fulfilment.ts';
import { CUSTOMER_EVENT_KINDS, carrierName, eventLabel } from '../../lib/orders/orders.ts';
import { centsToDecimal } from '../../lib/pricing/money.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orderItems, orders } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { optionalUser, requireUser } from '../http/auth.ts';
import { BEARER, doc } from '../http/openapi.ts';
import { validate } from '../http/validate.ts';
import { PLACED_PAYMENTS } from '../services/order-admin/rules.ts';
import { trackingLinks } from '../services/order-admin/tracking-links.ts';
import { isOwner, ownedBy } from '../services/order-owner.ts';
import { vehicleOfLine } from '../services/order-vehicles.ts';
import { lineReviews } from '../services/reviews/member.ts';
import { pickupStoreOf } from '../services/stock/locations.ts';

type OrderRow = typeof orders.$inferSelect;

/** Only orders that were paid are the customer's: an abandoned or declined attempt is not shown. */
const placed = inArray(orders.paymentStatus, [...PLACED_PAYMENTS]);

type TrackingLinks = Awaited<ReturnType<typeof trackingLinks>>;

function tracking(carrier: string, number: string, links: TrackingLinks) {
  return {
    carrier,
    carrier_name: carrierName(carrier),
    number,
    url: trackingUrl(links[carrier], number),
  };
}

/** The order's public events, oldest first, in words; a refund says whether it completed the refund. */
async function timeline(db: Db, o: OrderRow, links: TrackingLinks) {
  const events = await db
    .select()
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, o.id),
        eq(orderEvents.public, true),
        inArray(orderEvents.kind, [...CUSTOMER_EVENT_KINDS]),
      ),
    )
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  let refunded = 0;
  return events.map((e) => {
    if (e.kind === 'refund') refunded += e.amountCents ?? 0;
    const shipped = e.carrier && e.trackingNumber ? tracking(e.carrier, e.trackingNumber, links) : null;
    return {
      at: e.createdAt.toISOString(),
      kind: e.kind,
      status: e.status,
      label: eventLabel(e, refunded >= o.totalCents),
      carrier_name: shipped?.carrier_name ?? null,
      tracking_number: shipped?.number ?? null,
      tracking_url: shipped?.url ?? null,
    };
  });
}

async function displayOrder(db: Db, o: OrderRow, withCustomer: boolean, links: TrackingLinks) {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, o.id))
    .orderBy(asc(orderItems.id));
  // Only the owner is told about reviewing the lines (a guest reviews through the emailed link).
  const reviews = withCustomer
    ? await lineReviews(
        db,
        items.map((i) => ({ id: i.id, productId: i.productId, orderStatus: o.status })),
      )
    : null;
  return {
    invoice_number: o.invoiceNumber,
    status: o.status,
    created_at: o.createdAt.toISOString(),
    payment_method: o.paymentMethod,
    payment_status: o.paymentStatus,
    // The product spec's subTotal and delivery_charges are ex GST; the rest is GST-inclusive, as it was shown.
    subTotal: centsToDecimal(o.subtotalCents),
    subtotal_inc_gst: centsToDecimal(o.subtotalIncCents),
    discountedAmount: centsToDecimal(
      o.signupDiscountCents + o.membershipDiscountCents + o.newsletterDiscountCents,
    ),
    signup_discount: centsToDecimal(o.signupDiscountCents),
    membership_discount: centsToDecimal(o.membershipDiscountCents),
    newsletter_discount: centsToDecimal(o.newsletterDiscountCents),
    delivery_charges: centsToDecimal(o.deliveryCents),
    delivery_inc_gst: centsToDecimal(o.deliveryIncCents),
    totalGst: centsToDecimal(o.gstCents),
    total_amount: centsToDecimal(o.totalCents),
    refunded_amount: centsToDecimal(o.refundedCents),
    fulfilment: o.fulfilment === 'collect' ? ('collect' as const) : ('ship' as const),
    // The store a click & collect order is collected from: its address and hours are public.
    pickup_store: o.pickupLocationId ? await pickupStoreOf(db, o.pickupLocationId) : null,
    tracking: o.carrier && o.trackingNumber ? tracking(o.carrier, o.trackingNumber, links) : null,
    delivery_service: o.deliveryPlan && { name: o.deliveryPlan.name, eta_days: o.deliveryPlan.etaDays },
    timeline: await timeline(db, o, links),
    ...(withCustomer
      ? {
          f_name: o.fName,
          l_name: o.lName,
          email: o.email,
          phone: o.phone,
          // The product spec's 'Suburbia' stands in for a blank suburb in the order; it is no part of the address.
          address: [o.streetAddress, shownSuburb(o.suburb), o.city, o.state, o.postCode]
            .filter(Boolean)
            .join(', '),
          street_address: o.streetAddress,
          city: o.city,
          state: o.state,
          post_code: o.postCode,
        }
      : {}),
    order_meta: items.map((i) => ({
      id: i.id,
      product_title: i.productTitle,
      quantity: i.quantity,
      price: centsToDecimal(i.priceCents),
      qp_subtotal: centsToDecimal(i.subtotalCents),
      price_inc_gst: centsToDecimal(i.priceIncCents),
      qp_subtotal_inc_gst: centsToDecimal(i.subtotalIncCents),
      ...vehicleOfLine(i.vehicle),
      ...reviews?.get(i.id),
    })),
  };
}

const OrderNumber = v.pipe(
  v.string('Order ID is required'),
  v.trim(),
  v.nonEmpty('Order ID is required'),
  v.maxLength(40, 'No Order Found'),
);

/** The order number, as a query parameter (strict, as every query) or in a JSON body. */
const byNumber = {
  query: validate('query', v.strictObject({ id: OrderNumber })),
  json: validate('json', v.object({ id: OrderNumber })),
};

const TAG = 'Orders';
const SIGNED_IN = { security: BEARER };
const NONE = 'No paid order with this number (of yours).';
const docs = {
  mine: doc(
    TAG,
    "The caller's paid orders, newest first",
    { 200: OrderListSchema, 401: 'Not signed in.' },
    SIGNED_IN,
  ),
  detail: doc(
    TAG,
    "One of the caller's orders by number",
    { 200: OneOrderSchema, 400: 'id is missing or malformed.', 401: 'Not signed in.', 404: NONE },
    SIGNED_IN,
  ),
  track: doc(
    TAG,
    "An order's status by number; customer details only for its signed-in owner",
    {
      200: OneOrderSchema,
      400: 'The body is not a JSON object.',
      404: NONE,
      422: 'The order number is missing or too long.',
    },
    { security: [{}, ...BEARER], body: true },
  ),
};

export const memberOrderRoutes = new Hono<AppEnv>()
  .get('/user-order', docs.mine, requireUser, async (c) => {
    const rows = await c.var.db
      .select()
      .from(orders)
      .where(and(ownedBy(c.var.user!), placed))
      .orderBy(desc(orders.createdAt));
    const links = await trackingLinks(c.var.db);
    return c.json({ data: await Promise.all(rows.map((o) => displayOrder(c.var.db, o, true, links))) });
  })
  .get('/orders-detail', docs.detail, requireUser, byNumber.query, async (c) => {
    const [row] = await c.var.db
      .select()
      .from(orders)
      .where(and(eq(orders.invoiceNumber, c.req.valid('query').id), ownedBy(c.var.user!), placed));
    return row
      ? c.json({ data: await displayOrder(c.var.db, row, true, await trackingLinks(c.var.db)) })
      : c.json({ message: 'No Order Found' }, 404);
  })
  .post('/guest/track-order', docs.track, optionalUser, byNumber.json, async (c) => {
    const [row] = await c.var.db
      .select()
      .from(orders)
      .where(and(eq(orders.invoiceNumber, c.req.valid('json').id.toUpperCase()), placed));
    if (!row) return c.json({ message: 'No Order Found' }, 404);
    const owner = isOwner(c.var.user, row);
    return c.json({ data: await displayOrder(c.var.db, row, owner, await trackingLinks(c.var.db)) });
  });
