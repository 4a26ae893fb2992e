/**
 * Bearer tokens: 256 random bits, stored as SHA-256 hashes, with idle (30 minutes, as the storefront's
 * session) and absolute (12 hours) expiry checked on the server, and revocation.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTokens, users } from '../db/schema/index.ts';

export const TOKEN_IDLE_MS = 30 * 60 * 1000;
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export type AuthUser = typeof users.$inferSelect;

/** Issues a new token for a user; only its hash is stored. */
export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(authTokens)
    .values({ userId, tokenHash: hash(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS) });
  return token;
}

/** The user a bearer token belongs to, renewing its idle timer; null when unknown, revoked or expired. */
export async function userForToken(db: Db, token: string): Promise<AuthUser | null> {
  const now = new Date();
  const [row] = await db
    .select({ user: users, tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(eq(authTokens.tokenHash, hash(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)),
    );
  if (!row || now.getTime() - row.lastUsedAt.getTime() > TOKEN_IDLE_MS) return null;
  await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  return row.user;
}

/** Revokes a token (sign out). */
export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(eq(authTokens.tokenHash, hash(token)));
}

/** Revokes every session of a user except the one holding `keep` (after a password change). */
export async function revokeOtherTokens(db: Db, userId: number, keep: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), ne(authTokens.tokenHash, hash(keep))),
    );
}
