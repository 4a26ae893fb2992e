/**
 * Under a line of the member's own order: "Write a review" while the line may be reviewed, or what
 * became of the review sent (waiting to be checked, published, not published).
 */
import type { OrderLine } from '../../lib/orders/orders.ts';
import { memberReviewPath } from '../../lib/reviews/review-address.ts';

const STATES: Record<string, string> = {
  pending: 'Review submitted: it will appear once it has been checked',
  approved: 'Review published',
  rejected: 'Review not published',
};

export function LineReview({ invoice, line }: { invoice: string; line: OrderLine }) {
  if (line.review)
    return (
      <div className="line-review" data-testid="line-review">
        {STATES[line.review.status] ?? 'Review submitted'}
      </div>
    );
  if (!line.canReview) return null;
  return (
    <div className="line-review">
      <a href={memberReviewPath(invoice, line.id)}>
        Write a review<span className="visually-hidden"> of {line.title}</span>
      </a>
    </div>
  );
}
