/**
 * A shopper back from a redirect method (Afterpay, Zip) on the return page: the address names the
 * PaymentIntent and its client secret, nothing more. The order holding that payment is looked up, the
 * provider is asked what became of the payment (its client secret must match the address's), and the
 * order is settled from the provider's answer as any retry would be: paid, failed, or still waiting.
 * The answer has place-order's shapes (200 placed, 202 waiting, 402 failed).
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentReturn } from '../../lib/checkout/payment-return.ts';
import { orders } from '../db/schema/index.ts';
import { PaymentProviderError } from '../payments/types.ts';
import { CARD_OFF, fail, type OrderDeps, type OrderResult, resume, settleCard } from './order-payment.ts';

export const NO_PAYMENT = 'No order is waiting for this payment.';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function paymentReturn(deps: OrderDeps, back: PaymentReturn): Promise<OrderResult> {
  const card = deps.gateways.card;
  if (!card) return fail(422, CARD_OFF);
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentRef, back.paymentIntentId), eq(orders.paymentMethod, 'Stripe')))
    .limit(1);
  if (!row) return fail(404, NO_PAYMENT);
  let payment: Awaited<ReturnType<typeof card.retrieve>>;
  try {
    payment = await card.retrieve(back.paymentIntentId);
  } catch (error) {
    if (error instanceof PaymentProviderError)
      return fail(502, 'The payment provider could not be reached. Please try again in a moment.');
    throw error;
  }
  // The same answer as for no order: an address without the payment's secret learns nothing.
  if (!payment.secret || !same(payment.secret, back.clientSecret)) return fail(404, NO_PAYMENT);
  if (row.paymentStatus === 'pending' && row.status !== 'cancelled') return settleCard(deps, row, payment);
  // Failed already (the provider's webhook came first): the provider's reason, as the shopper would have had it.
  if (row.paymentStatus === 'failed' && payment.status === 'failed' && payment.message)
    return fail(402, payment.message);
  // Settled otherwise (by the webhook, the sweep or another tab): told as a retry would be.
  return resume(deps, row, null);
}
