/**
 * Cancelling an unpaid card order stops its payment at the provider first, inside the cancel: a
 * PaymentIntent waiting on 3-D Secure is cancelled there, so the customer can no longer complete it.
 * When the provider says it was paid first, the order is not cancelled (refusing is the safe choice:
 * the money stays where the customer meant it and staff decide on a refund); it is settled as paid
 * at once. When the provider cannot be reached, nothing is cancelled. A payment that still succeeds
 * afterwards (a charge that was on its way with no PaymentIntent to cancel yet) is refunded by
 * late-payment.ts when it arrives.
 */
import type { CardPayment } from '../payments/types.ts';
import { PaymentProviderError } from '../payments/types.ts';
import { type OrderDeps, type OrderRow, settleCard } from './order-payment.ts';

export const PAID_BEFORE_CANCEL =
  'The customer has just paid for this order, so it was not cancelled. Refund the payment first if it should still be cancelled.';
export const PROVIDER_DOWN_CANCEL =
  'The payment provider could not be reached, so the order was not cancelled (its payment could still go through). Please try again in a moment.';

/** Stops the order's card payment before it is cancelled; an answer when the cancel must not go ahead. */
export async function stopCardPayment(
  deps: OrderDeps,
  row: OrderRow,
): Promise<{ status: 409 | 502; body: { message: string } } | null> {
  const card = deps.gateways.card;
  if (row.paymentMethod !== 'Stripe' || row.paymentStatus !== 'pending' || !card) return null;
  let payment: CardPayment | null;
  try {
    // Without a stored reference the charge's reply may have been lost: the provider knows it by number.
    const ref = row.paymentRef ?? (await card.findByOrderRef(row.invoiceNumber))?.id ?? null;
    payment = ref ? await card.cancel(ref) : null;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return { status: 502, body: { message: PROVIDER_DOWN_CANCEL } };
  }
  if (payment?.status !== 'succeeded') return null;
  // Paid: the order is the customer's, with its confirmation, exactly as their own retry would make it.
  await settleCard(deps, row, payment);
  return { status: 409, body: { message: PAID_BEFORE_CANCEL } };
}
