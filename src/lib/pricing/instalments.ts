/**
 * PayPal Pay in 4 (issue 50): four interest-free payments, the first when ordering and the rest every
 * two weeks, for purchases of $30 to $2,000 AUD (PayPal's terms for Australia). Worked out from the
 * GST-inclusive total the server charges, so what the shopper reads is what PayPal splits: equal
 * payments where the total divides by four, else the first carries the odd cents.
 */
import { formatMoney } from './money.ts';

export const PAY_IN_4 = { minCents: 30_00, maxCents: 2_000_00 } as const;

export interface Instalments {
  /** Paid when ordering. */
  firstCents: number;
  /** Each of the three that follow, two weeks apart. */
  laterCents: number;
}

/** The four payments of `totalCents`, or null outside Pay in 4's range. */
export function payIn4(totalCents: number): Instalments | null {
  if (!Number.isInteger(totalCents) || totalCents < PAY_IN_4.minCents || totalCents > PAY_IN_4.maxCents)
    return null;
  const laterCents = Math.floor(totalCents / 4);
  return { firstCents: totalCents - 3 * laterCents, laterCents };
}

/**
 * "or 4 interest-free payments of $37.49 with PayPal Pay in 4", or with the odd cents first: "or 4
 * interest-free payments with PayPal Pay in 4: $37.51 today, then 3 of $37.49 every two weeks";
 * null outside the range, where nothing is said.
 */
export function payIn4Text(totalCents: number): string | null {
  const split = payIn4(totalCents);
  if (!split) return null;
  return split.firstCents === split.laterCents
    ? `or 4 interest-free payments of ${formatMoney(split.laterCents)} with PayPal Pay in 4`
    : `or 4 interest-free payments with PayPal Pay in 4: ${formatMoney(split.firstCents)} today, then 3 of ${formatMoney(split.laterCents)} every two weeks`;
}
