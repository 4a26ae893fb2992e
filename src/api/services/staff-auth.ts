/**
 * Staff accounts and sessions (docs/design.md#back-office): separate from customers', with the same password
 * hashing and token rules (256 random bits stored as SHA-256, idle 30 minutes, absolute 12 hours),
 * revoked on sign out and when the member of staff is disabled.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '../../lib/account/staff-roles.ts';
import type { Staff } from '../../lib/api/schemas/admin-staff.ts';
import type { DbOrTx } from '../db/client.ts';
import { staff, staffSessions } from '../db/schema/index.ts';
import { TOKEN_IDLE_MS, TOKEN_LIFETIME_MS } from './auth.ts';
import { hashPassword } from './passwords.ts';

export type StaffMember = typeof staff.$inferSelect;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A member of staff as the API shows them (never the password hash). */
export function staffView(s: StaffMember): Staff {
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    role: s.role as StaffRole,
    disabled: s.disabledAt !== null,
    last_sign_in_at: s.lastSignInAt?.toISOString() ?? null,
    created_at: s.createdAt.toISOString(),
  };
}

export async function staffByEmail(db: DbOrTx, email: string): Promise<StaffMember | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

/** Adds a member of staff; null when the email is taken. */
export async function createStaff(
  db: DbOrTx,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<StaffMember | null> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staff)
    .values({ email: input.email.trim(), name: input.name.trim(), role: input.role, passwordHash })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function issueStaffToken(db: DbOrTx, staffId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(staffSessions)
    .values({ staffId, tokenHash: hash(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS) });
  await db.update(staff).set({ lastSignInAt: new Date() }).where(eq(staff.id, staffId));
  return token;
}

/** The enabled member of staff a token belongs to, renewing its idle timer; null otherwise. */
export async function staffForToken(db: DbOrTx, token: string): Promise<StaffMember | null> {
  const now = new Date();
  const [row] = await db
    .select({ member: staff, sessionId: staffSessions.id, lastUsedAt: staffSessions.lastUsedAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hash(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    );
  if (!row || now.getTime() - row.lastUsedAt.getTime() > TOKEN_IDLE_MS) return null;
  await db.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, row.sessionId));
  return row.member;
}

export async function revokeStaffToken(db: DbOrTx, token: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(eq(staffSessions.tokenHash, hash(token)));
}

/** Signs a member of staff out everywhere (disabled, role changed, password reset). */
export async function revokeStaffSessions(db: DbOrTx, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
