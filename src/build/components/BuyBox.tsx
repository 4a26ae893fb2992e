/** @jsxImportSource ../jsx */
/**
 * The product's summary beside its gallery: title, rating, brand and SKU, the short description, the
 * price, whether it is in stock, and the fit badge for the shopper's vehicle. The ADD TO CART island (or
 * the disabled Out of stock button) follows it on the page.
 */
import type { Product } from '../../lib/catalogue/product.ts';
import { STOCK_LABELS } from '../../lib/catalogue/stock.ts';
import { ratingFor } from '../../lib/site/seo.ts';
import { brandPath } from '../../lib/site/urls.ts';
import { FitBadge } from './FitBadge.tsx';
import { Price } from './Price.tsx';
import { Stars } from './Stars.tsx';

export function BuyBox({
  product,
  shortText,
  gstBp,
}: {
  product: Product;
  shortText: string;
  gstBp: number;
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
      <p class={`stock stock-${product.stockStatus}`} data-stock={product.stockStatus}>
        {STOCK_LABELS[product.stockStatus]}
      </p>
      <FitBadge product={product} />
    </>
  );
}
