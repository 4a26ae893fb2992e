/**
 * Order reads: GET /user-order and GET /orders-detail (bearer; only the caller's own orders, whatever
 * ids are sent, with the guest orders placed with their verified email: services/order-owner.ts) and
 * POST /guest/track-order (by order number; customer details only for the owner).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { shownSuburb } from '../../lib/checkout.ts';
import { centsToDecimal } from '../../lib/money.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { optionalUser, requireUser } from '../http/auth.ts';
import { BEARER, doc } from '../http/openapi.ts';
import { OneOrderSchema, OrderListSchema } from '../http/responses/orders.ts';
import { validate } from '../http/validate.ts';
import { isOwner, ownedBy } from '../services/order-owner.ts';

type OrderRow = typeof orders.$inferSelect;

/** Only orders that were paid are the customer's: an abandoned or declined attempt is not shown. */
const placed = inArray(orders.paymentStatus, ['completed', 'review']);

async function displayOrder(db: Db, o: OrderRow, withCustomer: boolean) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
  return {
    invoice_number: o.invoiceNumber,
    status: o.status,
    created_at: o.createdAt.toISOString(),
    payment_method: o.paymentMethod,
    payment_status: o.paymentStatus,
    // SPEC's subTotal and delivery_charges are ex GST; the rest is GST-inclusive, as it was shown.
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
    ...(withCustomer
      ? {
          f_name: o.fName,
          l_name: o.lName,
          email: o.email,
          phone: o.phone,
          // SPEC's 'Suburbia' stands in for a blank suburb in the order; it is no part of the address.
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
    return c.json({ data: await Promise.all(rows.map((o) => displayOrder(c.var.db, o, true))) });
  })
  .get('/orders-detail', docs.detail, requireUser, byNumber.query, async (c) => {
    const [row] = await c.var.db
      .select()
      .from(orders)
      .where(and(eq(orders.invoiceNumber, c.req.valid('query').id), ownedBy(c.var.user!), placed));
    return row
      ? c.json({ data: await displayOrder(c.var.db, row, true) })
      : c.json({ message: 'No Order Found' }, 404);
  })
  .post('/guest/track-order', docs.track, optionalUser, byNumber.json, async (c) => {
    const [row] = await c.var.db
      .select()
      .from(orders)
      .where(and(eq(orders.invoiceNumber, c.req.valid('json').id.toUpperCase()), placed));
    if (!row) return c.json({ message: 'No Order Found' }, 404);
    const owner = isOwner(c.var.user, row);
    return c.json({ data: await displayOrder(c.var.db, row, owner) });
  });
