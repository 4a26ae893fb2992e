/**
 * The checkout form as the shopper typed it, kept in sessionStorage (key checkoutForm) for 30 minutes
 * apart from the payment pages' checkout data, which the product spec removes after 5 seconds (PayPal) or 5
 * minutes: coming back to /checkout after a payment page timed out finds the form as it was.
 * Read through a schema: anything unreadable or too old counts as nothing kept.
 */
import * as v from 'valibot';
import { CHECKOUT_FORM_KEY } from './checkout-form-key.ts';

export { CHECKOUT_FORM_KEY, clearCheckoutForm } from './checkout-form-key.ts';
export const CHECKOUT_FORM_TTL_MS = 30 * 60_000;

const text = v.optional(v.string(), '');
const AddressInputSchema = v.object({
  f_name: text,
  l_name: text,
  email: text,
  phone: text,
  street_address: text,
  city: text,
  state: text,
  post_code: text,
  company: text,
  suburb: text,
});

const CheckoutFormSchema = v.object({
  billing: AddressInputSchema,
  shipping: AddressInputSchema,
  shipToDifferent: v.boolean(),
  /** Collected from the shopper's store (stores/pickup-store.ts) rather than delivered. */
  collect: v.optional(v.boolean(), false),
  comment: text,
  savedAt: v.number(),
});

/** The checkout form as typed: billing, the shipping block and whether it is used, collect or deliver, and the comment. */
export type CheckoutInput = Omit<v.InferOutput<typeof CheckoutFormSchema>, 'savedAt' | 'collect'> & {
  collect?: boolean;
};

/** Keeps the form for the shopper's return to /checkout. */
export function saveCheckoutForm(
  storage: Pick<Storage, 'setItem'>,
  input: CheckoutInput,
  now = Date.now(),
): void {
  storage.setItem(CHECKOUT_FORM_KEY, JSON.stringify({ ...input, savedAt: now }));
}

/** The kept form, or null when none, unreadable or older than 30 minutes (then it is removed). */
export function readCheckoutForm(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  now = Date.now(),
): CheckoutInput | null {
  const stored = storage.getItem(CHECKOUT_FORM_KEY);
  if (!stored) return null;
  try {
    const parsed = v.safeParse(CheckoutFormSchema, JSON.parse(stored));
    if (parsed.success && now - parsed.output.savedAt <= CHECKOUT_FORM_TTL_MS) {
      const { savedAt: _at, ...input } = parsed.output;
      return input;
    }
  } catch {
    // fall through: unreadable data is removed
  }
  storage.removeItem(CHECKOUT_FORM_KEY);
  return null;
}
