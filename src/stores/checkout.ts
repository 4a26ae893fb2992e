/**
 * The checkout page's actions: the member's plans and the chosen one ($planId), the totals of the
 * cart (a click & collect order's with nothing charged for delivery, as the server prices it), and
 * startCheckout, which validates the form (with the messages of docs/product.md#validation), keeps the checkout
 * for the payment page in sessionStorage and opens that page, once any earlier card attempt without a
 * definitive answer is settled.
 */
import { atom, computed } from 'nanostores';
import * as account from '../lib/api/account.ts';
import * as payments from '../lib/api/payments.ts';
import { moneyFields, orderBody } from '../lib/api/place-order.ts';
import type { ApiDeliveryOption } from '../lib/api/schemas/freight.ts';
import type { CartItem } from '../lib/checkout/cart.ts';
import {
  type Address,
  AddressSchema,
  type CheckoutForm,
  MESSAGES,
  validateCheckout,
} from '../lib/checkout/checkout.ts';
import {
  type CheckoutInput,
  readCheckoutForm,
  saveCheckoutForm,
} from '../lib/checkout/checkout-form-storage.ts';
import {
  newIdempotencyKey,
  type PaymentKind,
  readCheckout,
  saveCheckout,
} from '../lib/checkout/checkout-storage.ts';
import { pricingFor } from '../lib/checkout/collect.ts';
import { type MemberPlans, memberDiscounts } from '../lib/pricing/plans.ts';
import { type OrderTotals, type PricingSettings, priceOrder } from '../lib/pricing/pricing.ts';
import { COLLECT_TEXTS, storeViewOf } from '../lib/stock/pickup.ts';
import { loadAddresses } from './addresses.ts';
import { api } from './api.ts';
import { $cart } from './cart.ts';
import { $deliveryOption, QUOTE_TEXTS, requestQuote } from './delivery-quote.ts';
import { openCardAttempt, settleEarlierAttempt } from './earlier-attempt.ts';
import { formStore } from './form.ts';
import { $pickupStore } from './pickup-store.ts';
import { $promoCode } from './promo-code.ts';
import { $session } from './session.ts';

/**
 * The payment methods the shop takes (GET /payment-config), or null until known (or when it could not
 * be read: both are offered, and the server refuses one that is off with its reason).
 */
export const $paymentMethods = atom<Record<PaymentKind, boolean> | null>(null);

/** Reads which payment methods are on, for the checkout's buttons. */
export function loadPaymentMethods(): void {
  payments.paymentConfig(api).then(
    (config) =>
      $paymentMethods.set({
        card: config.card.provider !== 'off',
        paypal: config.paypal.provider !== 'off',
      }),
    console.error,
  );
}

export const $memberPlans = atom<MemberPlans | null>(null);
/** The membership plan the member chose (the first until they choose). */
export const $planId = atom<number | null>(null);
/** The checkout form's field errors and message. */
export const $checkoutForm = formStore();

/** The discounts the shopper gets: none for guests, the signup and chosen plan's for members. */
export const $memberDiscounts = computed([$session, $memberPlans, $planId], (session, plans, planId) =>
  memberDiscounts(session ? plans : null, planId),
);

/** Every discount of the price chain: the member's, and the newsletter code when one is applied. */
export const $checkoutDiscounts = computed([$memberDiscounts, $promoCode], (member, code) => ({
  ...member,
  newsletterBp: code?.discountBp ?? 0,
}));

export type { CheckoutInput };

const PAYMENT_PAGES: Record<PaymentKind, string> = {
  card: '/checkout-stripe-payment/',
  paypal: '/checkout-paypal-payment/',
};

/**
 * The form as the shopper last sent it towards a payment page (kept 30 minutes, so it outlives the
 * payment pages' own checkout data), else the form of the checkout last saved for a payment page
 * (within its 5 minutes, or a day for an attempt sent without an answer), or null.
 */
