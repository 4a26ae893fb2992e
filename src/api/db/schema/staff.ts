/** Back-office staff, their sessions and password resets, and the audit log of their writes. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stamps } from './columns.ts';

/** Back-office users: not customers, with their own sessions. Roles: lib/staff-roles. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** A disabled member of staff cannot sign in; their sessions were revoked when it was set. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    ...stamps,
  },
  (t) => [uniqueIndex('staff_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Staff bearer tokens, as auth_tokens: only the hash is kept; idle 30 minutes, absolute 12 hours. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Password-reset links an owner has mailed to a member of staff: only the SHA-256 of the link's random
 * token is kept; single use, valid for an hour.
 */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: stamps.createdAt,
  },
  (t) => [index('staff_password_resets_staff_idx').on(t.staffId)],
);

/** Every staff write: who (staff id, or null for the machine token), when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The actor as shown: the member of staff's email, or 'SHOP_ADMIN_TOKEN'. */
    actor: text('actor').notNull(),
    /** e.g. 'order.ship', 'order.refund', 'return.approve', 'staff.create'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: stamps.createdAt,
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The log filtered by person, newest first.
    index('audit_log_actor_idx').on(sql`lower(${t.actor})`, t.id),
  ],
);
