/**
 * Review moderation: the reviews waiting to be checked (oldest first), or those approved or
 * rejected; each with its decisions (reviews/ReviewCard.tsx). A review is rejected only for a listed
 * reason, never for being negative.
 */
import './reviews/reviews.css';
import { useState } from 'react';
import { REVIEW_STATUSES, type ReviewStatus, useReviews } from '../api/reviews.ts';
import { href } from '../router.ts';
import { Heading, Notice, Pager, QueryState } from '../ui.tsx';
import { ReviewCard } from './reviews/ReviewCard.tsx';

const TAB_NAMES: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};

function StatusTabs({ status }: { status: ReviewStatus }) {
  return (
    <nav className="status-tabs" aria-label="Reviews by status">
      {REVIEW_STATUSES.map((s) => (
        <a
          key={s}
          href={href('reviews', null, { status: s })}
          aria-current={s === status ? 'page' : undefined}
        >
          {TAB_NAMES[s]}
        </a>
      ))}
    </nav>
  );
}

export function Reviews({ query }: { query: URLSearchParams }) {
  const asked = query.get('status') as ReviewStatus | null;
  const status = asked && REVIEW_STATUSES.includes(asked) ? asked : 'pending';
  const page = Number(query.get('page') ?? 1) || 1;
  const list = useReviews({ status, page });
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <Heading>Reviews</Heading>
      <StatusTabs status={status} />
      <Notice>{done}</Notice>
      <QueryState query={list}>
        {(p) =>
          p.data.length ? (
            <>
              <ul className="review-list">
                {p.data.map((r) => (
                  <li key={r.id}>
                    <ReviewCard review={r} onDone={setDone} />
                  </li>
                ))}
              </ul>
              <Pager
                page={p.page}
                perPage={p.per_page}
                total={p.total}
                hrefFor={(n) => href('reviews', null, { status, page: String(n) })}
              />
            </>
          ) : (
            <p>
              {status === 'pending'
                ? 'No reviews are waiting to be checked.'
                : `No ${TAB_NAMES[status].toLowerCase()} reviews.`}
            </p>
          )
        }
      </QueryState>
    </>
  );
}
