/** Column sets many tables share: the optimistic-locking version, the created/updated stamps, an address. */
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Optimistic locking for records the back office edits: a save names the version it was made from
 * and the UPDATE matches it (`WHERE version = $v`), bumping it; a stale copy changes nothing (409).
 */
export const version = { version: integer('version').notNull().default(1) };

export const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const addressFields = {
  fName: text('f_name').notNull(),
  lName: text('l_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  streetAddress: text('street_address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postCode: text('post_code').notNull(),
  suburb: text('suburb').notNull().default(''),
  company: text('company').notNull().default(''),
};
