/**
 * What happens to an order after it is written: the card charge (at most one per order, under a
 * short claim so two requests never charge at once), the paid state and its confirmation email in
 * one transaction, a retry that finishes what a lost reply or a crash left, and the sweep that asks
 * the provider about attempts nobody came back for.
 */
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { isMethodType, type MethodType } from '../../lib/checkout/payment-methods.ts';
import { PAYMENT_RETURN_PATH } from '../../lib/checkout/payment-return.ts';
import { centsToDecimal } from '../../lib/pricing/money.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orderItems, orders } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { confirmationEmail } from '../emails/order-confirmation.ts';
import { shopNewOrderMessage } from '../emails/shop-new-order.ts';
import {
  type CardPayment,
  type ChargeShipping,
  type Gateways,
  PaymentProviderError,
} from '../payments/types.ts';
import type { FreightDeps } from './freight/live.ts';
import { CANCELLED_REFUNDED, cancelledUnpaid, refundLatePayment } from './late-payment.ts';
import { confirmationKey } from './mail-attachments.ts';
import { enqueueEmail, enqueueEmails, type Outbox, type Writer } from './outbox.ts';
import { releaseCodeOf } from './promo-codes.ts';
import { collectStoreOf } from './stock/locations.ts';
import { releaseStock } from './stock/settle.ts';
import { refreshStockStatus } from './stock/status.ts';

export interface OrderDeps {
  db: Db;
  gateways: Gateways;
  outbox: Outbox;
  storeName: string;
  siteUrl: string;
  /** Signs the tax invoice link in the confirmation email (services/invoice-links.ts). */
  resetCodeSecret: string;
  /** The shop's inbox (SHOP_EMAIL): told of every paid order. */
  shopEmail: string;
  /** Carriers' live prices for the delivery charge; unset, the rate table prices it. */
  freight?: FreightDeps;
}

export type OrderRow = typeof orders.$inferSelect;

export interface OrderResult {
  status: 200 | 202 | 400 | 402 | 403 | 404 | 409 | 422 | 502;
  body: Record<string, unknown>;
  /** Seconds a 409 "being processed" answer asks the client to wait. */
  retryAfter?: number;
}

/** How long one request holds an unpaid card order while it talks to the provider. */
export const CHARGE_CLAIM_MS = 15_000;
/** A 3-D Secure challenge left this long is abandoned. */
export const ABANDONED_ACTION_MS = 60 * 60_000;

export const fail = (
  status: OrderResult['status'],
  message: string,
  extra: Record<string, unknown> = {},
): OrderResult => ({ status, body: { message, ...extra } });

export function success(order: OrderRow): OrderResult {
  return {
    status: 200,
    body: {
      message: 'Order placed successfully!',
      order: {
        invoice_number: order.invoiceNumber,
        grand_total: centsToDecimal(order.totalCents),
        payment_status: order.paymentStatus,
      },
    },
  };
}

const busy = (): OrderResult => ({
  ...fail(409, 'This order is already being processed. Please wait a moment and try again.'),
  retryAfter: Math.ceil(CHARGE_CLAIM_MS / 1000),
});

export const CARD_OFF = 'Card payments are not available in this shop. Please choose another payment method.';
export const PAYPAL_OFF =
  'PayPal payments are not available in this shop. Please choose another payment method.';
export const ORDER_CANCELLED = 'This order has been cancelled. Please start the payment again.';

const providerDown = () =>
  fail(502, 'The payment provider could not be reached. Please try again in a moment.');

/** Writes the confirmation email of a paid order in the caller's transaction (once per order). */
export async function enqueueConfirmation(tx: Writer & Pick<Db, 'select'>, deps: OrderDeps, row: OrderRow) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.id));
  // The key is once-per-order and also names the tax invoice attached at send time (mail-attachments.ts).
  const store = await collectStoreOf(tx, row);
  return enqueueEmail(tx, await confirmationEmail(tx, row, items, deps, store), confirmationKey(row.id));
}

export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * What a paid order writes in the caller's transaction (once per order): its 'paid' timeline event,
 * the customer's confirmation and the shop's new-order email (SHOP_EMAIL). Returns the outbox ids.
 * `items` are the order's lines when the caller has them (read here when not).
 */
