/** The checkout's and order pages' answers: placing, paying for and reading orders, and discount codes. */
import * as v from 'valibot';
import { ORDER_STATUSES } from '../../orders/fulfilment.ts';
import { CUSTOMER_EVENT_KINDS, PAYMENT_STATUSES } from '../../orders/orders.ts';
import { Count, Id, Money, Timestamp } from './common.ts';
import { VehicleSnapshotSchema } from './fitment.ts';
import { FulfilmentSchema, StoreSchema } from './store.ts';

/** lib/orders/orders.ts's PAYMENT_STATUSES. */
export const PaymentStatusSchema = v.picklist(PAYMENT_STATUSES);

const PlacedSchema = v.strictObject({
  invoice_number: v.string(),
  grand_total: Money,
  payment_status: PaymentStatusSchema,
});

export const PlacedOrderSchema = v.strictObject({ message: v.string(), order: PlacedSchema });

/** What became of an order attempt: its number, total and payment state (failed: nothing was taken). */
export const OrderAttemptSchema = v.strictObject({ order: PlacedSchema });

/** 202: the bank wants 3-D Secure; the same Idempotency-Key completes the order afterwards. */
export const ActionRequiredSchema = v.strictObject({
  message: v.string(),
  requires_action: v.boolean(),
  payment_intent_id: v.string(),
  payment_intent_client_secret: v.optional(v.string()),
});

/** An order's totals as the shop shows them (dollars as text). */
const ORDER_TOTALS = {
  /** Ex GST (the product spec). */
  subTotal: Money,
  subtotal_inc_gst: Money,
  /** GST-inclusive, as shown: the three discounts below together. */
  discountedAmount: Money,
  signup_discount: Money,
  membership_discount: Money,
  newsletter_discount: Money,
  /** Ex GST (the product spec). */
  delivery_charges: Money,
  delivery_inc_gst: Money,
  /** The GST the total contains. */
  totalGst: Money,
  total_amount: Money,
};

/** 409 when the client's totals are stale: the server's, to show before trying again. */
export const PriceChangedSchema = v.pipe(
  v.strictObject({
    message: v.string(),
    totals: v.strictObject({
      ...ORDER_TOTALS,
      auth_discount: Money,
      grand_total: Money,
    }),
  }),
  v.metadata({ ref: 'PriceChanged' }),
);

const Customer = {
  f_name: v.string(),
  l_name: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
  street_address: v.string(),
  city: v.string(),
  state: v.string(),
  post_code: v.string(),
};

/** Where a shipped parcel is: the carrier (lib/fulfilment's CARRIERS key and name) and its tracking page. */
const TrackingSchema = v.pipe(
  v.strictObject({
    carrier: v.string(),
    carrier_name: v.string(),
    number: v.string(),
    url: v.nullable(v.pipe(v.string(), v.url())),
  }),
  v.metadata({ ref: 'OrderTracking' }),
);

/** One step of an order's timeline as the customer sees it (staff notes are never sent). */
const TimelineEntrySchema = v.pipe(
  v.strictObject({
    at: Timestamp,
    kind: v.picklist(CUSTOMER_EVENT_KINDS),
    /** For kind 'status': the status the order moved to. */
    status: v.nullable(v.picklist(ORDER_STATUSES)),
    /** In words: 'Order placed', 'Payment received', 'Shipped with StarTrack', 'Partly refunded $12.34'… */
    label: v.string(),
    carrier_name: v.nullable(v.string()),
    tracking_number: v.nullable(v.string()),
    tracking_url: v.nullable(v.pipe(v.string(), v.url())),
  }),
  v.metadata({ ref: 'OrderEvent' }),
);

/** An order as its owner sees it; tracked by someone else, without the customer's details. */
const DisplayedOrderSchema = v.pipe(
  v.strictObject({
    invoice_number: v.string(),
    status: v.string(),
    created_at: Timestamp,
    payment_method: v.picklist(['Stripe', 'PayPal']),
    payment_status: PaymentStatusSchema,
    ...ORDER_TOTALS,
    /** What has been paid back so far. */
    refunded_amount: Money,
    /** ship, or collect from `pickup_store` (click & collect). */
    fulfilment: FulfilmentSchema,
    pickup_store: v.nullable(StoreSchema),
    /** Set once the order is shipped. */
    tracking: v.nullable(TrackingSchema),
    /** The delivery service chosen at checkout and its business days from ordering; null for collect. */
    delivery_service: v.nullable(
      v.strictObject({
        name: v.string(),
        eta_days: v.tuple([v.pipe(v.number(), v.integer()), v.pipe(v.number(), v.integer())]),
      }),
    ),
    /** Oldest first. */
    timeline: v.array(TimelineEntrySchema),
    ...v.partial(v.object(Customer)).entries,
    order_meta: v.array(
      v.strictObject({
        id: Id,
        product_title: v.string(),
        quantity: Count,
        price: Money,
        qp_subtotal: Money,
        price_inc_gst: Money,
        qp_subtotal_inc_gst: Money,
        /** The vehicle the part was bought for; left out when the shopper chose none. */
        vehicle: v.optional(VehicleSnapshotSchema),
        /** To the order's owner only: the line's review (its moderation status), null when none. */
        review: v.optional(
          v.nullable(v.strictObject({ status: v.picklist(['pending', 'approved', 'rejected']) })),
        ),
        /** To the order's owner only: delivered or collected, the product still sold, no review yet. */
        can_review: v.optional(v.boolean()),
      }),
    ),
  }),
  v.metadata({ ref: 'Order' }),
);
/** An order as GET /user-order, /orders-detail and /guest/track-order send it (lib/api/orders.ts reshapes it). */
export type ApiOrder = v.InferOutput<typeof DisplayedOrderSchema>;

export const OrderListSchema = v.strictObject({ data: v.array(DisplayedOrderSchema) });
export const OneOrderSchema = v.strictObject({ data: DisplayedOrderSchema });

/**
 * The card form to show: Stripe Elements with its publishable key, or the test gateway's form; 'off'
 * when the shop takes no cards.
 */
const CardConfigSchema = v.union([
  v.strictObject({ provider: v.literal('stripe'), publishable_key: v.string() }),
  v.strictObject({ provider: v.picklist(['test', 'off']) }),
]);

/** GET /payment-config: test or live, and each method's form ('off' when the shop does not take it). */
export const PaymentConfigSchema = v.strictObject({
  mode: v.pipe(
    v.picklist(['test', 'live']),
    v.description('test: every method through the built-in test gateway; live: real providers'),
  ),
  card: CardConfigSchema,
  paypal: v.strictObject({ provider: v.picklist(['paypal', 'test', 'off']) }),
});
export type PaymentConfig = v.InferOutput<typeof PaymentConfigSchema>;

export const PayPalKeySchema = v.strictObject({
  key: v.pipe(v.string(), v.description('The PayPal client id, base64')),
});

/** The test gateway's stand-ins. */
export const AuthenticatedSchema = v.strictObject({ status: v.picklist(['succeeded', 'failed']) });
export const PayPalOrderSchema = v.strictObject({
  id: v.string(),
  status: v.string(),
  currency: v.string(),
  amountCents: Count,
  customId: v.string(),
});

/** POST /promo-codes/check: the code as stored and its discount. */
export const PromoCodeCheckedSchema = v.strictObject({
  code: v.string(),
  discount_percentage: v.pipe(v.string(), v.description('A percentage as text, e.g. "10"')),
});
