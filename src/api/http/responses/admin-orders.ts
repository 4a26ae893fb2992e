/** Response shapes of the back office's dashboard, order list and order detail. */
import * as v from 'valibot';
import { ORDER_STATUSES } from '../../../lib/orders/fulfilment.ts';
import { Count, Id, Timestamp } from './catalogue.ts';
import { VehicleSnapshotSchema } from './vehicle-snapshot.ts';

const Cents = v.pipe(v.number(), v.integer());
const PaymentStatus = v.picklist(['pending', 'completed', 'review', 'failed']);
const OrderStatus = v.picklist(ORDER_STATUSES);

/** As the contract has it: the figures themselves, not under `data`. */
export const DashboardSchema = v.strictObject({
  /** The Australia/Sydney calendar day; paid orders only. */
  today: v.strictObject({
    orders: Count,
    revenue_inc_gst_cents: Cents,
    revenue_ex_gst_cents: Cents,
  }),
  /** Paid orders still pending or processing. */
  awaiting_fulfilment: Count,
  /** Return requests requested, approved or received. */
  open_returns: Count,
});

export const OrderRowSchema = v.pipe(
  v.strictObject({
    invoice_number: v.string(),
    created_at: Timestamp,
    status: OrderStatus,
    payment_status: PaymentStatus,
    payment_method: v.string(),
    /** The billing name. */
    name: v.string(),
    email: v.string(),
    total_cents: Cents,
    refunded_cents: Cents,
    /** Units ordered (the sum of the lines' quantities). */
    item_count: Count,
  }),
  v.metadata({ ref: 'AdminOrderRow' }),
);

export const OrderListSchema = v.strictObject({
  data: v.array(OrderRowSchema),
  page: Id,
  per_page: Id,
  total: Count,
});

const AddressSchema = v.pipe(
  v.strictObject({
    name: v.string(),
    company: v.string(),
    email: v.string(),
    phone: v.string(),
    street_address: v.string(),
    suburb: v.string(),
    city: v.string(),
    state: v.string(),
    post_code: v.string(),
  }),
  v.metadata({ ref: 'AdminAddress' }),
);

export const TimelineEventSchema = v.pipe(
  v.strictObject({
    id: Id,
    at: Timestamp,
    /** placed | paid | status | refund | note */
    kind: v.string(),
    /** For kind 'status': the status the order moved to. */
    status: v.nullable(v.string()),
    message: v.string(),
    carrier: v.nullable(v.string()),
    tracking_number: v.nullable(v.string()),
    amount_cents: v.nullable(Cents),
    /** False for staff notes: the customer never sees them. */
    public: v.boolean(),
    /** The member of staff's name; null for the shop itself (checkout, machine token). */
    by: v.nullable(v.string()),
  }),
  v.metadata({ ref: 'AdminOrderEvent' }),
);

const RefundSchema = v.strictObject({
  id: Id,
  at: Timestamp,
  amount_cents: Cents,
  /** pending | succeeded | failed */
  status: v.string(),
  reason: v.string(),
  lines: v.array(v.strictObject({ item_id: Id, quantity: Id })),
  by: v.nullable(v.string()),
});

export const OrderDetailSchema = v.pipe(
  v.strictObject({
    invoice_number: v.string(),
    created_at: Timestamp,
    status: OrderStatus,
    payment_status: PaymentStatus,
    payment_method: v.string(),
    /** The provider's payment: Stripe PaymentIntent id or PayPal order id. */
    payment_ref: v.nullable(v.string()),
    /** null for a guest. */
    user_id: v.nullable(Id),
    billing: AddressSchema,
    /** null when it ships to the billing address. */
    shipping: v.nullable(AddressSchema),
    comment: v.string(),
    buyer_business_name: v.string(),
    buyer_abn: v.string(),
    totals: v.strictObject({
      subtotal_inc_gst_cents: Cents,
      signup_discount_cents: Cents,
      membership_discount_cents: Cents,
      newsletter_discount_cents: Cents,
      delivery_inc_gst_cents: Cents,
      gst_cents: Cents,
      total_cents: Cents,
      refunded_cents: Cents,
      refundable_cents: Cents,
    }),
    items: v.array(
      v.strictObject({
        id: Id,
        product_id: v.nullable(Id),
        title: v.string(),
        sku: v.string(),
        quantity: Count,
        unit_inc_gst_cents: Cents,
        total_inc_gst_cents: Cents,
        /** Refunded by line so far (pending and succeeded refunds). */
        refunded_quantity: Count,
        /** The vehicle the part was bought for; left out when the shopper chose none. */
        vehicle: v.optional(VehicleSnapshotSchema),
        /** Whether the part fits that vehicle by the shop's fitment data; left out without a vehicle. */
        fits_vehicle: v.optional(v.boolean()),
      }),
    ),
    /** lib/fulfilment's CARRIERS key and its name, once shipped. */
    carrier: v.nullable(v.string()),
    carrier_name: v.nullable(v.string()),
    tracking_number: v.nullable(v.string()),
    /** From the carrier's tracking-link template in the settings; null without one. */
    tracking_url: v.nullable(v.string()),
    /** Oldest first. */
    timeline: v.array(TimelineEventSchema),
    /** Oldest first. */
    refunds: v.array(RefundSchema),
    /** The statuses the order can be moved to now (POST …/status would accept them). */
    next_statuses: v.array(OrderStatus),
  }),
  v.metadata({ ref: 'AdminOrderDetail' }),
);

export const OrderDetailAnswerSchema = v.strictObject({ data: OrderDetailSchema });
export const TimelineEventAnswerSchema = v.strictObject({ data: TimelineEventSchema });
