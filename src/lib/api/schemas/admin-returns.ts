/** The back office's returns queue: the list and one return request. */
import * as v from 'valibot';
import { RETURN_STATUSES } from '../../orders/fulfilment.ts';
import { Cents, Count, Id, paged, Timestamp } from './common.ts';

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

const ReturnRowSchema = v.strictObject(returnRowEntries);
export type ReturnRow = v.InferOutput<typeof ReturnRowSchema>;

export const ReturnListSchema = paged(ReturnRowSchema);

const ReturnDetailSchema = v.strictObject({
  ...returnRowEntries,
  phone: v.string(),
  message: v.string(),
  decision_note: v.string(),
  /** Only a change-of-mind return, and only when the shop charges a restocking fee (settings). */
  fee_allowed: v.boolean(),
  /** The shop's restocking fee in basis points of the refund; 0 when it charges none. */
  restocking_fee_bp: Count,
  attachment_url: v.nullable(v.string()),
  /** The order it names, when there is one. */
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
export type ReturnDetail = v.InferOutput<typeof ReturnDetailSchema>;

export const ReturnAnswerSchema = v.strictObject({ data: ReturnDetailSchema });
