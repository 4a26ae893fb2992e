/**
 * A card payment that succeeds for an order already cancelled (support cancelled it while the
 * customer was at 3-D Secure, or a charge was still on its way): it is refunded in full, the order
 * stays cancelled, its timeline says "Payment received after cancellation: refunded", and the customer
 * gets the refund email, never a confirmation.
 *
 * The provider is asked first, with a key of the order's own, so a repeat (the shopper's retry, the
 * recovery sweep, a crash before the refund was recorded) gets back the same refund instead of a
 * second one. Then one transaction records it, by a conditional update of the order while it is still
 * cancelled and unpaid, so it is recorded once however many of them race. A refund the provider
 * refuses or cannot take now leaves the order cancelled and unpaid: the sweep asks again.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { formatMoney } from '../../lib/pricing/money.ts';
import { orderEvents, orderRefunds, orders } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { orderRefundMessage } from '../emails/order-refund.ts';
import { type CardPayment, PaymentProviderError, type ProviderRefund } from '../payments/types.ts';
import type { OrderDeps, OrderResult, OrderRow } from './order-payment.ts';
import { enqueueEmail } from './outbox.ts';

export const LATE_PAYMENT_MESSAGE = 'Payment received after cancellation: refunded';
export const CANCELLED_REFUNDED = 'This order was cancelled, so your payment has been refunded in full.';
export const CANCELLED_REFUND_LATER =
  'This order was cancelled. Your payment will be refunded in full; there is nothing more to do.';

/** Whether an order no longer takes money: cancelled (by staff, or its attempt failed) and not paid. */
export const cancelledUnpaid = (o: Pick<OrderRow, 'status' | 'paymentStatus'>) =>
  o.status === 'cancelled' && (o.paymentStatus === 'pending' || o.paymentStatus === 'failed');

/** Refunds a succeeded payment of a cancelled order and records it once (see the file's comment). */
export async function refundLatePayment(
  deps: OrderDeps,
  row: OrderRow,
  payment: CardPayment,
): Promise<OrderResult> {
  const key = `late-payment-${row.id}`;
  let refund: ProviderRefund;
  try {
    refund = await deps.gateways.card!.refund({
      paymentRef: payment.id,
      amountCents: payment.amountCents,
      idempotencyKey: key,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    refund = { id: '', status: 'failed', amountCents: payment.amountCents, message: error.message };
  }
  if (refund.status === 'failed') {
    console.error(
      `[orders] the payment for cancelled order ${row.invoiceNumber} is not refunded yet: ${refund.message}`,
    );
    await keepUnrefunded(deps, row, payment);
    return { status: 409, body: { message: CANCELLED_REFUND_LATER } };
  }
  const amount = payment.amountCents;
  const mailId = await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .update(orders)
      .set({
        paymentStatus: 'completed',
        paymentRef: payment.id,
        refundedCents: amount,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, row.id),
          eq(orders.status, 'cancelled'),
          inArray(orders.paymentStatus, ['pending', 'failed']),
        ),
      )
      .returning();
    // Recorded already by whoever raced this one (the provider gave both the same refund).
    if (!recorded) return null;
    await tx.insert(orderRefunds).values({
      orderId: row.id,
      idempotencyKey: key,
      amountCents: amount,
      reason: LATE_PAYMENT_MESSAGE,
      status: 'succeeded',
      providerRef: refund.id || null,
    });
    await tx.insert(orderEvents).values({
      orderId: row.id,
      kind: 'refund',
      message: `${LATE_PAYMENT_MESSAGE} (${formatMoney(amount)})`,
      amountCents: amount,
    });
    return enqueueEmail(
      tx,
      orderRefundMessage({
        brand: await loadEmailBrand(tx, deps),
        invoiceNumber: recorded.invoiceNumber,
        name: `${recorded.fName} ${recorded.lName}`.trim(),
        email: recorded.email,
        amountCents: amount,
        refundedCents: amount,
        totalCents: recorded.totalCents,
        paymentMethod: recorded.paymentMethod,
      }),
      key,
    );
  });
  await deps.outbox.later([mailId]);
  return { status: 409, body: { message: CANCELLED_REFUNDED } };
}

/**
 * A payment taken is always on its order: when its refund cannot be made now, the order keeps the
 * payment's reference (where it has none) and staff get a note to refund it, once.
 */
async function keepUnrefunded(deps: OrderDeps, row: OrderRow, payment: CardPayment) {
  if (!payment.id) return;
  await deps.db.transaction(async (tx) => {
    const [kept] = await tx
      .update(orders)
      .set({ paymentRef: payment.id })
      .where(and(eq(orders.id, row.id), isNull(orders.paymentRef)))
      .returning({ id: orders.id });
    if (kept)
      await tx.insert(orderEvents).values({
        orderId: row.id,
        kind: 'note',
        public: false,
        message: `${UNREFUNDED_MESSAGE} (${formatMoney(payment.amountCents)})`,
      });
  });
}

export const UNREFUNDED_MESSAGE =
  'A payment arrived after cancellation and could not be refunded automatically: refund it at the provider';
