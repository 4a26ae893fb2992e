/** Response shapes of the back office's returns queue. */
import * as v from 'valibot';
import { RETURN_STATUSES } from '../../../lib/orders/fulfilment.ts';
import { Count, Id, Timestamp } from './catalogue.ts';

const Cents = v.pipe(v.number(), v.integer());

const returnRowEntries = {
  id: Id,
  created_at: Timestamp,
  status: v.picklist(RETURN_STATUSES),
  name: v.string(),
  email: v.string(),
  /** The order number as the customer typed it. */
  order_ref: v.string(),
  /** lib/forms' RETURN_REASONS key, e.g. change_of_mind, and its words. */
  reason: v.string(),
  reason_label: v.string(),
  subject: v.string(),
  has_attachment: v.boolean(),
};

export const ReturnRowSchema = v.strictObject(returnRowEntries);

export const ReturnListSchema = v.strictObject({
  data: v.array(ReturnRowSchema),
  page: Id,
  per_page: Id,
  total: Count,
});

export const ReturnDetailSchema = v.strictObject({
  ...returnRowEntries,
  phone: v.string(),
  message: v.string(),
  decision_note: v.string(),
  /** Only a change-of-mind return, and only when the shop charges a restocking fee (settings). */
  fee_allowed: v.boolean(),
  /** The shop's restocking fee in basis points of the refund; 0 when it charges none. */
  restocking_fee_bp: Count,
  attachment_url: v.nullable(v.string()),
  order: v.nullable(
    v.strictObject({
      invoice_number: v.string(),
      status: v.string(),
      total_cents: Cents,
      refunded_cents: Cents,
      items: v.array(
        v.strictObject({
          id: Id,
          title: v.string(),
          sku: v.string(),
          quantity: Count,
          unit_inc_gst_cents: Cents,
          /** Units refunded so far (refunds under way or done). */
          refunded_quantity: Count,
        }),
      ),
    }),
  ),
});

export const ReturnAnswerSchema = v.strictObject({ data: ReturnDetailSchema });
