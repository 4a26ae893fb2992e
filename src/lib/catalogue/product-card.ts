/**
 * The product card as an HTML string: one template for the static pages (src/build/components/
 * ProductCard.tsx) and the browser (filtered shop results), so the two can never drift apart. It stays
 * a plain function, not a JSX component, so the browser scripts that render it carry no JSX runtime. Its Add to cart button carries
 * the cart item as JSON and is shown by src/browser/card-cart.ts (it stays hidden without JavaScript);
 * an out-of-stock product's card says so instead of offering the button. Under the price sits an empty,
 * hidden fit badge that src/browser/fit-badges.ts fills for the shopper's active vehicle (issue 18), and
 * beside it an empty, hidden stock line that src/browser/stock-lines.ts fills once the shopper has
 * chosen a store ("3 at Penrith · ready in 30 min").
 */
import { assetUrl, srcsetFor } from '../catalogue/assets.ts';
import { altOf, type Product } from '../catalogue/product.ts';
import { canBuy, STOCK_LABELS } from '../catalogue/stock.ts';
import { cartProductOf } from '../checkout/cart.ts';
import { escapeHtml as e } from '../format/escape.ts';
import { priceHtml as shownPriceHtml, viewTextHtml } from '../pricing/price-display.ts';
import { discountLabel, shownPrice } from '../pricing/pricing.ts';
import { productPath } from '../site/urls.ts';

export interface CardOptions {
  assetBase: string;
  /** GST in basis points, from the general settings: prices are shown with it included. */
  gstBp: number;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}

/**
 * The price block (DESIGN section 3): the price paid with GST and ex GST, and when discounted the
 * struck-through original shown the same way and 'Save N%' / 'Save $N' (the saving in the figures of the shopper's view: GST included, or ex GST).
 */
export function priceHtml(
  product: Pick<Product, 'priceCents' | 'finalPriceCents' | 'discount'>,
  gstBp: number,
): string {
  const discounted = product.discount && product.finalPriceCents < product.priceCents;
  return `<p class="price"><span class="now">${shownPriceHtml(shownPrice(product.finalPriceCents, gstBp))}</span>${
    discounted && product.discount
      ? `<del><span class="visually-hidden">Was </span>${shownPriceHtml(shownPrice(product.priceCents, gstBp))}</del><span class="save">${viewTextHtml(discountLabel(product.discount, gstBp))}</span>`
      : ''
  }</p>`;
}

/** The card's stock line for the shopper's store (empty and hidden until the stock lines fill it). */
export function stockLineHtml(product: Pick<Product, 'id'>): string {
  return `<p class="stock-line" data-stock-line="${product.id}" hidden></p>`;
}

/** The fit badge placeholder (empty and hidden until the badge script fills it for the active vehicle). */
export function fitBadgeHtml(product: Pick<Product, 'id' | 'universal'>): string {
  return `<p class="fit-badge" data-fit="${product.id}"${product.universal ? ' data-universal' : ''} hidden></p>`;
}

export function productCardHtml(
  product: Product,
  { assetBase, gstBp, headingLevel = 'h3', eager = false }: CardOptions,
): string {
  const src = assetUrl(assetBase, product.featuredImage);
  const srcset = srcsetFor(src, [160, 320, 480]);
  const buy = canBuy(product.stockStatus)
    ? `<button type="button" class="card-add" data-add="${e(
        JSON.stringify(cartProductOf(product)),
      )}" aria-label="Add to cart: ${e(product.title)}" hidden>Add to cart</button>`
    : `<p class="card-stock">${e(STOCK_LABELS.out_of_stock)}</p>`;
  return `<article class="card"><a href="${e(productPath(product.permalink))}"><img src="${e(src)}"${
    srcset ? ` srcset="${e(srcset)}" sizes="(max-width: 600px) 45vw, 220px"` : ''
  } alt="${e(altOf(product, product.featuredImage))}" width="400" height="400" loading="${eager ? 'eager' : 'lazy'}" decoding="async"><${headingLevel}>${e(
    product.title,
  )}</${headingLevel}></a>${priceHtml(product, gstBp)}<div class="card-tags">${fitBadgeHtml(product)}${stockLineHtml(
    product,
  )}</div>${buy}</article>`;
}
