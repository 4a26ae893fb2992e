/**
 * /review/: a verified buyer reviews one order line. A guest arrives by the signed link of the review
 * request email (?token=), a member from the order page (?order=&item=). Shows the product and the
 * vehicle it was fitted to, then the form; a link the API refuses says why (not valid, expired, used);
 * once sent, the thanks replaces the form.
 */
import '../styles/review-form.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { assetUrl } from '../lib/catalogue/assets.ts';
import { reviewAddress } from '../lib/reviews/review-address.ts';
import { fittedTo } from '../lib/reviews/reviews.ts';
import type { ReviewTarget } from '../stores/review.ts';
import { $reviewForm, $reviewTarget, openReview } from '../stores/review.ts';
import { $session } from '../stores/session.ts';
import { FormMessage } from './account/Field.tsx';
import { ReviewFields } from './reviews/ReviewFields.tsx';

const NO_LINK =
  'This page needs the link from your review email. Members can also review what they bought from their order page.';

function Reviewed({ target, assetBase }: { target: ReviewTarget; assetBase: string }) {
  return (
    <div className="review-product">
      {target.image && (
        <img src={assetUrl(assetBase, target.image)} alt="" width={96} height={96} loading="lazy" />
      )}
      <div>
        <h2>{target.title}</h2>
        <p className="muted">Order {target.orderNumber}</p>
        {target.vehicleLabel && <p className="line-vehicle">{fittedTo(target.vehicleLabel)}</p>}
      </div>
    </div>
  );
}

function Thanks({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="review-sent">
      <p ref={ref} role="status" className="form-ok" tabIndex={-1}>
        {text}
      </p>
      <a className="btn" href="/shop/">
        Continue shopping
      </a>
    </div>
  );
}

export default function ReviewForm({ assetBase }: { assetBase: string }) {
  const state = useStore($reviewTarget);
  const form = useStore($reviewForm);

  useEffect(() => {
    const address = reviewAddress(window.location.search);
    if (!address) return $reviewTarget.set({ kind: 'refused', message: NO_LINK });
    if (address.kind === 'member' && !$session.get()) return window.location.replace('/signin/');
    void openReview(address);
  }, []);

  if (state.kind === 'loading') return <p role="status">Loading...</p>;
  if (state.kind === 'refused')
    return (
      <div className="review-refused">
        <FormMessage text={state.message} />
        <p>
          <a href="/order-history/">Your orders</a> · <a href="/contact-us/">Contact us</a>
        </p>
      </div>
    );
  return (
    <div className="review-page">
      <Reviewed target={state.target} assetBase={assetBase} />
      {form.phase === 'done' ? (
        <Thanks text={form.message.text} />
      ) : (
        <ReviewFields target={state.target} reviewer={state.reviewer} assetBase={assetBase} />
      )}
    </div>
  );
}
