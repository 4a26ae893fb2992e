/**
 * Proof that a member's email is theirs: a link mailed at sign-up carries a token signed with the
 * server's secret (HMAC-SHA256 over the account id, its email and an expiry), so nothing is stored
 * until it is used; opening it marks the account's email verified. The secret is RESET_CODE_SECRET's,
 * kept outside the database, with a purpose prefix of its own.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export const VERIFY_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const signature = (secret: string, userId: number, email: string, expires: number) =>
  createHmac('sha256', secret)
    .update(`verify-email:${userId}:${email.toLowerCase()}:${expires}`)
    .digest('base64url');

/** The token for a member's email link: `{user id}.{expiry, unix seconds}.{signature}`. */
export function verificationToken(
  secret: string,
  user: { id: number; email: string },
  now = Date.now(),
): string {
  const expires = Math.floor((now + VERIFY_LINK_TTL_MS) / 1000);
  return `${user.id}.${expires}.${signature(secret, user.id, user.email, expires)}`;
}

export const TOKEN_PATTERN = /^\d{1,10}\.\d{1,12}\.[\w-]{43}$/;

/**
 * Marks the email of the token's account verified; false when the token is forged, expired, or was
 * made for an email the account no longer has. Using a link twice is harmless.
 */
export async function verifyEmail(db: Db, secret: string, token: string, now = Date.now()): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [id, expires, sent] = token.split('.') as [string, string, string];
  if (Number(expires) * 1000 < now) return false;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.id, Number(id)));
  if (!user) return false;
  const expected = Buffer.from(signature(secret, user.id, user.email, Number(expires)));
  if (!timingSafeEqual(expected, Buffer.from(sent))) return false;
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(now) })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  return true;
}
