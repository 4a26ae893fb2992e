/** Orders, their lines and their timeline. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VehicleSnapshot } from '../../../lib/fitment/fitment.ts';
import type { DeliveryPlan } from '../../../lib/freight/quote.ts';
import { products } from './catalogue.ts';
import { addressFields, stamps } from './columns.ts';
import { membershipPlans } from './customers.ts';
import { staff } from './staff.ts';
import { locations } from './stock.ts';

/** orders.user_id of an order placed by a guest. */
export const GUEST_USER_ID = 0;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Random, never sequential: guests track orders by it. */
    invoiceNumber: text('invoice_number').notNull().unique(),
    /** The member who placed it, or 0 (GUEST_USER_ID) for a guest. No foreign key: 0 names no user. */
    userId: integer('user_id').notNull().default(GUEST_USER_ID),
    ...addressFields,
    sFName: text('s_f_name').notNull().default(''),
    sLName: text('s_l_name').notNull().default(''),
    sEmail: text('s_email').notNull().default(''),
    sPhone: text('s_phone').notNull().default(''),
    sStreetAddress: text('s_street_address').notNull().default(''),
    sCity: text('s_city').notNull().default(''),
    sState: text('s_state').notNull().default(''),
    sPostCode: text('s_post_code').notNull().default(''),
    sSuburb: text('s_suburb').notNull().default(''),
    sCompany: text('s_company').notNull().default(''),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    channel: text('channel').notNull().default('Web'),
    /** The GST rate the order was priced at, in basis points. */
    gstBp: integer('gst_bp').notNull().default(1000),
    /** The subtotal, ex GST. Every other amount below is GST-inclusive, as shown (lib/pricing's OrderTotals). */
    subtotalCents: integer('subtotal_cents').notNull(),
    subtotalIncCents: integer('subtotal_inc_cents').notNull().default(0),
    signupDiscountBp: integer('signup_discount_bp').notNull().default(0),
    signupDiscountCents: integer('signup_discount_cents').notNull().default(0),
    membershipPlanId: integer('membership_plan_id').references(() => membershipPlans.id),
    membershipDiscountCents: integer('membership_discount_cents').notNull().default(0),
    /** The newsletter welcome code redeemed by this order, and what it took off. */
    promoCode: text('promo_code'),
    newsletterDiscountCents: integer('newsletter_discount_cents').notNull().default(0),
    /** The delivery charge, ex GST; deliveryIncCents is what was shown and charged. */
    deliveryCents: integer('delivery_cents').notNull(),
    deliveryIncCents: integer('delivery_inc_cents').notNull().default(0),
    gstCents: integer('gst_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    comment: text('comment').notNull().default(''),
    /** The buyer's business on a trade account (its tax invoices from $1,000 name it): name and ABN. */
    buyerBusinessName: text('buyer_business_name').notNull().default(''),
    buyerAbn: text('buyer_abn').notNull().default(''),
    /**
     * The provider's payment that pays this order: a Stripe PaymentIntent id (written when the charge
     * is created) or the captured PayPal order id. The column keeps its first name, payment_intent_id.
     */
    paymentRef: text('payment_intent_id'),
    /**
     * How a Stripe order is paid (lib/checkout/payment-methods.ts): card (wallets too), afterpay_clearpay
     * or zip; null for PayPal and for orders from before the Payment Element (cards).
     */
    paymentMethodType: text('payment_method_type'),
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the normalised request and its caller: a key reused for another request is refused. */
    requestHash: text('request_hash'),
    adminDelete: boolean('admin_delete').notNull().default(false),
    /** ship | collect (lib/stock/collect.ts): a collect order has no delivery and names its store. */
    fulfilment: text('fulfilment').notNull().default('ship'),
    pickupLocationId: integer('pickup_location_id').references(() => locations.id),
    /** Who took a collect order away, as staff recorded it. */
    collectedBy: text('collected_by').notNull().default(''),
    /**
     * The delivery option the order was priced with (lib/freight/quote.ts): its services, their
     * shipments and business days; null for a collect order and for orders from before freight.
     */
    deliveryPlan: jsonb('delivery_plan').$type<DeliveryPlan>(),
    /** Set when staff ship it (lib/fulfilment's CARRIERS); the customer's tracking link is built from them. */
    carrier: text('carrier').notNull().default(''),
    trackingNumber: text('tracking_number').notNull().default(''),
    /** What has been given back so far (refunds that succeeded or are under way); never above totalCents. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    ...stamps,
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    // The back office's order list: newest first, filtered by status, searched by email.
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    // A member's history also shows guest orders placed with their (verified) email.
    index('orders_guest_email_idx').on(sql`lower(${t.email})`).where(sql`${t.userId} = 0`),
    // The recovery sweep looks for card attempts still waiting for their payment.
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    // A provider payment (PaymentIntent, PayPal order) pays for one order only.
    uniqueIndex('orders_payment_ref_idx').on(t.paymentMethod, t.paymentRef),
    // The back office's search box: ILIKE '%…%' on the number, the email and the name (pg_trgm).
    index('orders_invoice_trgm_idx').using('gin', t.invoiceNumber.op('gin_trgm_ops')),
    index('orders_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('orders_name_trgm_idx').using('gin', sql`(${t.fName} || ' ' || ${t.lName}) gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productTitle: text('product_title').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price and line total ex GST, and as shown with GST (lib/pricing's shownLine). */
    priceCents: integer('price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    priceIncCents: integer('price_inc_cents').notNull().default(0),
    subtotalIncCents: integer('subtotal_inc_cents').notNull().default(0),
    /** The vehicle the shopper bought the part for, as it was then (lib/fitment.ts's VehicleSnapshot). */
    vehicle: jsonb('vehicle').$type<VehicleSnapshot>(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** An order's timeline, shown to staff and (public rows) to the customer. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** placed | paid | status | refund | note */
    kind: text('kind').notNull(),
    /** For kind 'status': the status the order moved to. */
    status: text('status'),
    /** Words for the timeline, e.g. 'Shipped with StarTrack' or a staff note. */
    message: text('message').notNull().default(''),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    amountCents: integer('amount_cents'),
    /** Staff notes are for staff only. */
    public: boolean('public').notNull().default(true),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);
