/**
 * docs/product.md#checkout-and-payment: the checkout saved for the card page is removed from sessionStorage 5 minutes after
 * it was saved, also while the shopper stays on the page (it stays in memory, so Pay still works). An
 * attempt sent without a definitive answer is kept until its answer is known (checkout-storage.ts).
 */
import { CHECKOUT_TTL_MS, isOpenAttempt, readCheckout } from '../lib/checkout/checkout-storage.ts';

/** Starts the card page's 5-minute limit on the stored checkout; the returned function stops it. */
export function limitCardCheckout(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    // readCheckout removes the stored checkout once it is older than its limit.
    const stored = readCheckout(sessionStorage, 'card');
    if (!stored) return;
    const left = isOpenAttempt(stored) ? CHECKOUT_TTL_MS : stored.savedAt + CHECKOUT_TTL_MS - Date.now();
    timer = setTimeout(check, Math.max(0, left) + 1);
  };
  check();
  return () => clearTimeout(timer);
}
