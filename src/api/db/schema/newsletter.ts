/** Newsletter subscribers and the single-use codes they are given. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stamps } from './columns.ts';
import { orders } from './orders.ts';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    /** Double opt-in: set when the emailed link is opened; only then is the welcome code issued. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the confirmation link's random token (the latest one mailed), and when it lapses. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * Single-use discount codes: the newsletter welcome code (the home page's 10% off). A code is
 * redeemed by one order, in the same transaction that writes it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    email: text('email').notNull(),
    discountBp: integer('discount_bp').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('promo_codes_email_idx').on(sql`lower(${t.email})`)],
);
