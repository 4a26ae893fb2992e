/** Response shapes of the back office's customers and inbox. */
import * as v from 'valibot';
import { Count, Id, Timestamp } from './catalogue.ts';

const Cents = v.pipe(v.number(), v.integer());
const paged = <T extends v.GenericSchema>(row: T) =>
  v.strictObject({ data: v.array(row), page: Id, per_page: Id, total: Count });

/** none, pending, approved or rejected (as user_meta _trade_status holds it). */
const TradeStatus = v.picklist(['none', 'pending', 'approved', 'rejected']);

export const CustomerRowSchema = v.strictObject({
  id: Id,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  created_at: Timestamp,
  /** Placed orders (paid or in review). */
  order_count: Count,
  trade_status: TradeStatus,
});
export const CustomerListSchema = paged(CustomerRowSchema);

/** One of a customer's orders, as the order list shows it. */
export const CustomerOrderSchema = v.strictObject({
  invoice_number: v.string(),
  created_at: Timestamp,
  status: v.string(),
  payment_status: v.string(),
  payment_method: v.string(),
  name: v.string(),
  email: v.string(),
  total_cents: Cents,
  refunded_cents: Cents,
  item_count: Count,
});

export const CustomerDetailSchema = v.strictObject({
  id: Id,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  created_at: Timestamp,
  email_verified: v.boolean(),
  trade: v.strictObject({ status: TradeStatus, business_name: v.string(), abn: v.string() }),
  /** Every membership plan, and whether this customer holds it. */
  plans: v.array(v.strictObject({ id: Id, title: v.string(), held: v.boolean() })),
  addresses: v.array(
    v.strictObject({
      id: Id,
      address_type: v.string(),
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
  ),
  orders: v.array(CustomerOrderSchema),
});
export const CustomerAnswerSchema = v.strictObject({ data: CustomerDetailSchema });

export const ContactMessageSchema = v.strictObject({
  id: Id,
  created_at: Timestamp,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  subject: v.string(),
  message: v.string(),
});
export const ContactMessageListSchema = paged(ContactMessageSchema);
