/**
 * $promoCode: the discount code applied at checkout (the newsletter welcome code), kept per tab in
 * sessionStorage so the payment pages price the order with it too. The server checks and redeems
 * the code again when the order is placed; this only shows the discount before that.
 */
import { atom } from 'nanostores';
import * as v from 'valibot';
import { type AppliedPromoCode, checkPromoCode } from '../lib/api/promo-codes.ts';
import { check } from '../lib/forms/field-errors.ts';
import { MAX_PROMO_CODE_LENGTH, PromoCodeCheckSchema } from '../lib/pricing/promo-code.ts';
import { api } from './api.ts';
import { formStore, submitForm } from './form.ts';

export const PROMO_CODE_STORAGE_KEY = 'storefront:promo-code';

// Storage outlives deploys and can be edited: anything that is not a plausible code is no code.
const StoredSchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_PROMO_CODE_LENGTH)),
  discountBp: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
});

/** The applied code in `text` (sessionStorage's value), or null when missing or malformed. */
export function readPromoCode(text: string | null): AppliedPromoCode | null {
  if (!text) return null;
  try {
    const parsed = v.safeParse(StoredSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function initial(): AppliedPromoCode | null {
  if (typeof sessionStorage === 'undefined') return null;
  return readPromoCode(sessionStorage.getItem(PROMO_CODE_STORAGE_KEY));
}

/** The applied code and its discount in basis points (the price chain's newsletterBp), or null. */
export const $promoCode = atom<AppliedPromoCode | null>(initial());

$promoCode.listen((applied) => {
  if (typeof sessionStorage === 'undefined') return;
  if (applied) sessionStorage.setItem(PROMO_CODE_STORAGE_KEY, JSON.stringify(applied));
  else sessionStorage.removeItem(PROMO_CODE_STORAGE_KEY);
});

/** The code field's error and message, and whether a check is under way. */
export const $promoCodeForm = formStore();

/** Checks `code` with the server and applies it; true when applied. */
export function applyPromoCode(code: string): Promise<boolean> {
  return submitForm(
    $promoCodeForm,
    check(PromoCodeCheckSchema, { code }),
    async (input) => {
      const applied = await checkPromoCode(api, input.code);
      $promoCode.set(applied);
      return `Code ${applied.code} applied.`;
    },
    'promoCode',
  );
}

/** Removes the applied code (the order is priced without it). */
export function clearPromoCode(): void {
  $promoCode.set(null);
  $promoCodeForm.set({ phase: 'idle', errors: {}, message: { text: 'Discount code removed.', ok: true } });
}
