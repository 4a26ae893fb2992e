/**
 * The shop's delivery and refund promises (SPEC section 9, Policies), worded once for every place that
 * states them: home badges, product page, FAQs and policy pages (seeded from these texts). SPEC's
 * product page says "estimated delivery 2-3 days" and free shipping "over $400", but its policies say
 * 5-8 business days and its checkout rule gives free delivery from $400: the shop promises what it
 * does, the same everywhere.
 */
import { plainDollars } from './settings-text.ts';

/** Orders placed before this are handled the same business day. */
export const ORDER_CUTOFF = '6:00 PM AEST';
export const HANDLING_TIME = '0-1 business days';
/** From dispatch to the door. */
export const DELIVERY_TIME = '5-8 business days';
export const RETURN_INSPECTION_TIME = '1-2 business days';
/** After inspection, to the original payment method (SPEC's return policy). */
export const REFUND_PAYMENT_TIME = '5 business days';
/** A refund from the return's arrival to the shopper's account (SPEC's FAQ). */
export const REFUND_TIME = '5-7 business days';

/** Which orders travel free: "orders of $400 or more" (checkout's rule: a subtotal at or above the threshold). */
export function freeDeliveryOrders(thresholdCents: number): string {
  return `orders of $${plainDollars(thresholdCents)} or more`;
}
