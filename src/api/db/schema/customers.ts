/**
 * Shoppers with an account: members, their details, plans, addresses, sign-in and reset tokens, and
 * their saved vehicles.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { addressFields, stamps } from './columns.ts';
import { vehicles } from './fitment.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /**
     * When the member proved the email is theirs (the link mailed at sign-up, or a password reset by
     * emailed code). Only then are guest orders placed with that email shown as theirs.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    roleId: integer('role_id').notNull().default(5),
    createdBy: integer('created_by').notNull().default(0),
    ...stamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The back office's customer list and search box: ILIKE '%…%' (pg_trgm).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** Option/value pairs of a user (_b_name, _b_email, _b_number, _b_street_address, _b_area_address). */
export const userMeta = pgTable(
  'user_meta',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: text('option').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [uniqueIndex('user_meta_user_option_idx').on(t.userId, t.option)],
);

export const signupPlans = pgTable('signup_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  discountBp: integer('discount_bp').notNull(),
  active: boolean('active').notNull().default(true),
});

export const membershipPlans = pgTable('membership_plans', {
  id: serial('id').primaryKey(),
  planName: text('plan_name').notNull(),
  discountBp: integer('discount_bp').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Granted when the shop approves a trade account (the Trade Member plan). */
  forTrade: boolean('for_trade').notNull().default(false),
});

/**
 * The membership plans a member holds. Every member holds the first plan from sign-up; trade plans
 * come with an approved trade account. Only a held plan applies.
 */
export const userMembershipPlans = pgTable(
  'user_membership_plans',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'cascade' }),
    createdAt: stamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...addressFields,
    addressType: text('address_type').notNull(),
    ...stamps,
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** A member's saved vehicles (My Garage): at most 5, one active, each with the model year chosen. */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    active: boolean('active').notNull().default(false),
    createdAt: stamps.createdAt,
  },
  (t) => [uniqueIndex('garage_vehicles_user_vehicle_year_idx').on(t.userId, t.vehicleId, t.year)],
);
