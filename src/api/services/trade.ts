/**
 * Trade accounts: a member who gives a business name and a valid ABN at sign-up or on the
 * profile has applied (user_meta _trade_status 'pending'); the shop approves ('approved', on
 * the customer's page in the back office or by `npm run trade:approve -- EMAIL`). Approved accounts see ex-GST
 * prices first, hold the trade membership plans, and their tax invoices carry their ABN.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { readConfig } from '../../config.ts';
import { isValidAbn } from '../../lib/account/abn.ts';
import { type TradeStatus, toTradeStatus } from '../../lib/account/trade.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { userMeta, users } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { tradeApplicationMessage, tradeApprovedMessage } from '../emails/trade-account.ts';
import { grantTradePlans, revokeTradePlans } from './membership.ts';
import { enqueueEmail } from './outbox.ts';

export const TRADE_STATUS_OPTION = '_trade_status';
const TRADE_OPTIONS = ['_b_name', '_b_number', TRADE_STATUS_OPTION];

/** The business details an application is judged on, and its state. */
export interface TradeDetails {
  businessName: string;
  /** The ABN as stored: 11 digits when valid. */
  abn: string;
  status: TradeStatus;
}

/** A user's business name, ABN and trade status as stored now. */
export async function tradeDetails(db: DbOrTx, userId: number): Promise<TradeDetails> {
  const rows = await db
    .select({ option: userMeta.option, value: userMeta.value })
    .from(userMeta)
    .where(and(eq(userMeta.userId, userId), inArray(userMeta.option, TRADE_OPTIONS)));
  const value = (option: string) => rows.find((r) => r.option === option)?.value ?? '';
  return {
    businessName: value('_b_name').trim(),
    abn: value('_b_number'),
    status: toTradeStatus(value(TRADE_STATUS_OPTION) || 'none'),
  };
}

/** The user's trade account state: 'none', 'pending' or 'approved'. */
export async function tradeStatus(db: DbOrTx, userId: number): Promise<TradeStatus> {
  return (await tradeDetails(db, userId)).status;
}

/**
 * The buyer's business for an order's tax invoice: name and 11-digit ABN, only for an approved trade
 * account (an application the shop has not checked is not printed on invoices); null otherwise.
 */
export async function tradeBuyer(
  db: DbOrTx,
  userId: number,
): Promise<{ businessName: string; abn: string } | null> {
  const { businessName, abn, status } = await tradeDetails(db, userId);
  return status === 'approved' && businessName && isValidAbn(abn) ? { businessName, abn } : null;
}

async function setStatus(tx: DbOrTx, userId: number, status: TradeStatus): Promise<void> {
  if (status === 'none') {
    await tx
      .delete(userMeta)
      .where(and(eq(userMeta.userId, userId), eq(userMeta.option, TRADE_STATUS_OPTION)));
    return;
  }
  await tx
    .insert(userMeta)
    .values({ userId, option: TRADE_STATUS_OPTION, value: status })
    .onConflictDoUpdate({ target: [userMeta.userId, userMeta.option], set: { value: status } });
}

/**
 * After a sign-up or profile update saved the business details `after` (the form's checked values,
 * the ABN as 11 digits): a business name with a valid ABN is an application, kept 'approved' only when
 * neither the name nor the ABN the shop checked has changed, otherwise 'pending' (and the shop is
 * emailed at `shop.shopEmail` with a link to the customer's page); no ABN, no application. `before` is what was stored before the change
 * (null for a new account). Run it in the transaction that saves the details. Returns the new status.
 */
export async function recordTradeApplication(
  tx: DbOrTx,
  member: { id: number; name: string; email: string },
  before: TradeDetails | null,
  after: { businessName: string; abn: string },
  shop: { shopEmail: string; storeName: string; siteUrl: string },
): Promise<TradeStatus> {
  const businessName = after.businessName.trim();
  const applies = businessName !== '' && isValidAbn(after.abn);
  const same = before?.abn === after.abn && before?.businessName === businessName;
  const status: TradeStatus = !applies
    ? 'none'
    : same && before?.status === 'approved'
      ? 'approved'
      : 'pending';
  if (status !== (before?.status ?? 'none')) await setStatus(tx, member.id, status);
  if (before?.status === 'approved' && status !== 'approved') await revokeTradePlans(tx, member.id);
  // The shop hears of each new application, and of new details on one it has not checked yet.
  if (status === 'pending' && !(same && before?.status === 'pending'))
    await enqueueEmail(
      tx,
      tradeApplicationMessage(
        { shopEmail: shop.shopEmail, brand: await loadEmailBrand(tx, shop) },
        { ...member, businessName, abn: after.abn },
      ),
    );
  return status;
}

export type ApproveResult =
  | { ok: true; userId: number; email: string; businessName: string; abn: string; wasApproved: boolean }
  | { ok: false; reason: string };

/**
 * Approves the trade application of the account with `email` (compared without case): the account
 * becomes a trade account, gets the trade plans and is emailed. Refused for an unknown email or an
 * account without a business name and a valid ABN.
 */
export async function approveTrade(
  db: Db,
  email: string,
  /** The shop its email names (the server's configuration unless given). */
  shop: { storeName: string; siteUrl: string } = readConfig(),
): Promise<ApproveResult> {
  const address = email.trim();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(sql`lower(${users.email})`, address.toLowerCase()));
    if (!address || !user) return { ok: false, reason: `No account has the email ${address || '(empty)'}.` };
    const details = await tradeDetails(tx, user.id);
    if (!isValidAbn(details.abn))
      return { ok: false, reason: `The account ${user.email} has no valid ABN to approve.` };
    if (!details.businessName)
      return { ok: false, reason: `The account ${user.email} has no business name to approve.` };
    await setStatus(tx, user.id, 'approved');
    await grantTradePlans(tx, user.id);
    // Written with the approval; the shop's outbox sends it (at its next start, with PGlite).
    if (details.status !== 'approved')
      await enqueueEmail(tx, tradeApprovedMessage(await loadEmailBrand(tx, shop), { ...user, ...details }));
    return {
      ok: true,
      userId: user.id,
      email: user.email,
      businessName: details.businessName,
      abn: details.abn,
      wasApproved: details.status === 'approved',
    };
  });
}
