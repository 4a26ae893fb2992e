/**
 * What a member's order answer says about reviewing each line: the line's review (its status) or null,
 * and whether it can be reviewed now (the order delivered or collected, the product still there, no
 * review yet). One query for all of an answer's lines.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { REVIEWABLE_STATUSES } from './lines.ts';

export interface LineReview {
  review: { status: 'pending' | 'approved' | 'rejected' } | null;
  can_review: boolean;
}

/** The review state of each line, keyed by order item id. */
export async function lineReviews(
  db: DbOrTx,
  lines: readonly { id: number; productId: number | null; orderStatus: string }[],
): Promise<Map<number, LineReview>> {
  const ids = lines.map((l) => l.id);
  const rows = ids.length
    ? await db
        .select({ itemId: reviews.orderItemId, status: reviews.status })
        .from(reviews)
        .where(inArray(reviews.orderItemId, ids))
    : [];
  const byItem = new Map(rows.map((r) => [r.itemId, r.status as 'pending' | 'approved' | 'rejected']));
  return new Map(
    lines.map((l) => {
      const status = byItem.get(l.id);
      const reviewable =
        (REVIEWABLE_STATUSES as readonly string[]).includes(l.orderStatus) && l.productId !== null;
      return [l.id, { review: status ? { status } : null, can_review: !status && reviewable }];
    }),
  );
}
