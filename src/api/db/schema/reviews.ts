/**
 * Reviews from real buyers (docs/design.md#ratings-and-reviews) and the fitment queue they feed. A
 * review belongs to one order line (at most one each): a quality rating, a fit rating for the
 * vehicle the line was bought for, as it was then, and words. Only approved reviews are shown or
 * counted; staff reject only for a reason from lib/reviews' REJECT_REASONS.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VehicleSnapshot } from '../../../lib/fitment/fitment.ts';
import { products } from './catalogue.ts';
import { stamps, version } from './columns.ts';
import { users } from './customers.ts';
import { orderItems, orders } from './orders.ts';
import { staff } from './staff.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The line reviewed: one review a line, so a signed link works once. */
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The member who wrote it, or null for a guest through the signed link. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As shown: the buyer's first name and last initial ("Sam T."). */
    authorName: text('author_name').notNull(),
    /** 1 to 5. */
    quality: smallint('quality').notNull(),
    /** lib/reviews' FIT_RATINGS (fitted | needed_changes | did_not_fit); null for a line bought for no vehicle. */
    fit: text('fit'),
    /** The order line's vehicle snapshot ("Fitted to 2019 Ford Ranger PX3 3.2"). */
    vehicle: jsonb('vehicle').$type<VehicleSnapshot>(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Storage paths of the photos, checked as every upload is. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    /** lib/reviews' REJECT_REASONS key, for a rejected review. */
    rejectReason: text('reject_reason'),
    moderatedBy: integer('moderated_by').references(() => staff.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
    /** The shop's public reply. */
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    ...version,
    ...stamps,
  },
  (t) => [
    index('reviews_product_status_idx').on(t.productId, t.status),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_quality_range', sql`${t.quality} between 1 and 5`),
    check(
      'reviews_fit_value',
      sql`${t.fit} is null or ${t.fit} in ('fitted', 'needed_changes', 'did_not_fit')`,
    ),
    check('reviews_status_value', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A task in the back office's fitment queue: a product that did not fit a vehicle, by a review or a
 * return, for the shop to check its fitment data. One task per source row and product.
 */
export const fitmentTasks = pgTable(
  'fitment_tasks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The vehicle as the order line recorded it. */
    vehicle: jsonb('vehicle').$type<VehicleSnapshot>().notNull(),
    /** review | return */
    source: text('source').notNull(),
    /** The review's or the return request's id. */
    sourceId: integer('source_id').notNull(),
    /** What the buyer said, for context. */
    note: text('note').notNull().default(''),
    /** open | done */
    status: text('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => staff.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [
    index('fitment_tasks_status_idx').on(t.status, t.createdAt),
    // A review or return opens one task per product, however often its effect is retried.
    uniqueIndex('fitment_tasks_source_idx').on(t.source, t.sourceId, t.productId),
  ],
);