export function savedCheckoutInput(): CheckoutInput | null {
  return readCheckoutForm(sessionStorage) ?? storedCheckoutInput();
}

function storedCheckoutInput(): CheckoutInput | null {
  const saved = (['card', 'paypal'] as const)
    .map((kind) => readCheckout(sessionStorage, kind))
    .filter((data) => data !== null)
    .sort((a, b) => b.savedAt - a.savedAt)[0];
  if (!saved) return null;
  const form = saved.order;
  const address = (prefix: string) =>
    Object.fromEntries(
      Object.keys(AddressSchema.entries).map((key) => {
        const value = form[`${prefix}${key}`];
        return [key, typeof value === 'string' ? value : ''];
      }),
    ) as Address;
  return {
    billing: address(''),
    shipping: address('s_'),
    shipToDifferent: form.ship_to_different === true,
    collect: typeof form.pickup_location_id === 'number',
    comment: typeof form.comment === 'string' ? form.comment : '',
  };
}

/** Loads a signed-in member's plans and saved addresses. */
export function loadMemberCheckout(): void {
  account.memberPlans(api).then((plans) => {
    $memberPlans.set(plans);
    $planId.set(plans.membership[0]?.id ?? null);
  }, console.error);
  loadAddresses();
}

/** Chooses the membership plan whose discount applies. */
export function choosePlan(id: number): void {
  $planId.set(id);
}

/**
 * The cart's totals with the shopper's discounts (the price chain of docs/product.md#money, then the
 * newsletter code); `collect`: collected from a store, so nothing is charged for delivery.
 */
export function checkoutTotals(
  items: readonly CartItem[],
  settings: PricingSettings,
  discounts = $checkoutDiscounts.get(),
  collect = false,
  /** The chosen delivery option's charge ex GST (the quote's); the settings' charge until there is one. */
  deliveryExCents?: number,
): OrderTotals {
  return priceOrder(items, pricingFor(settings, collect), discounts, collect ? undefined : deliveryExCents);
}

/**
 * Settles a card attempt still without a definitive answer (earlier-attempt.ts) before anything new:
 * placed, the page shows it; unfinished, the card page finishes it; unknown, the checkout says so and
 * waits. True when nothing is left of it and checkout may go on.
 */
async function settleEarlier(): Promise<boolean> {
  $checkoutForm.setKey('phase', 'busy');
  const earlier = await settleEarlierAttempt();
  $checkoutForm.setKey('phase', earlier.outcome === 'placed' ? 'done' : 'idle');
  if (earlier.outcome === 'open') window.location.assign(PAYMENT_PAGES.card);
  if (earlier.outcome === 'unknown') $checkoutForm.setKey('message', { text: earlier.message, ok: false });
  return earlier.outcome === 'none';
}

/** Opening the checkout page: an earlier card attempt without a definitive answer is settled first. */
export async function openCheckout(): Promise<void> {
  if (openCardAttempt()) await settleEarlier();
}

/**
 * Goes on to a payment page when the cart and the form allow it; otherwise says why in $checkoutForm.
 * An earlier card attempt without a definitive answer is settled first: never a second order for it.
 */
