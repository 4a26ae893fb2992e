/** Response shapes of the back office's refunds. */
import * as v from 'valibot';
import { Id, Timestamp } from './catalogue.ts';

export const RefundViewSchema = v.pipe(
  v.strictObject({
    id: Id,
    at: Timestamp,
    /** What this refund gives back, GST inclusive. */
    amount_cents: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** pending (the provider is being asked) | succeeded | failed */
    status: v.picklist(['pending', 'succeeded', 'failed']),
    reason: v.string(),
    /** The lines refunded (order_items ids and quantities); empty for a refund by amount. */
    lines: v.array(v.strictObject({ item_id: Id, quantity: Id })),
    /** The member of staff's name; null for the machine token. */
    by: v.nullable(v.string()),
  }),
  v.metadata({ ref: 'AdminRefund' }),
);

export const RefundAnswerSchema = v.strictObject({ data: RefundViewSchema });
