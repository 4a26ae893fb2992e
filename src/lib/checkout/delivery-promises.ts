/**
 * The shop's delivery and refund promises (docs/product.md#numbers-and-limits, Policies), worded once for every place that
 * states them: home badges, product page, FAQs and policy pages (seeded from these texts). The product spec's
 * product page says "estimated delivery 2-3 days" and free shipping "over $400", but its policies say
 * 5-8 business days and its checkout rule gives free delivery from $400: the shop promises what it
 * does, the same everywhere.
 */
import { formatPercent } from '../pricing/money.ts';
import { plainDollars } from '../pricing/settings-text.ts';

/** Orders placed before this are handled the same business day. */
export const ORDER_CUTOFF = '6:00 PM AEST';
export const HANDLING_TIME = '0-1 business days';
/** From dispatch to the door. */
export const DELIVERY_TIME = '5-8 business days';
export const RETURN_INSPECTION_TIME = '1-2 business days';
/**
 * A refund from the return's arrival (or the refund's approval) to the shopper's account: the product spec's FAQ.
 * The one refund time every policy, FAQ answer and email states.
 */
export const REFUND_TIME = '5-7 business days';
/** What a refund email says about when the money shows. */
export const REFUND_ARRIVAL = `Refunds usually show within ${REFUND_TIME}, depending on your bank.`;

/**
 * The shop's restocking-fee promise, from the restocking-fee setting (basis points; 0 = none): the
 * return policy and FAQ say it through {{restocking_fee}}, and the back office offers a fee only when
 * the shop charges one.
 */
export function restockingFeeText(feeBp: number): string {
  if (!(feeBp > 0)) return 'We do not charge a restocking fee.';
  return `A change-of-mind return may have a restocking fee of up to ${formatPercent(feeBp)}% of the returned items' price taken from its refund. Faulty, damaged or wrong items are refunded without a fee.`;
}

/** Which orders travel free: "orders of $400 or more" (checkout's rule: a subtotal at or above the threshold). */
export function freeDeliveryOrders(thresholdCents: number): string {
  return `orders of $${plainDollars(thresholdCents)} or more`;
}
