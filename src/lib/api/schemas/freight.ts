/**
 * Delivery quotes (POST /freight/quote, GET /freight/estimate): the options lib/freight/quote.ts
 * offers for a cart to a destination, as the checkout, the cart and the product page read them.
 */
import * as v from 'valibot';
import { Id } from './common.ts';

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const Days = v.tuple([v.pipe(v.number(), v.integer()), v.pipe(v.number(), v.integer())]);

export const ShipmentSchema = v.pipe(
  v.strictObject({
    service_id: v.string(),
    /** 'Australia Post Parcel Post'. */
    service_name: v.string(),
    carrier: v.string(),
    product_ids: v.array(Id),
    /** Chargeable weight: dead or cubic, the greater. */
    grams: Cents,
    price_ex_cents: Cents,
    free: v.boolean(),
    /** Business days until it arrives: [soonest, latest]. */
    eta_days: Days,
  }),
  v.metadata({ ref: 'Shipment' }),
);

export const DeliveryOptionSchema = v.pipe(
  v.strictObject({
    /** What place-order's delivery_option names: 'parcel', 'split:parcel+startrack'. */
    id: v.string(),
    name: v.string(),
    /** The charge ex GST, as place-order's delivery_charges (decimal dollars) carries it. */
    price_ex_cents: Cents,
    /** As shown: GST included. */
    price_inc_cents: Cents,
    eta_days: Days,
    /** Why free delivery does not cover it, once the subtotal reaches the threshold. */
    note: v.nullable(v.string()),
    /** The GST-inclusive subtotal from which it is free; null when free delivery never covers it. */
    free_from_cents: v.nullable(Cents),
    shipments: v.array(ShipmentSchema),
  }),
  v.metadata({ ref: 'DeliveryOption' }),
);

export const QuoteSchema = v.pipe(
  v.strictObject({
    destination: v.strictObject({
      post_code: v.string(),
      state: v.string(),
      zone: v.string(),
      zone_name: v.string(),
      /** A PO box, parcel locker or collect point: no couriers, no dangerous goods. */
      po_box: v.boolean(),
    }),
    /** Cheapest first. */
    options: v.array(DeliveryOptionSchema),
    /** The option chosen until the shopper chooses; null when nothing is sent. */
    default_option: v.nullable(v.string()),
    /** What limits a line: 'road only' for dangerous goods, 'road freight only' for oversize. */
    restrictions: v.array(v.strictObject({ product_id: Id, title: v.string(), text: v.string() })),
  }),
  v.metadata({ ref: 'DeliveryQuote' }),
);
export type ApiQuote = v.InferOutput<typeof QuoteSchema>;
export type ApiDeliveryOption = v.InferOutput<typeof DeliveryOptionSchema>;