export async function recordPaid(
  tx: Writer & Pick<Db, 'select'>,
  deps: OrderDeps,
  row: OrderRow,
  items?: OrderItemRow[],
): Promise<(number | null)[]> {
  // Called once per order: the callers write it with the move to 'completed' (WHERE it was pending).
  await tx.insert(orderEvents).values({ orderId: row.id, kind: 'paid', message: 'Payment received' });
  const lines = items ?? (await tx.select().from(orderItems).where(eq(orderItems.orderId, row.id)));
  const store = await collectStoreOf(tx, row);
  const brand = await loadEmailBrand(tx, deps);
  // The shop's first, so the customer's confirmation stays the last message sent for the order.
  return enqueueEmails(tx, [
    {
      message: shopNewOrderMessage({ shopEmail: deps.shopEmail, brand }, row, lines, store),
      dedupeKey: `shop-new-order:${row.id}`,
    },
    {
      message: await confirmationEmail(tx, row, lines, deps, store, brand),
      dedupeKey: confirmationKey(row.id),
    },
  ]);
}

/** Takes the order for one charge attempt; false while another request (or a crashed one) holds it. */
async function claimCharge(db: Db, row: OrderRow): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, row.id),
        eq(orders.paymentStatus, 'pending'),
        isNull(orders.paymentRef),
        lt(orders.updatedAt, new Date(Date.now() - CHARGE_CLAIM_MS)),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/**
 * Charges the order's own total with its idempotency key (a repeat never charges twice) and settles.
 * `items`: the order's lines, when the caller has them.
 */
export async function chargeCard(
  deps: OrderDeps,
  row: OrderRow,
  paymentMethodId: string,
  items?: OrderItemRow[],
) {
  const card = deps.gateways.card;
  if (!card) return fail(422, CARD_OFF);
  let payment: CardPayment;
  try {
    payment = await card.charge({
      amountCents: row.totalCents,
      currency: 'aud',
      paymentMethodId,
      methodType: methodTypeOf(row),
      returnUrl: `${deps.siteUrl}${PAYMENT_RETURN_PATH}`,
      shipping: shippingOf(row),
      orderRef: row.invoiceNumber,
      idempotencyKey: row.idempotencyKey!,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) return providerDown();
    throw error;
  }
  // A payment that succeeded is settled at once, and its settling stores the reference; any other is
  // kept now, so a retry or the sweep can ask the provider about it (a succeeded one whose settling
  // never happened is found by the same idempotency key, or by the order's number).
  if (payment.id && payment.status !== 'succeeded') {
    await deps.db.update(orders).set({ paymentRef: payment.id }).where(eq(orders.id, row.id));
    return settleCard(deps, { ...row, paymentRef: payment.id }, payment, items);
  }
  return settleCard(deps, row, payment, items);
}

/** The method the order is paid with through the card provider (card for orders from before the choice). */
export function methodTypeOf(row: OrderRow): MethodType {
  return isMethodType(row.paymentMethodType) ? row.paymentMethodType : 'card';
}

/** Where the order goes, for the provider (Afterpay asks for it): the delivery address, else the buyer's. */
function shippingOf(row: OrderRow): ChargeShipping {
  const ship = row.sStreetAddress !== '';
  return {
    name: ship ? `${row.sFName} ${row.sLName}`.trim() : `${row.fName} ${row.lName}`.trim(),
    phone: ship ? row.sPhone : row.phone,
    line1: ship ? row.sStreetAddress : row.streetAddress,
    city: ship ? row.sCity : row.city,
    state: ship ? row.sState : row.state,
    postalCode: ship ? row.sPostCode : row.postCode,
  };
}

/** Marks a pending order failed: it was never paid, so it is not shown as the customer's order. */
async function markFailed(db: Db, row: OrderRow) {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: 'failed', updatedAt: new Date() })
      .where(and(eq(orders.id, row.id), eq(orders.paymentStatus, 'pending')))
      .returning({ id: orders.id });
    if (!failed.length) return;
    // The newsletter code it took is the shopper's again, and the stock it held is for sale again.
    await releaseCodeOf(tx, row.id);
    await refreshStockStatus(tx, await releaseStock(tx, row.id));
  });
}