export function startCheckout(
  kind: PaymentKind,
  input: CheckoutInput,
  settings: PricingSettings,
): void | Promise<void> {
  if (openCardAttempt())
    return settleEarlier().then((none) => (none ? startCheckout(kind, input, settings) : undefined));
  const items = $cart.get();
  const collect = input.collect === true;
  const store = collect ? $pickupStore.get() : null;
  const subtotal = checkoutTotals(items, settings, undefined, collect).subtotalExCents;
  const refusal = items.length === 0 ? MESSAGES.emptyCart : subtotal === 0 ? MESSAGES.zeroSubtotal : '';
  if (refusal) {
    $checkoutForm.setKey('message', { text: refusal, ok: false });
    return;
  }
  // A collect order names its store and no delivery address (the server would ignore one).
  const form: Record<string, unknown> = {
    ...input.billing,
    ship_to_different: !collect && input.shipToDifferent,
    ...(collect
      ? { pickup_location_id: store?.id ?? null }
      : Object.fromEntries(Object.entries(input.shipping).map(([k, value]) => [`s_${k}`, value]))),
    comment: input.comment,
  };
  const result = validateCheckout(form);
  if (!result.success || (collect && !store)) {
    $checkoutForm.set({
      phase: 'idle',
      errors: {
        ...(result.success ? {} : result.errors),
        ...(collect && !store ? { pickup_location_id: COLLECT_TEXTS.noStore } : {}),
      },
      message: { text: MESSAGES.fixFields, ok: false },
    });
    return;
  }
  if (collect) return goToPayment(kind, input, settings, form, result.output, null);
  // Delivered: priced with the chosen option of the quote for this address (the server's, again at place-order).
  const to = result.output.shipping ?? result.output;
  $checkoutForm.setKey('phase', 'busy');
  return requestQuote(items, to).then((state) => {
    if (state.kind !== 'ready') {
      const errors =
        state.kind === 'failed' ? quoteErrors(state.errors, result.output.shipping !== null) : {};
      const text = state.kind === 'failed' ? state.message : QUOTE_TEXTS.enterAddress;
      $checkoutForm.set({ phase: 'idle', errors, message: { text, ok: false } });
      deliveryRefusal = text;
      return;
    }
    goToPayment(kind, input, settings, form, result.output, $deliveryOption.get());
  });
}

/** The message a refused quote put on the form, taken off once a quote for the address succeeds. */
let deliveryRefusal: string | null = null;

/** A quote succeeded: the refusal an earlier one put on the form (and its fields) no longer holds. */
export function clearDeliveryRefusal(): void {
  if (deliveryRefusal === null) return;
  const form = $checkoutForm.get();
  const errors = Object.fromEntries(
    Object.entries(form.errors).filter(
      ([field]) => !/^(s_)?(post_code|state)$|^products\.\d+\.id$/.test(field),
    ),
  );
  const message = form.message.text === deliveryRefusal ? { text: '', ok: false } : form.message;
  $checkoutForm.set({ ...form, errors, message });
  deliveryRefusal = null;
}

/** A quote's refusal by field, the address's named as the block delivery goes to (s_ for the shipping block). */
function quoteErrors(errors: Record<string, string>, shipping: boolean): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      shipping && (field === 'post_code' || field === 'state') ? `s_${field}` : field,
      message,
    ]),
  );
}

/** Keeps the checkout for the payment page, priced with `delivery` (null: collected, or nothing sent), and opens it. */
function goToPayment(
  kind: PaymentKind,
  input: CheckoutInput,
  settings: PricingSettings,
  fields: Record<string, unknown>,
  output: CheckoutForm,
  delivery: ApiDeliveryOption | null,
): void {
  const items = $cart.get();
  const collect = input.collect === true;
  const store = collect ? $pickupStore.get() : null;
  const totals = checkoutTotals(
    items,
    settings,
    undefined,
    collect,
    collect ? undefined : (delivery?.price_ex_cents ?? 0),
  );
  const form = collect ? fields : { ...fields, delivery_option: delivery?.id ?? null };
  $checkoutForm.set({ phase: 'done', errors: {}, message: { text: '', ok: false } });
  saveCheckoutForm(sessionStorage, input);
  saveCheckout(sessionStorage, kind, {
    ...output,
    ...moneyFields(totals),
    totals,
    gstBp: settings.gstBp,
    ...(store ? { pickup: storeViewOf(store) } : {}),
    order: orderBody(form, totals, $planId.get(), items, $promoCode.get()?.code ?? null),
    idempotencyKey: newIdempotencyKey(),
    savedAt: Date.now(),
  });
  window.location.assign(PAYMENT_PAGES[kind]);
}
