/**
 * Newsletter subscriptions with double opt-in: subscribing stores a pending subscription and mails a
 * confirmation link (a random token, kept only as its SHA-256, valid for 7 days); opening it confirms
 * the subscription and only then issues the single-use welcome code (one per email, ever) and mails
 * the welcome email. An address already confirmed is not mailed again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { generalSettings, newsletterSubscribers } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { newsletterConfirmMessage } from '../emails/newsletter-confirm.ts';
import { newsletterWelcomeMessage } from '../emails/newsletter-welcome.ts';
import { enqueueEmail } from './outbox.ts';
import { welcomeCode } from './promo-codes.ts';

export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A confirmation token as mailed: 32 random bytes, base64url. */
export const CONFIRM_TOKEN_PATTERN = /^[\w-]{43}$/;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewsletterDeps {
  db: Db;
  storeName: string;
  siteUrl: string;
}

/**
 * Records a subscription as pending and writes its confirmation email to the outbox; the mail's id,
 * or null when nothing is to be sent (the address is subscribed and confirmed already).
 */
export async function subscribe({ db, storeName, siteUrl }: NewsletterDeps, email: string) {
  const [existing] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
  if (existing?.confirmedAt && !existing.unsubscribedAt) return null;
  const token = randomBytes(32).toString('base64url');
  const pending = {
    confirmedAt: null,
    confirmTokenHash: hash(token),
    confirmExpiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
  };
  return db.transaction(async (tx) => {
    if (existing) {
      // Coming back after unsubscribing needs a new confirmation too: anyone can type an address.
      await tx
        .update(newsletterSubscribers)
        .set({ ...pending, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, existing.id));
    } else {
      const [made] = await tx
        .insert(newsletterSubscribers)
        .values({ email, unsubscribeToken: randomBytes(24).toString('base64url'), ...pending })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      // The same address subscribing twice at once: the other request mails the link.
      if (!made) return null;
    }
    const [settings] = await tx
      .select({ bp: generalSettings.newsletterDiscountBp })
      .from(generalSettings)
      .where(eq(generalSettings.id, 1));
    const message = newsletterConfirmMessage({
      brand: await loadEmailBrand(tx, { storeName, siteUrl }),
      email,
      token,
      discountBp: settings?.bp ?? 0,
    });
    return enqueueEmail(tx, message);
  });
}

export type Confirmation =
  | { result: 'confirmed'; mailId: number | null }
  | { result: 'already' }
  | { result: 'invalid' };

/**
 * Confirms the subscription a link's token belongs to, issues its welcome code and writes the welcome
 * email, in one transaction. A second use of the link issues nothing ('already').
 */
export async function confirmSubscription(
  { db, storeName, siteUrl }: NewsletterDeps,
  token: string,
): Promise<Confirmation> {
  if (!CONFIRM_TOKEN_PATTERN.test(token)) return { result: 'invalid' };
  const tokenHash = hash(token);
  return db.transaction(async (tx) => {
    // Conditional on the subscription still being pending: of two uses racing, one confirms.
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date() })
      .where(
        and(
          eq(newsletterSubscribers.confirmTokenHash, tokenHash),
          isNull(newsletterSubscribers.confirmedAt),
          gt(newsletterSubscribers.confirmExpiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) {
      const [done] = await tx
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, tokenHash),
            isNotNull(newsletterSubscribers.confirmedAt),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        );
      return done ? { result: 'already' } : { result: 'invalid' };
    }
    const message = newsletterWelcomeMessage({
      brand: await loadEmailBrand(tx, { storeName, siteUrl }),
      email: row.email,
      unsubscribeToken: row.unsubscribeToken,
      code: await welcomeCode(tx, row.email),
    });
    return { result: 'confirmed', mailId: await enqueueEmail(tx, message) };
  });
}
