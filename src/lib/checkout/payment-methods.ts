/**
 * The ways to pay through the card provider (Stripe's Payment Element, or the test gateway's form):
 * card (Apple Pay and Google Pay are cards in a wallet), and the buy-now-pay-later methods Afterpay and
 * Zip, which take orders only within their limits. One table for the payment page (which methods to
 * offer, and why one is missing) and the server (which refuses a method outside its limits).
 */
import * as v from 'valibot';
import { formatMoney } from '../pricing/money.ts';

/** Stripe's payment method types, as the PaymentIntent's payment_method_types takes them. */
export const METHOD_TYPES = ['card', 'afterpay_clearpay', 'zip'] as const;
export type MethodType = (typeof METHOD_TYPES)[number];

export const MethodTypeSchema = v.picklist(
  METHOD_TYPES,
  'stripe_payment_method_type must be card, afterpay_clearpay or zip',
);

interface Limits {
  name: string;
  minCents: number;
  maxCents: number;
}

/**
 * Order limits in Australia: Afterpay's pay-in-4 takes $1 to $2,000 (Stripe's and Afterpay's published
 * AUD limits); Zip $1 to $50,000 (Zip Money's ceiling; each shopper's own limit is Zip's to check).
 */
export const METHOD_LIMITS: Record<Exclude<MethodType, 'card'>, Limits> = {
  afterpay_clearpay: { name: 'Afterpay', minCents: 100, maxCents: 200_000 },
  zip: { name: 'Zip', minCents: 100, maxCents: 5_000_000 },
};

/** Whether a text names one of these methods (a stored order's, a provider's answer). */
export const isMethodType = (type: string | null | undefined): type is MethodType =>
  (METHOD_TYPES as readonly string[]).includes(type ?? '');

/** A method's name as shoppers know it. */
export function methodName(type: MethodType): string {
  return type === 'card' ? 'Card' : METHOD_LIMITS[type].name;
}

/** Why a method cannot pay this total, or null when it can (cards have no limit of ours). */
export function methodRefusal(type: MethodType, totalCents: number): string | null {
  if (type === 'card') return null;
  const { name, minCents, maxCents } = METHOD_LIMITS[type];
  if (totalCents >= minCents && totalCents <= maxCents) return null;
  return `${name} is available for orders from ${formatMoney(minCents)} to ${formatMoney(maxCents)}.`;
}

/** The methods that can pay this total, card first. */
export function methodsFor(totalCents: number): MethodType[] {
  return METHOD_TYPES.filter((type) => methodRefusal(type, totalCents) === null);
}

/** Why each method that cannot pay this total is missing, in the table's order. */
export function missingMethods(totalCents: number): string[] {
  return METHOD_TYPES.flatMap((type) => methodRefusal(type, totalCents) ?? []);
}
