/** GET /api/admin/search's answer: only the groups the caller's role may read are present. */
import * as v from 'valibot';
import { Count, Id, Timestamp } from './common.ts';

export const AdminSearchSchema = v.strictObject({
  q: v.string(),
  orders: v.optional(
    v.array(
      v.strictObject({
        invoice_number: v.string(),
        name: v.string(),
        email: v.string(),
        status: v.string(),
        payment_status: v.string(),
        total_cents: Count,
        created_at: Timestamp,
      }),
    ),
  ),
  customers: v.optional(
    v.array(v.strictObject({ id: Id, name: v.string(), email: v.string(), created_at: Timestamp })),
  ),
  products: v.optional(
    v.array(v.strictObject({ id: Id, title: v.string(), sku: v.string(), active: v.boolean() })),
  ),
});
export type AdminSearchAnswer = v.InferOutput<typeof AdminSearchSchema>;