/**
 * Applies a card payment's state to its order; paid state, payment reference and email commit
 * together. `items`: the order's lines, when the caller has them.
 */
export async function settleCard(
  deps: OrderDeps,
  row: OrderRow,
  payment: CardPayment,
  items?: OrderItemRow[],
): Promise<OrderResult> {
  const { db } = deps;
  if (payment.status === 'succeeded') {
    const matches = payment.amountCents === row.totalCents && payment.currency === 'aud';
    const { paid, mailIds } = await db.transaction(async (tx) => {
      // Only what this update sets comes back, merged onto the row (db/returning.ts: every column
      // of a result costs).
      const [settled] = await tx
        .update(orders)
        .set({
          paymentStatus: matches ? 'completed' : 'review',
          updatedAt: new Date(),
          ...(payment.id ? { paymentRef: payment.id } : {}),
        })
        // A cancelled order is never made paid: its money is given back below.
        .where(
          and(eq(orders.id, row.id), eq(orders.paymentStatus, 'pending'), ne(orders.status, 'cancelled')),
        )
        .returning({
          paymentStatus: orders.paymentStatus,
          updatedAt: orders.updatedAt,
          paymentRef: orders.paymentRef,
        });
      const paid = settled && { ...row, ...settled };
      if (paid && !matches)
        await tx.insert(orderEvents).values({
          orderId: paid.id,
          kind: 'note',
          public: false,
          message: 'The payment does not match the order total: check it before fulfilling the order.',
        });
      return { paid, mailIds: paid && matches ? await recordPaid(tx, deps, paid, items) : [] };
    });
    if (!paid) {
      // Cancelled before the money arrived (by staff, or its attempt ended): refunded, never kept.
      const [now] = await db.select().from(orders).where(eq(orders.id, row.id));
      if (now && cancelledUnpaid(now)) return refundLatePayment(deps, now, payment);
    }
    // Settled meanwhile by another request: the reference is kept all the same where none is, so a
    // payment taken is always on its order.
    if (!paid && payment.id && !row.paymentRef) {
      await db
        .update(orders)
        .set({ paymentRef: payment.id })
        .where(and(eq(orders.id, row.id), isNull(orders.paymentRef)));
    }
    // Sent after the answer: the shopper waits for the order, not for the mail server (outbox.later).
    await deps.outbox.later(mailIds);
    if (!matches) return fail(409, 'The payment does not match the order total. Our team will contact you.');
    return success(paid ?? { ...row, paymentStatus: 'completed' });
  }
  if (payment.status === 'requires_action' || payment.status === 'processing') {
    return {
      status: 202,
      body: {
        message: 'Your bank needs you to confirm this payment.',
        requires_action: payment.status === 'requires_action',
        payment_intent_id: payment.id,
        payment_intent_client_secret: payment.clientSecret,
      },
    };
  }
  await markFailed(db, row);
  // Ended at the provider too, so the attempt cannot be completed after the order has ended; one paid
  // in the meantime is given back (the order is cancelled now: settleCard refunds it).
  const ended = await cancelAttempt(deps, payment);
  if (ended?.status === 'succeeded')
    return settleCard(deps, { ...row, status: 'cancelled', paymentStatus: 'failed' }, ended);
  return fail(402, payment.message ?? 'Your card was declined.');
}

/**
 * Cancels a payment whose attempt has ended (declined, failed at 3-D Secure, abandoned), so its
 * client secret can no longer complete it. Answers the payment as it is after, or null when the
 * provider could not be asked (the webhook and the sweep refund one that is completed after all).
 */
async function cancelAttempt(deps: OrderDeps, payment: CardPayment): Promise<CardPayment | null> {
  const card = deps.gateways.card;
  if (!payment.id || !card || payment.cancelled) return null;
  try {
    return await card.cancel(payment.id);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`[orders] payment ${payment.id} could not be cancelled: ${error.message}`);
    return null;
  }
}

