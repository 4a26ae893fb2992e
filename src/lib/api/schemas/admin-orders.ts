/** The back office's orders: the dashboard, the list, one order, its refunds, moves and notices. */
import * as v from 'valibot';
import { ORDER_STATUSES } from '../../orders/fulfilment.ts';
import { Cents, Count, Id, paged, Timestamp } from './common.ts';
import { VehicleSnapshotSchema } from './fitment.ts';
import { PaymentStatusSchema } from './orders.ts';
import { LineStockSchema } from './stock.ts';
import { FulfilmentSchema, StoreSchema } from './store.ts';

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
export type Dashboard = v.InferOutput<typeof DashboardSchema>;

/** What the list and the detail of an order both start with. */
const ORDER_HEAD = {
  invoice_number: v.string(),
  created_at: Timestamp,
  status: OrderStatus,
  payment_status: PaymentStatusSchema,
  payment_method: v.string(),
};

/** One order as the back office lists it (also a customer's orders). */
export const OrderRowSchema = v.pipe(
  v.strictObject({
    ...ORDER_HEAD,
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
export type OrderRow = v.InferOutput<typeof OrderRowSchema>;

export const OrderListSchema = paged(OrderRowSchema);

/** An address's fields as the back office reads them (an order's, a customer's saved ones). */
export const ADDRESS_FIELDS = {
  name: v.string(),
  company: v.string(),
  email: v.string(),
  phone: v.string(),
  street_address: v.string(),
  suburb: v.string(),
  city: v.string(),
  state: v.string(),
  post_code: v.string(),
};

const AddressSchema = v.pipe(v.strictObject(ADDRESS_FIELDS), v.metadata({ ref: 'AdminAddress' }));
export type Address = v.InferOutput<typeof AddressSchema>;

const TimelineEventSchema = v.pipe(
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
export type TimelineEvent = v.InferOutput<typeof TimelineEventSchema>;

/** The lines a refund gave back: order_items ids and quantities. */
const RefundLineSchema = v.strictObject({ item_id: Id, quantity: Id });

const RefundSchema = v.pipe(
  v.strictObject({
    id: Id,
    at: Timestamp,
    /** What this refund gives back, GST inclusive. */
    amount_cents: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** pending (the provider is being asked) | succeeded | failed */
    status: v.picklist(['pending', 'succeeded', 'failed']),
    reason: v.string(),
    /** The lines refunded; empty for a refund by amount. */
    lines: v.array(RefundLineSchema),
    /** The member of staff's name; null for the machine token. */
    by: v.nullable(v.string()),
  }),
  v.metadata({ ref: 'AdminRefund' }),
);
export type Refund = v.InferOutput<typeof RefundSchema>;

export const RefundAnswerSchema = v.strictObject({ data: RefundSchema });

const OrderItemSchema = v.strictObject({
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
  /** Where the line's units are held, or were (counted products only; oldest first). */
  stock: v.array(LineStockSchema),
});
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

/** Business days: [soonest, latest]. */
const Days = v.tuple([Count, Count]);

/** A shipment booked with its carrier (or being booked): its tracking number and label. */
const ShipmentBookingSchema = v.pipe(
  v.strictObject({
    /** booking: the carrier is being asked now; booked: the tracking number (and label) are stored. */
    state: v.picklist(['booking', 'booked']),
    /** lib/fulfilment's CARRIERS key and its name. */
    carrier: v.string(),
    carrier_name: v.string(),
    /** null while booking. */
    tracking_number: v.nullable(v.string()),
    /** From the carrier's tracking-link template in the settings; null without one. */
    tracking_url: v.nullable(v.string()),
    /** The label PDF is stored: GET …/shipments/{index}/label answers it. */
    has_label: v.boolean(),
    /** Made by the built-in test carrier (no carrier credentials): not valid for posting. */
    test_label: v.boolean(),
    at: Timestamp,
    /** The member of staff's name; null for the machine token. */
    by: v.nullable(v.string()),
  }),
  v.metadata({ ref: 'AdminShipmentBooking' }),
);
export type ShipmentBooking = v.InferOutput<typeof ShipmentBookingSchema>;

/** One shipment of the order's delivery plan: what goes, how, and its booking. */
const PlannedShipmentSchema = v.pipe(
  v.strictObject({
    /** Its place in the plan, from 0: the {index} of …/shipments/{index}/book and …/label. */
    index: Count,
    service_id: v.string(),
    /** 'Australia Post Parcel Post'. */
    service_name: v.string(),
    /** lib/fulfilment's CARRIERS key and its name. */
    carrier: v.string(),
    carrier_name: v.string(),
    /** The order's lines it carries: product, title and SKU as ordered, units. */
    items: v.array(v.strictObject({ product_id: Id, title: v.string(), sku: v.string(), quantity: Count })),
    /** Chargeable weight (dead or cubic, the greater) over its units, in grams. */
    chargeable_grams: Count,
    /** What the order was charged for it, ex GST. */
    price_ex_gst_cents: Cents,
    /** Free delivery covered it. */
    free: v.boolean(),
    eta_days: Days,
    /**
     * The shop has a carrier account for the service: POST …/book makes the label here. Otherwise
     * staff enter the tracking number by hand when they ship.
     */
    carrier_account: v.boolean(),
    booking: v.nullable(ShipmentBookingSchema),
  }),
  v.metadata({ ref: 'AdminPlannedShipment' }),
);

/** The delivery option the order was priced with (lib/freight/quote.ts's DeliveryPlan). */
const DeliverySchema = v.pipe(
  v.strictObject({
    /** The option's id: a service's, or 'split:parcel+startrack'. */
    option_id: v.string(),
    /** The service name(s) as the shopper chose them. */
    name: v.string(),
    price_ex_gst_cents: Cents,
    /** Business days until everything has arrived. */
    eta_days: Days,
    shipments: v.array(PlannedShipmentSchema),
  }),
  v.metadata({ ref: 'AdminDelivery' }),
);
export type OrderDelivery = v.InferOutput<typeof DeliverySchema>;

const OrderDetailSchema = v.pipe(
  v.strictObject({
    ...ORDER_HEAD,
    /** How a Stripe payment was made: card (wallets too), afterpay_clearpay or zip; null for PayPal and older orders. */
    payment_method_type: v.nullable(v.string()),
    /** The provider's payment: Stripe PaymentIntent id or PayPal order id. */
    payment_ref: v.nullable(v.string()),
    /** null for a guest. */
    user_id: v.nullable(Id),
    billing: AddressSchema,
    /** ship, or collect from `pickup_store` (no delivery address, no charge). */
    fulfilment: FulfilmentSchema,
    pickup_store: v.nullable(StoreSchema),
    /** Who took a collected order away, as staff recorded it; '' until then. */
    collected_by: v.string(),
    /** null when it ships to the billing address. */
    shipping: v.nullable(AddressSchema),
    /** The delivery it was priced with and its shipments; null for click & collect and orders from before freight. */
    delivery: v.nullable(DeliverySchema),
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
    items: v.array(OrderItemSchema),
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
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

export const OrderDetailAnswerSchema = v.strictObject({ data: OrderDetailSchema });
export const TimelineEventAnswerSchema = v.strictObject({ data: TimelineEventSchema });

/** POST …/shipments/{index}/book: what was booked (201). */
export const ShipmentBookingAnswerSchema = v.strictObject({
  message: v.string(),
  data: ShipmentBookingSchema,
});
/** Its 409: why not, with the booking as it is now when that is why (as a stale save's 409 has the record). */
export const ShipmentRefusalSchema = v.strictObject({
  message: v.string(),
  current: v.optional(ShipmentBookingSchema),
});

/** What happened to one order of a bulk move: moved (with its status now) or refused, and why. */
const BulkOutcomeSchema = v.strictObject({
  invoice_number: v.string(),
  ok: v.boolean(),
  /** What the single-order move would have answered: 200, 404 or 409. */
  http_status: v.number(),
  status: v.optional(v.string()),
  message: v.optional(v.string()),
});
export type BulkOutcome = v.InferOutput<typeof BulkOutcomeSchema>;

/** POST /admin/orders/bulk-status: one outcome per order, in the order sent. */
export const BulkOutcomesSchema = v.strictObject({ data: v.array(BulkOutcomeSchema) });

/** The confirmation sent again: what staff are told, and the address it went to. */
export const ResentSchema = v.strictObject({ message: v.string(), email: v.string() });

/** GET /admin/notices: new orders and returns since the times given, for the menu's badges. */
export const NoticesSchema = v.strictObject({
  new_orders: v.number(),
  new_returns: v.number(),
  /** The server's time now: what the back office stores as seen when the list is opened. */
  now: v.string(),
});
