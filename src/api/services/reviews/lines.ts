/**
 * Which order line a review is for, and whether the caller may review it: through a signed link
 * (anyone holding it: review-links.ts) or as the signed-in member whose order it is (order-owner.ts).
 * Either way the order must be paid and delivered or collected, the product must still exist, and the
 * line must not be reviewed yet.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../../lib/reviews/reviews.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products, reviews } from '../../db/schema/index.ts';
import type { AuthUser } from '../auth.ts';
import { PLACED_PAYMENTS } from '../order-admin/rules.ts';
import { isOwner } from '../order-owner.ts';
import { checkReviewToken } from './review-links.ts';

/** Order statuses after which a line can be reviewed. */
export const REVIEWABLE_STATUSES = ['delivered', 'collected'] as const;

export interface ReviewLine {
  item: typeof orderItems.$inferSelect;
  order: typeof orders.$inferSelect;
  product: { id: number; title: string; permalink: string; featuredImage: string };
}

export type LineResult =
  | { ok: true; line: ReviewLine }
  | { ok: false; status: 401 | 404 | 409 | 410 | 422; message: string };

const refuse = (status: 401 | 404 | 409 | 410 | 422, message: string): LineResult => ({
  ok: false,
  status,
  message,
});

async function readLine(db: DbOrTx, orderItemId: number) {
  const [row] = await db
    .select({
      item: orderItems,
      order: orders,
      product: {
        id: products.id,
        title: products.title,
        permalink: products.permalink,
        featuredImage: products.featuredImage,
      },
      reviewId: reviews.id,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(and(eq(orderItems.id, orderItemId), inArray(orders.paymentStatus, [...PLACED_PAYMENTS])));
  return row ?? null;
}

/** The checks both ways share, once the caller is known to hold the line. */
function reviewable(row: NonNullable<Awaited<ReturnType<typeof readLine>>>): LineResult {
  if (row.reviewId !== null) return refuse(409, REVIEW_MESSAGES.reviewed);
  if (!(REVIEWABLE_STATUSES as readonly string[]).includes(row.order.status))
    return refuse(422, REVIEW_MESSAGES.notYet);
  if (!row.product) return refuse(422, REVIEW_MESSAGES.productGone);
  return { ok: true, line: { item: row.item, order: row.order, product: row.product } };
}

/** The line a signed link names: 404 forged or unknown, 410 expired, 409 reviewed already. */
export async function lineByToken(db: DbOrTx, secret: string, token: string, now = Date.now()) {
  const checked = checkReviewToken(secret, token, now);
  if (checked.state === 'invalid') return refuse(404, REVIEW_MESSAGES.invalidLink);
  const row = await readLine(db, checked.orderItemId);
  if (!row) return refuse(404, REVIEW_MESSAGES.invalidLink);
  if (row.reviewId !== null) return refuse(409, REVIEW_MESSAGES.reviewed);
  if (checked.state === 'expired') return refuse(410, REVIEW_MESSAGES.expiredLink);
  return reviewable(row);
}

/** A line of one of the member's orders: 404 for anyone else's (or none), whatever its id. */
export async function lineForMember(db: DbOrTx, user: AuthUser, orderItemId: number): Promise<LineResult> {
  const row = await readLine(db, orderItemId);
  if (!row || !isOwner(user, row.order)) return refuse(404, REVIEW_MESSAGES.noSuchLine);
  return reviewable(row);
}

/** "Sam T.": the buyer's first name and last initial, as a review shows its author. */
export function authorName(first: string, last: string): string {
  const given = first.trim().split(/\s+/)[0] ?? '';
  const initial = last.trim().charAt(0).toUpperCase();
  if (!given) return initial ? `${initial}.` : 'Verified buyer';
  return initial ? `${given} ${initial}.` : given;
}
