/**
 * Staff passwords after sign-up (docs/design.md#accounts-and-security): a member of staff changes their own with the
 * current one, which signs out every other session of theirs; an owner mails a member a reset link
 * (256 random bits, kept only as SHA-256, single use, valid for an hour), and setting a password with
 * it signs the member out everywhere. Audit entries name what happened, never a password or its hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff, staffPasswordResets, staffSessions } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { staffPasswordResetMessage } from '../emails/staff-password-reset.ts';
import type { Actor } from '../http/staff.ts';
import { recordAudit } from './audit.ts';
import { enqueueEmail } from './outbox.ts';
import { hashPassword } from './passwords.ts';
import { revokeStaffSessions, type StaffMember } from './staff-auth.ts';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** A reset token as mailed: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[\w-]{43}$/;
export { RESET_LINK_INVALID } from '../../lib/account/staff-password.ts';
export const RESET_DISABLED = 'This account is disabled: enable it before sending a reset link.';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sets the signed-in member's new password and signs out every session of theirs but this one. */
export async function changeOwnPassword(
  db: Db,
  actor: Extract<Actor, { kind: 'staff' }>,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const member = actor.staff;
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ passwordHash, updatedAt: new Date() }).where(eq(staff.id, member.id));
    await tx
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffSessions.staffId, member.id),
          isNull(staffSessions.revokedAt),
          ne(staffSessions.tokenHash, hash(actor.token)),
        ),
      );
    await recordAudit(tx, actor, { action: 'staff.password_change', entity: 'staff', entityId: member.id });
  });
}

export type ResetSent =
  | { status: 200; mailId: number | null; email: string }
  | { status: 404 | 409; message: string };

/**
 * Mails member `id` a new reset link; links sent before stop working. The member's password and
 * sessions are left as they are until the link is used.
 */
export async function sendStaffReset(
  deps: { db: Db; storeName: string; siteUrl: string },
  actor: Actor | null,
  id: number,
): Promise<ResetSent> {
  const token = randomBytes(32).toString('base64url');
  return deps.db.transaction(async (tx) => {
    const [member] = await tx.select().from(staff).where(eq(staff.id, id));
    if (!member) return { status: 404, message: 'No such member of staff.' };
    if (member.disabledAt) return { status: 409, message: RESET_DISABLED };
    await tx
      .update(staffPasswordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(staffPasswordResets.staffId, id), isNull(staffPasswordResets.usedAt)));
    await tx.insert(staffPasswordResets).values({
      staffId: id,
      tokenHash: hash(token),
      expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
    });
    await recordAudit(tx, actor, {
      action: 'staff.password_reset_sent',
      entity: 'staff',
      entityId: id,
      after: { email: member.email },
    });
    const brand = await loadEmailBrand(tx, deps);
    const message = staffPasswordResetMessage({ brand, email: member.email, name: member.name, token });
    return { status: 200, mailId: await enqueueEmail(tx, message), email: member.email };
  });
}

/**
 * Sets a new password with a reset link's token, uses the link up and signs the member out
 * everywhere; false when the link is unknown, used, expired or the member is disabled.
 */
export async function resetWithLink(db: Db, token: string, password: string): Promise<boolean> {
  if (!RESET_TOKEN_PATTERN.test(token)) return false;
  const live = and(
    eq(staffPasswordResets.tokenHash, hash(token)),
    isNull(staffPasswordResets.usedAt),
    gt(staffPasswordResets.expiresAt, new Date()),
  );
  // Hashing the password is slow on purpose: only for a link that exists, and outside the transaction.
  const [known] = await db.select({ id: staffPasswordResets.id }).from(staffPasswordResets).where(live);
  if (!known) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Conditional on the link being unused: of two uses racing, one sets the password.
    const [link] = await tx
      .update(staffPasswordResets)
      .set({ usedAt: new Date() })
      .where(live)
      .returning({ staffId: staffPasswordResets.staffId });
    if (!link) return false;
    const [member] = await tx
      .update(staff)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(staff.id, link.staffId), isNull(staff.disabledAt)))
      .returning();
    if (!member) return false;
    await revokeStaffSessions(tx, member.id);
    const self: Actor = { kind: 'staff', staff: member as StaffMember, token: '' };
    await recordAudit(tx, self, { action: 'staff.password_reset', entity: 'staff', entityId: member.id });
    return true;
  });
}
