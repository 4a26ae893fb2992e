/** Response schemas of placing, paying for and reading orders, for the OpenAPI document. */
import * as v from 'valibot';
import { Count, Id, Money, Timestamp } from './catalogue.ts';

const PaymentStatus = v.picklist(['pending', 'completed', 'review', 'failed']);

export const PlacedOrderSchema = v.strictObject({
  message: v.string(),
  order: v.strictObject({ invoice_number: v.string(), grand_total: Money, payment_status: PaymentStatus }),
});

/** 202: the bank wants 3-D Secure; the same Idempotency-Key completes the order afterwards. */
export const ActionRequiredSchema = v.strictObject({
  message: v.string(),
  requires_action: v.boolean(),
  payment_intent_id: v.string(),
  payment_intent_client_secret: v.optional(v.string()),
});

/** 409 when the client's totals are stale: the server's, to show before trying again. */
export const PriceChangedSchema = v.pipe(
  v.strictObject({
    message: v.string(),
    totals: v.strictObject({
      subTotal: Money,
      subtotal_inc_gst: Money,
      discountedAmount: Money,
      auth_discount: Money,
      signup_discount: Money,
      membership_discount: Money,
      newsletter_discount: Money,
      delivery_charges: Money,
      delivery_inc_gst: Money,
      totalGst: Money,
      grand_total: Money,
      total_amount: Money,
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

/** An order as its owner sees it; tracked by someone else, without the customer's details. */
const DisplayedOrderSchema = v.pipe(
  v.strictObject({
    invoice_number: v.string(),
    status: v.string(),
    created_at: Timestamp,
    payment_method: v.picklist(['Stripe', 'PayPal']),
    payment_status: PaymentStatus,
    /** Ex GST (SPEC). */
    subTotal: Money,
    subtotal_inc_gst: Money,
    /** GST-inclusive, as shown: the three discounts below together. */
    discountedAmount: Money,
    signup_discount: Money,
    membership_discount: Money,
    newsletter_discount: Money,
    /** Ex GST (SPEC). */
    delivery_charges: Money,
    delivery_inc_gst: Money,
    /** The GST the total contains. */
    totalGst: Money,
    total_amount: Money,
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
      }),
    ),
  }),
  v.metadata({ ref: 'Order' }),
);

export const OrderListSchema = v.strictObject({ data: v.array(DisplayedOrderSchema) });
export const OneOrderSchema = v.strictObject({ data: DisplayedOrderSchema });

export const PaymentConfigSchema = v.strictObject({
  card: v.union([
    v.strictObject({ provider: v.literal('stripe'), publishable_key: v.string() }),
    v.strictObject({ provider: v.literal('test') }),
  ]),
  paypal: v.strictObject({ provider: v.picklist(['paypal', 'test']) }),
});
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
