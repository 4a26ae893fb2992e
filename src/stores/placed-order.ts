/** What a placed order leaves behind on the shopper's side: no cart, no stored checkout, its number kept. */

import { clearCheckoutForm } from '../lib/checkout/checkout-form-storage.ts';
import type { CheckoutData, PaymentKind } from '../lib/checkout/checkout-storage.ts';
import { CHECKOUT_KEYS, saveLastOrder } from '../lib/checkout/checkout-storage.ts';
import { shownTotal } from '../lib/pricing/order-summary.ts';
import { clearCart } from './cart.ts';
import { $promoCode } from './promo-code.ts';

/**
 * The order of `data` is placed: the cart, the stored checkout and the kept form are cleared, and its number, total
 * and collect store kept for the thank-you page.
 */
export function clearPlaced(
  kind: PaymentKind,
  invoiceNumber: string | undefined,
  data: CheckoutData | null,
): void {
  clearCart();
  // The newsletter code is single use: the placed order redeemed it.
  $promoCode.set(null);
  sessionStorage.removeItem(CHECKOUT_KEYS[kind]);
  clearCheckoutForm(sessionStorage);
  if (invoiceNumber)
    saveLastOrder(sessionStorage, invoiceNumber, data ? shownTotal(data.totals) : null, data?.pickup ?? null);
}