/** Finishes the order a retry with the same Idempotency-Key refers to; never a second charge. */
export async function resume(deps: OrderDeps, row: OrderRow, paymentMethodId: string | null) {
  // Paid after it was cancelled: that payment was refunded (late-payment.ts).
  if (row.status === 'cancelled' && row.paymentStatus === 'completed') return fail(409, CANCELLED_REFUNDED);
  if (row.paymentStatus === 'completed') return success(row);
  if (row.paymentStatus === 'review')
    return fail(409, 'The payment does not match the order total. Our team will contact you.');
  if (row.paymentStatus === 'failed')
    return fail(402, 'This payment failed. Please start the payment again.');
  if (row.paymentMethod !== 'Stripe') return busy();
  const card = deps.gateways.card;
  if (!card) return fail(422, CARD_OFF);
  try {
    if (row.paymentRef) return settleCard(deps, row, await card.retrieve(row.paymentRef));
  } catch (error) {
    if (error instanceof PaymentProviderError) return providerDown();
    throw error;
  }
  // A cancelled order is not charged; a charge whose reply was lost is found by the sweep (and refunded).
  if (row.status === 'cancelled') return fail(409, ORDER_CANCELLED);
  // Written but never charged, or charged with the reply lost: the same key makes the same charge.
  if (!paymentMethodId || !(await claimCharge(deps.db, row))) return busy();
  return chargeCard(deps, row, paymentMethodId);
}

/**
 * Takes one stale unpaid order for this sweep: a conditional update, so when several API instances
 * sweep one database only the first looks it up at the provider, and a shopper's retry (claimCharge)
 * and the sweep never work on it at once. The claim lasts as long as the order's staleness window.
 */
async function claimStale(db: Db, id: number, staleBefore: Date): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'pending'), lt(orders.updatedAt, staleBefore)))
    .returning();
  return row ?? null;
}

/**
 * The sweep: card orders still unpaid after `olderThanMs` (their request crashed or its client went
 * away) are completed or failed by what the provider says happened. Returns how many it settled.
 */
export async function recoverStaleOrders(deps: OrderDeps, olderThanMs: number): Promise<number> {
  const card = deps.gateways.card;
  // Card payments off: nothing to ask.
  if (!card) return 0;
  const staleBefore = new Date(Date.now() - Math.max(olderThanMs, CHARGE_CLAIM_MS));
  const stale = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'pending'),
        eq(orders.paymentMethod, 'Stripe'),
        lt(orders.updatedAt, staleBefore),
      ),
    )
    .orderBy(sql`${orders.createdAt}`)
    .limit(100);
  let settled = 0;
  for (const { id } of stale) {
    const row = await claimStale(deps.db, id, staleBefore);
    // Another instance's sweep, or the shopper's retry, has it.
    if (!row) continue;
    try {
      const payment = row.paymentRef
        ? await card.retrieve(row.paymentRef)
        : await card.findByOrderRef(row.invoiceNumber);
      if (!payment) {
        // The provider never saw a charge for it: nothing was taken, the attempt is over. The claim
        // keeps a retry from charging meanwhile.
        await markFailed(deps.db, row);
        settled++;
        continue;
      }
      if (!row.paymentRef)
        await deps.db.update(orders).set({ paymentRef: payment.id }).where(eq(orders.id, row.id));
      const waiting = payment.status === 'requires_action' || payment.status === 'processing';
      // Still with the shopper's bank: looked at again once the claim's window has passed.
      if (waiting && Date.now() - row.createdAt.getTime() < ABANDONED_ACTION_MS) continue;
      // Abandoned at the bank: cancelled at the provider first, so it cannot be completed once the
      // order has ended; one completed meanwhile is settled instead.
      const ended = waiting ? await card.cancel(payment.id) : payment;
      if (ended.status === 'requires_action' || ended.status === 'processing') continue;
      await settleCard(deps, row, ended);
      settled++;
    } catch (error) {
      console.error(`[orders] recovery of ${row.invoiceNumber} failed: ${(error as Error).message}`);
    }
  }
  return settled;
}

/** Runs the sweep every `everyMs` in the background (the timer does not keep the process alive). */
export function startOrderRecovery(deps: OrderDeps, olderThanMs: number, everyMs = 60_000) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    await recoverStaleOrders(deps, olderThanMs).catch((error: Error) =>
      console.error(`[orders] recovery sweep failed: ${error.message}`),
    );
    running = false;
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
