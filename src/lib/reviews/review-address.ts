/**
 * Who the review page is for, from its address: a guest's signed link (/review/?t=…) or a member's
 * order line (/review/?order=SC…&item=12, from the member's order page); null when it names neither.
 */
import type { Reviewer } from '../api/reviews.ts';

export type ReviewAddress =
  | { kind: 'guest'; reviewer: Reviewer }
  | { kind: 'member'; reviewer: Reviewer; invoice: string; itemId: number };

export function reviewAddress(search: string): ReviewAddress | null {
  const params = new URLSearchParams(search);
  const token = params.get('t')?.trim();
  if (token) return { kind: 'guest', reviewer: { token } };
  const invoice = params.get('order')?.trim();
  const item = Number(params.get('item'));
  if (invoice && Number.isSafeInteger(item) && item > 0)
    return { kind: 'member', reviewer: { orderItemId: item }, invoice, itemId: item };
  return null;
}

/** The member's order page's link to review one of its lines. */
export const memberReviewPath = (invoice: string, itemId: number) =>
  `/review/?order=${encodeURIComponent(invoice)}&item=${itemId}`;
