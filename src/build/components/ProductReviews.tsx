/** @jsxImportSource ../jsx */
/**
 * The product page's Reviews section (#reviews, which the buy box's rating links to): its approved
 * reviews as the build renders them, newest first, each with its stars, title, author and date, the
 * vehicle the part was bought for with how it fitted, the buyer's words (escaped, their line breaks
 * kept), photos and the shop's public reply. No reviews: it says so, and shows no stars
 * (docs/design.md#ratings-and-reviews).
 */
import type { Product, ProductReview } from '../../lib/catalogue/product.ts';
import { SHOP_TIME_ZONE } from '../../lib/format/dates.ts';
import { FIT_RATINGS, fittedTo, ratingText } from '../../lib/reviews/reviews.ts';
import { Stars } from './Stars.tsx';

const longDate = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** "2 March 2026": the shop's date of an instant. */
export function reviewDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** Plain text as paragraphs: a blank line starts a new one, a single line break stays (CSS pre-line). */
function Paragraphs({ text }: { text: string }) {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <>
      {parts.map((part) => (
        <p class="review-text">{part}</p>
      ))}
    </>
  );
}

function Review({
  review,
  storeName,
  photoUrl,
}: {
  review: ProductReview;
  storeName: string;
  photoUrl: (path: string) => string;
}) {
  const heading = `review-${review.id}`;
  return (
    <li>
      <article class="review" aria-labelledby={heading}>
        <h3 id={heading}>{review.title}</h3>
        <Stars rating={review.quality} figure={false} />
        <p class="review-meta">
          {review.authorName} · <time datetime={review.createdAt}>{reviewDate(review.createdAt)}</time>
        </p>
        {review.vehicleLabel && (
          <p class="review-vehicle">
            {fittedTo(review.vehicleLabel)}
            {review.fit && (
              <>
                {' · '}
                <strong class={`fit-${review.fit}`}>{FIT_RATINGS[review.fit]}</strong>
              </>
            )}
          </p>
        )}
        <Paragraphs text={review.body} />
        {review.photos.length > 0 && (
          <ul class="review-photos" aria-label={`Photos from ${review.authorName}`}>
            {review.photos.map((path, i) => (
              <li>
                <a href={photoUrl(path)}>
                  <img
                    src={photoUrl(path)}
                    alt={`From ${review.authorName}'s review "${review.title}" (${i + 1} of ${review.photos.length})`}
                    width="96"
                    height="96"
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        {review.reply && (
          <div class="review-reply">
            <p class="review-reply-from">Reply from {storeName}</p>
            <Paragraphs text={review.reply} />
          </div>
        )}
      </article>
    </li>
  );
}

export function ProductReviews({
  product,
  storeName,
  photoUrl,
}: {
  product: Pick<Product, 'rating' | 'reviewCount' | 'reviews'>;
  storeName: string;
  /** The URL of a review photo's storage path. */
  photoUrl: (path: string) => string;
}) {
  const rated = product.rating !== null && product.reviewCount > 0;
  return (
    <section class="reviews" id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      {rated ? (
        <>
          <p class="rating-line">
            <Stars rating={product.rating!} figure={false} decorative />
            <span>{ratingText(product.rating!, product.reviewCount)}</span>
          </p>
          {product.reviewCount > product.reviews.length && (
            <p class="reviews-shown">The {product.reviews.length} most recent reviews.</p>
          )}
          <ol class="review-list">
            {product.reviews.map((review) => (
              <Review review={review} storeName={storeName} photoUrl={photoUrl} />
            ))}
          </ol>
        </>
      ) : (
        <p>No reviews yet. Only customers who bought this part can review it.</p>
      )}
    </section>
  );
}
