/** What goes back: return requests and refunds. */
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stamps } from './columns.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';

export const returnRequests = pgTable('return_requests', {
  id: serial('id').primaryKey(),
  fName: text('f_name').notNull(),
  lName: text('l_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  orderRef: text('order_ref').notNull(),
  orderId: integer('order_id').references(() => orders.id),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  reason: text('reason').notNull().default(''),
  filePath: text('file_path'),
  /** lib/fulfilment's RETURN_STATUSES: requested -> approved / rejected -> received -> refunded / replaced. */
  status: text('status').notNull().default('requested'),
  /** The shop's note with its last decision, emailed to the customer. */
  decisionNote: text('decision_note').notNull().default(''),
  ...stamps,
});

/**
 * Refunds through the payment adapter. A row is written (pending) under the order's row lock before
 * the provider is called, so concurrent refunds can never add up to more than was paid; the
 * Idempotency-Key makes a repeated request answer with the first refund instead of paying twice.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** The lines refunded, when refunded by line: order_items ids and quantities. */
    lines: jsonb('lines').$type<{ item_id: number; quantity: number }[]>().notNull().default([]),
    reason: text('reason').notNull().default(''),
    /** The goods came back to the shelf: units already sent are counted on hand again (services/stock). */
    restock: boolean('restock').notNull().default(false),
    /** pending (provider being called) | succeeded | failed */
    status: text('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    error: text('error'),
    returnRequestId: integer('return_request_id').references(() => returnRequests.id, {
      onDelete: 'set null',
    }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
);
