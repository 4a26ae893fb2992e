/**
 * One review as a moderator sees it: the product (a link to its editor), the stars, how it fitted
 * which vehicle, the text and photos, who wrote it and when, its status (and why it was rejected),
 * and the decisions: approve, reject for a listed reason, and the shop's public reply.
 */
import { useState } from 'react';
import { FIT_RATINGS, fittedTo, REJECT_REASONS, type RejectReason } from '../../../lib/reviews/reviews.ts';
import { errorText } from '../../api/client.ts';
import { type ReviewDecision, useDecideReview } from '../../api/reviews.ts';
import { storageUrl } from '../../image-list.tsx';
import { href } from '../../router.ts';
import type { AdminReview } from '../../types.ts';
import { Notice, Status, When } from '../../ui.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { ReplyForm } from './ReplyForm.tsx';

const DONE = {
  approve: 'Review approved: it now shows on the product page.',
  reject: 'Review rejected.',
  reply: 'Reply saved.',
};

function Stars({ quality }: { quality: number }) {
  return (
    <span className="review-stars">
      <span aria-hidden="true">
        {'★'.repeat(quality)}
        {'☆'.repeat(5 - quality)}
      </span>{' '}
      {quality} out of 5
    </span>
  );
}

/** `onDone` says what a decision did, above the list (an approved or rejected review leaves it). */
export function ReviewCard({ review, onDone }: { review: AdminReview; onDone: (text: string) => void }) {
  const decide = useDecideReview(review.id);
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `review-${review.id}-title`;

  const run = async (decision: ReviewDecision) => {
    setError(null);
    try {
      await decide.mutateAsync(decision);
      onDone(decision.action === 'reply' && !decision.reply ? 'Reply removed.' : DONE[decision.action]);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const version = review.version;

  return (
    <article className="card review-card" aria-labelledby={titleId}>
      <p className="review-product-line">
        {review.product ? (
          <a href={href('products', review.product.id)}>{review.product.title}</a>
        ) : (
          <span className="muted">Product removed</span>
        )}{' '}
        <Status value={review.status} />
        {review.reject_reason && <span className="muted"> · {REJECT_REASONS[review.reject_reason]}</span>}
      </p>
      <h2 id={titleId}>{review.title}</h2>
      <p>
        <Stars quality={review.quality} />
        {review.fit && <> · {FIT_RATINGS[review.fit]}</>}
        {review.vehicle_label && <> · {fittedTo(review.vehicle_label)}</>}
      </p>
      <p className="muted">
        {review.author_name} · <When at={review.created_at} />
      </p>
      <p className="prewrap">{review.body}</p>
      {review.photos.length > 0 && (
        <ul className="review-photos" aria-label="Photos">
          {review.photos.map((path, i) => (
            <li key={path}>
              <a href={storageUrl(path)} target="_blank" rel="noopener">
                <img
                  src={storageUrl(path)}
                  alt={`Customer upload ${i + 1} (opens in a new tab)`}
                  width={96}
                  height={96}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        {review.status !== 'approved' && (
          <button
            type="button"
            className="primary"
            disabled={decide.isPending}
            onClick={() => void run({ action: 'approve', version })}
          >
            Approve
          </button>
        )}
        {review.status !== 'rejected' && (
          <button type="button" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            Reject…
          </button>
        )}
      </div>
      <ReplyForm
        review={review}
        save={async (reply) => {
          await decide.mutateAsync({ action: 'reply', reply, version });
          onDone(reply ? DONE.reply : 'Reply removed.');
        }}
        remove={() => void run({ action: 'reply', reply: '', version })}
      />
      <Notice error>{error}</Notice>
      {rejecting && (
        <RejectDialog
          title={review.title}
          onCancel={() => setRejecting(false)}
          onReject={(reason: RejectReason) => {
            setRejecting(false);
            void run({ action: 'reject', reason, version });
          }}
        />
      )}
    </article>
  );
}
