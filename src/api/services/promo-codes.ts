/**
 * Single-use discount codes (promo_codes): the newsletter welcome code that keeps the home badge's
 * promise, "10% off for newsletter subscribers". Issued when a subscription is confirmed (double
 * opt-in, services/newsletter.ts), one code per subscriber email, ever: confirming again after
 * unsubscribing mails the same code while it is unused, and never a second one. A code is redeemed
 * by one order, in the transaction that writes the order.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { MAX_PROMO_CODE_LENGTH } from '../../lib/pricing/promo-code.ts';
import type { DbOrTx } from '../db/client.ts';
import { generalSettings, promoCodes } from '../db/schema.ts';

// No 0/O, 1/I/L: read from an email and typed by hand. 31^10 (about 2^49) codes, and the check
// endpoint is rate-limited, so a code cannot be guessed.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 10;
const PREFIX = 'WELCOME-';

/** A new random welcome code, e.g. WELCOME-7KQ2M9XR4T. */
export function newWelcomeCode(): string {
  let code = PREFIX;
  for (let i = 0; i < RANDOM_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code as typed, as stored: trimmed and upper case; '' when it cannot be a code. */
export function normaliseCode(input: unknown): string {
  if (typeof input !== 'string') return '';
  const code = input.trim().toUpperCase();
  return code.length > MAX_PROMO_CODE_LENGTH ? '' : code;
}

const usable = () =>
  and(isNull(promoCodes.redeemedAt), or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)));

export interface UsableCode {
  id: number;
  code: string;
  discountBp: number;
}

/** The code typed at checkout (any case, spaces around it) if it exists, is unused and has not expired. */
export async function findUsableCode(db: DbOrTx, input: string): Promise<UsableCode | null> {
  const code = normaliseCode(input);
  if (!code) return null;
  const [row] = await db
    .select({ id: promoCodes.id, code: promoCodes.code, discountBp: promoCodes.discountBp })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), usable()));
  return row ?? null;
}

/**
 * Marks code `id` used by order `orderId`, in the order's transaction. Atomic: of two orders racing
 * for one code, only the first gets true; the other must not take the discount.
 */
export async function redeemCode(tx: DbOrTx, id: number, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ redeemedAt: new Date(), orderId })
    .where(and(eq(promoCodes.id, id), usable()))
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

/**
 * The welcome code of a subscriber email (compared without case): the one issued before, or a new
 * one at the shop's newsletter discount. Null when the email's code was used or has expired, or the
 * shop offers no newsletter discount. Call it in the subscription's transaction.
 */
export async function welcomeCode(tx: DbOrTx, email: string): Promise<UsableCode | null> {
  const [issued] = await tx
    .select()
    .from(promoCodes)
    .where(eq(sql`lower(${promoCodes.email})`, email.toLowerCase()))
    .orderBy(desc(promoCodes.id))
    .limit(1);
  if (issued) {
    const open = !issued.redeemedAt && (!issued.expiresAt || issued.expiresAt.getTime() > Date.now());
    return open ? { id: issued.id, code: issued.code, discountBp: issued.discountBp } : null;
  }
  const [settings] = await tx
    .select({ bp: generalSettings.newsletterDiscountBp })
    .from(generalSettings)
    .where(eq(generalSettings.id, 1));
  const discountBp = settings?.bp ?? 0;
  if (discountBp <= 0) return null;
  // A clash with an existing code is astronomically rare; a new draw settles it.
  for (let tries = 0; tries < 5; tries++) {
    const [made] = await tx
      .insert(promoCodes)
      .values({ code: newWelcomeCode(), email, discountBp })
      .onConflictDoNothing({ target: promoCodes.code })
      .returning({ id: promoCodes.id, code: promoCodes.code, discountBp: promoCodes.discountBp });
    if (made) return made;
  }
  throw new Error('Could not draw an unused promo code');
}

/** Frees the code an unpaid order took (declined, abandoned): the shopper can use it on the next attempt. */
export async function releaseCodeOf(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.update(promoCodes).set({ redeemedAt: null, orderId: null }).where(eq(promoCodes.orderId, orderId));
}
