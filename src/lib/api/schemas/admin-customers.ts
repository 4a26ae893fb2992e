/** The back office's customers and inbox. */
import * as v from 'valibot';
import { CUSTOMER_TRADE_STATUSES } from '../../account/trade.ts';
import { ADDRESS_FIELDS, OrderRowSchema } from './admin-orders.ts';
import { Count, Id, paged, Timestamp } from './common.ts';

/** none, pending, approved or rejected (as user_meta _trade_status holds it). */
const TradeStatus = v.picklist(CUSTOMER_TRADE_STATUSES);

const CustomerRowSchema = v.strictObject({
  id: Id,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  created_at: Timestamp,
  /** Placed orders (paid or in review). */
  order_count: Count,
  trade_status: TradeStatus,
});
export type CustomerRow = v.InferOutput<typeof CustomerRowSchema>;

export const CustomerListSchema = paged(CustomerRowSchema);

const CustomerDetailSchema = v.strictObject({
  id: Id,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  created_at: Timestamp,
  email_verified: v.boolean(),
  trade: v.strictObject({ status: TradeStatus, business_name: v.string(), abn: v.string() }),
  /** Every membership plan, and whether this customer holds it. */
  plans: v.array(v.strictObject({ id: Id, title: v.string(), held: v.boolean() })),
  addresses: v.array(v.strictObject({ id: Id, address_type: v.string(), ...ADDRESS_FIELDS })),
  /** Placed orders, newest first, as the order list shows them. */
  orders: v.array(OrderRowSchema),
});
export type CustomerDetail = v.InferOutput<typeof CustomerDetailSchema>;

export const CustomerAnswerSchema = v.strictObject({ data: CustomerDetailSchema });

/** A contact form message as the inbox lists it. */
const ContactMessageSchema = v.strictObject({
  id: Id,
  created_at: Timestamp,
  /** First and last name joined. */
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  subject: v.string(),
  message: v.string(),
});
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

export const ContactMessageListSchema = paged(ContactMessageSchema);
