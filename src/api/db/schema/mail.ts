/** Mail: outgoing email waiting to be delivered, and messages sent through the contact form. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stamps } from './columns.ts';

/**
 * Outgoing email as rows (outbox pattern): written in the same transaction as the change that
 * causes it and delivered from here with retries, so a crash or an SMTP failure loses no message.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /** One message per event, e.g. `order-confirmation:42`; a second enqueue of it is ignored. */
    dedupeKey: text('dedupe_key').unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    /** pending (waiting or retrying), sent, or failed (gave up after the last try). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next delivery may start; claiming a row pushes it forward, so a crashed send is retried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  fName: text('f_name').notNull(),
  lName: text('l_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: stamps.createdAt,
});
