/** @jsxImportSource ../jsx */
/**
 * The product's summary beside its gallery: title, its customers' rating (or "No reviews yet": never a
 * made-up one, docs/design.md#ratings-and-reviews) linking to the reviews, brand and SKU, the short description, the
 * price, whether it is in stock, and the fit badge for the shopper's vehicle with what its other
 * owners said about the fit. The ADD TO CART island (or
 * the disabled Out of stock button) follows it on the page. When the shop takes PayPal, Pay in 4's
 * payments of the price follow the price (static text: no provider script on catalogue pages). The stock line says the build's status until
 * src/browser/stock-lines.ts replaces it, after idle, with the availability file's line for the
 * shopper's store ("3 at Penrith · ready in 30 min"), so it is a polite live region.
 */
import type { Product } from '../../lib/catalogue/product.ts';
import { STOCK_LABELS } from '../../lib/catalogue/stock.ts';
import { payIn4Text } from '../../lib/pricing/instalments.ts';
import { shownPrice } from '../../lib/pricing/pricing.ts';
import { ratingText } from '../../lib/reviews/reviews.ts';
import { brandPath } from '../../lib/site/urls.ts';
import { FitBadge } from './FitBadge.tsx';
import { type FitSummaryLine, FitSummaryNote } from './FitSummary.tsx';
import { Price } from './Price.tsx';
import { Stars } from './Stars.tsx';

/** "or 4 interest-free payments of $37.49 with PayPal Pay in 4", for a price PayPal splits ($30 to $2,000). */
function PayIn4({ priceCents }: { priceCents: number }) {
  const text = payIn4Text(priceCents);
  return text ? <p class="pay-later">{text}</p> : null;
}

/** The stars and "Rated 4.6 out of 5 from 13 reviews", or "No reviews yet", linking to the reviews. */
function RatingLine({ product }: { product: Pick<Product, 'rating' | 'reviewCount'> }) {
  if (product.rating === null || product.reviewCount === 0)
    return (
      <p class="rating-line">
        <a href="#reviews">No reviews yet</a>
      </p>
    );
  return (
    <p class="rating-line">
      <Stars rating={product.rating} figure={false} decorative />
      <a href="#reviews">{ratingText(product.rating, product.reviewCount)}</a>
    </p>
  );
}

export function BuyBox({
  product,
  shortText,
  gstBp,
  payLater = false,
  fitSummary = [],
}: {
  product: Product;
  shortText: string;
  gstBp: number;
  /** The shop takes PayPal: its Pay in 4 payments of the price are said under it. */
  payLater?: boolean;
  /** What owners of each vehicle said about the fit, for src/browser/fit-reviews.ts (FitSummary.tsx). */
  fitSummary?: readonly FitSummaryLine[];
}) {
  return (
    <>
      <h1>{product.title}</h1>
      <RatingLine product={product} />
      <dl class="facts">
        {product.brand && (
          <>
            <dt>Brand</dt>
            <dd>
              <a href={brandPath(product.brand.permalink)}>{product.brand.title}</a>
            </dd>
          </>
        )}
        <dt>SKU</dt>
        <dd>{product.sku}</dd>
      </dl>
      <p>{shortText}</p>
      <Price product={product} gstBp={gstBp} />
      {payLater && <PayIn4 priceCents={shownPrice(product.finalPriceCents, gstBp).incCents} />}
      <p
        class={`stock stock-${product.stockStatus}`}
        data-stock={product.stockStatus}
        data-availability={product.id}
        aria-live="polite"
      >
        {STOCK_LABELS[product.stockStatus]}
      </p>
      <FitBadge product={product} />
      <FitSummaryNote lines={fitSummary} />
    </>
  );
}

/** An out-of-stock product's buy box, in the ADD TO CART island's place: a disabled button and no quantity. */
export function SoldOut() {
  return (
    <div class="buy">
      <button type="button" class="btn" disabled>
        {STOCK_LABELS.out_of_stock}
      </button>
    </div>
  );
}
