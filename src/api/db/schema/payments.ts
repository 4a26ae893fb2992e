/**
 * Events the payment providers send (issue 50: Stripe's webhooks), one row per event id: claimed
 * ('processing') before the event is acted on and 'done' once it has been, so a replayed or
 * concurrently redelivered event is acted on once. A claim whose handling failed is deleted again,
 * and one left 'processing' by a process that died is taken over after a while, so the provider's
 * retry is acted on.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

export const paymentEvents = pgTable(
  'payment_events',
  {
    /** stripe | paypal */
    provider: text('provider').notNull(),
    /** The provider's event id ('evt_…'). */
    eventId: text('event_id').notNull(),
    /** 'payment_intent.succeeded', 'charge.dispute.created'… */
    type: text('type').notNull(),
    /** The order it was about, once found; null for events about no order of ours. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** processing (claimed, being acted on) | done */
    status: text('status').notNull().default('processing'),
    /** When it was claimed (or last taken over). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
