/** @jsxImportSource ../jsx */
/**
 * The product's summary beside its gallery: title, rating, brand and SKU, the short description, the
 * price, whether it is in stock, and the fit badge for the shopper's vehicle. The ADD TO CART island (or
 * the disabled Out of stock button) follows it on the page. When the shop takes PayPal, Pay in 4's
 * payments of the price follow the price (static text: no provider script on catalogue pages). The stock line says the build's status until
 * src/browser/stock-lines.ts replaces it, after idle, with the availability file's line for the
 * shopper's store ("3 at Penrith · ready in 30 min"), so it is a polite live region.
 */
import type { Product } from '../../lib/catalogue/product.ts';
import { STOCK_LABELS } from '../../lib/catalogue/stock.ts';
import { payIn4Text } from '../../lib/pricing/instalments.ts';
import { shownPrice } from '../../lib/pricing/pricing.ts';
import { ratingFor } from '../../lib/site/seo.ts';
import { brandPath } from '../../lib/site/urls.ts';
import { FitBadge } from './FitBadge.tsx';
import { Price } from './Price.tsx';
import { Stars } from './Stars.tsx';

/** "or 4 interest-free payments of $37.49 with PayPal Pay in 4", for a price PayPal splits ($30 to $2,000). */
function PayIn4({ priceCents }: { priceCents: number }) {
  const text = payIn4Text(priceCents);
  return text ? <p class="pay-later">{text}</p> : null;
}

export function BuyBox({
  product,
  shortText,
  gstBp,
  payLater = false,
}: {
  product: Product;
  shortText: string;
  gstBp: number;
  /** The shop takes PayPal: its Pay in 4 payments of the price are said under it. */
  payLater?: boolean;
}) {
  return (
    <>
      <h1>{product.title}</h1>
      <Stars rating={ratingFor(product.id)} />
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
