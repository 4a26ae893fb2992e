/**
 * Password reset by emailed code (docs/design.md#accounts-and-security): the same answer whether or not the email exists,
 * 6-digit codes stored as HMACs keyed with a server secret, single use, valid for 10 minutes, at most
 * 5 wrong tries each, counted atomically in the database.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTokens, passwordResetCodes, users } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { passwordResetCodeMessage } from '../emails/password-reset-code.ts';
import type { Mailer } from './mailer.ts';
import { hashPassword } from './passwords.ts';
import { storedSecret } from './secrets.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
export const INVALID_CODE = 'Email or OTP is invalid or expired';

/** RESET_CODE_SECRET, or a random secret generated once into `file` (mode 0600). */
export function resetCodeSecret(file: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return storedSecret(file, env.RESET_CODE_SECRET);
}

// Keyed with a secret kept outside the database: with a plain hash, a copy of the table gives the
// code away by trying the million possible ones.
const codeHash = (secret: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

async function userByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
}

export interface ResetDeps {
  db: Db;
  mailer: Mailer;
  storeName: string;
  siteUrl: string;
  /** The HMAC key for stored codes. */
  secret: string;
}

/** Mails a new code when the account exists (run after answering: callers answer the same either way). */
export async function requestReset(
  { db, mailer, storeName, siteUrl, secret }: ResetDeps,
  email: string,
): Promise<void> {
  const user = await userByEmail(db, email);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user.id,
      codeHash: codeHash(secret, user.id, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
  });
  const brand = await loadEmailBrand(db, { storeName, siteUrl });
  await mailer.send(passwordResetCodeMessage({ brand, email: user.email, code }));
}

/** Tries a code against the account's live one: the user and code ids when it is right, else null. */
async function tryCode(db: Db, secret: string, email: string, code: string) {
  const user = await userByEmail(db, email);
  if (!user) return null;
  const candidate = codeHash(secret, user.id, code);
  const live = and(
    eq(passwordResetCodes.userId, user.id),
    isNull(passwordResetCodes.usedAt),
    gt(passwordResetCodes.expiresAt, new Date()),
  );
  const latest = db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(live)
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  // One conditional UPDATE counts a wrong try: PostgreSQL re-checks `attempts < 5` on the locked row,
  // so however many guesses race, at most five are counted and none is judged after the fifth.
  const [row] = await db
    .update(passwordResetCodes)
    .set({
      attempts: sql`${passwordResetCodes.attempts} + (case when ${passwordResetCodes.codeHash} = ${candidate} then 0 else 1 end)`,
    })
    .where(and(inArray(passwordResetCodes.id, latest), live, lt(passwordResetCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
  if (!row || !timingSafeEqual(Buffer.from(row.codeHash, 'hex'), Buffer.from(candidate, 'hex'))) return null;
  return { userId: user.id, codeId: row.id };
}

/** Checks a code; a wrong one uses up one try. */
export async function checkCode(db: Db, secret: string, email: string, code: string): Promise<boolean> {
  return (await tryCode(db, secret, email, code)) !== null;
}

/** Sets the new password with a valid code, uses the code up and signs the account out everywhere. */
export async function resetPassword(
  db: Db,
  secret: string,
  email: string,
  code: string,
  password: string,
): Promise<boolean> {
  const valid = await tryCode(db, secret, email, code);
  if (!valid) return false;
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Uses the account's codes up first, and goes on only if this code was still unused: of two
    // resets racing with one code, only one changes the password.
    const used = await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, valid.userId), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!used.some((row) => row.id === valid.codeId)) return false;
    // The code came by email, so the email is proved theirs too (their guest orders become theirs).
    await tx
      .update(users)
      .set({
        passwordHash: hash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, valid.userId));
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.userId, valid.userId), isNull(authTokens.revokedAt)));
    return true;
  });
}
