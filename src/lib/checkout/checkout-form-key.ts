/**
 * Where the kept checkout form lives in sessionStorage (checkout-form-storage.ts), and forgetting it:
 * apart from the form's schema, so the session store, which every page loads, carries none of it.
 */
export const CHECKOUT_FORM_KEY = 'checkoutForm';

/** Forgets the kept form (the order was placed, or the member signed out). */
export function clearCheckoutForm(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(CHECKOUT_FORM_KEY);
}
