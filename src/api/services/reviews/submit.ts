/**
 * Writing a buyer's review of an order line (docs/design.md#ratings-and-reviews): pending until staff
 * approve it, with the line's vehicle as it was bought for, the author shown as first name and last
 * initial, and, when the part did not fit, a task in the fitment queue, all in one transaction. A line
 * takes one review: of two submits racing, the unique order_item_id lets one in and the other is 409.
 */
import { REVIEW_MESSAGES, type ReviewInput } from '../../../lib/reviews/reviews.ts';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { openReviewTask } from './fitment-tasks.ts';
import { authorName, type ReviewLine } from './lines.ts';

export const FIT_MESSAGES = {
  required: 'Choose how the part fitted your vehicle',
  noVehicle: 'This item was bought for no vehicle: leave out the fit rating.',
} as const;

export type SubmitResult =
  | { status: 201; id: number }
  | { status: 409; message: string }
  | { status: 422; message: string; errors: Record<string, string> };

/** The fit rating's rule for the line, or null: required for a vehicle, absent without one. */
export function fitProblem(line: ReviewLine, fit: ReviewInput['fit']): string | null {
  if (line.item.vehicle) return fit ? null : FIT_MESSAGES.required;
  return fit ? FIT_MESSAGES.noVehicle : null;
}

export async function submitReview(
  db: Db,
  line: ReviewLine,
  input: ReviewInput,
  photos: string[],
  userId: number | null,
): Promise<SubmitResult> {
  const fitRule = fitProblem(line, input.fit);
  if (fitRule) return { status: 422, message: fitRule, errors: { fit: fitRule } };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: line.product.id,
        orderItemId: line.item.id,
        orderId: line.order.id,
        userId,
        authorName: authorName(line.order.fName, line.order.lName),
        quality: input.quality,
        fit: input.fit ?? null,
        vehicle: line.item.vehicle,
        title: input.title,
        body: input.body,
        photos,
      })
      .onConflictDoNothing({ target: reviews.orderItemId })
      .returning();
    if (!row) return null;
    await openReviewTask(tx, row);
    return row.id;
  });
  return id === null ? { status: 409, message: REVIEW_MESSAGES.reviewed } : { status: 201, id };
}
