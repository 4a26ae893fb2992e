/**
 * Password reset by emailed code (DESIGN section 7): the same answer whether or not the email exists,
 * 6-digit codes stored as hashes, single use, valid for 10 minutes, at most 5 wrong tries each.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTokens, passwordResetCodes, users } from '../db/schema.ts';
import type { Mailer } from './mailer.ts';
import { hashPassword } from './passwords.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
export const INVALID_CODE = 'Email or OTP is invalid or expired';

const codeHash = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

async function userByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
}

/** Sends a new code when the account exists; callers answer the same either way. */
export async function requestReset(db: Db, mailer: Mailer, email: string, storeName: string): Promise<void> {
  const user = await userByEmail(db, email);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (!user) return;
  await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
  await db.insert(passwordResetCodes).values({
    userId: user.id,
    codeHash: codeHash(user.id, code).toString('hex'),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  // Not awaited, so a known email does not answer measurably slower than an unknown one.
  mailer
    .send({
      to: user.email,
      subject: `Your ${storeName} password reset code`,
      text: `Your code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask to reset your password, ignore this email.`,
    })
    .catch((error: unknown) => console.error('[mail] reset code failed:', error));
}

/** Checks a code; a wrong code uses up one try. Returns the user id when it is valid. */
export async function checkCode(db: Db, email: string, code: string): Promise<number | null> {
  const user = await userByEmail(db, email);
  if (!user) return null;
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  if (!row || row.attempts >= MAX_ATTEMPTS) return null;
  const expected = Buffer.from(row.codeHash, 'hex');
  if (timingSafeEqual(expected, codeHash(user.id, code))) return user.id;
  await db
    .update(passwordResetCodes)
    .set({ attempts: row.attempts + 1 })
    .where(eq(passwordResetCodes.id, row.id));
  return null;
}

/** Sets the new password with a valid code, uses the code up and signs the account out everywhere. */
export async function resetPassword(db: Db, email: string, code: string, password: string): Promise<boolean> {
  const userId = await checkCode(db, email, code);
  if (!userId) return false;
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  });
  return true;
}
