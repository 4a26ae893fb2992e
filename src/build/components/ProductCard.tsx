/** @jsxImportSource ../jsx */
/**
 * Product cards for the static pages. The card's markup is src/lib/catalogue/product-card.ts, a plain
 * function the browser's filtered results render too. Cards repeat across thousands of pages of a build
 * (New Products, related products, listings), so each is rendered once per loaded catalogue: the cache is
 * keyed by the product objects of that load (a rebuild loads new ones).
 */

import { site } from '../../data/site.ts';
import type { Product } from '../../lib/catalogue/product.ts';
import { productCardHtml } from '../../lib/catalogue/product-card.ts';
import { raw } from '../jsx/jsx-runtime.ts';

export interface CardLook {
  headingLevel?: 'h2' | 'h3' | undefined;
  eager?: boolean | undefined;
}

const cards = new WeakMap<Product, Map<string, string>>();
const lists = new WeakMap<readonly Product[], string>();

/** One card; `gstBp` is the loaded catalogue's (its settings), the same for all of its products. */
export function cardHtml(
  product: Product,
  gstBp: number,
  { headingLevel = 'h3', eager = false }: CardLook = {},
): string {
  let looks = cards.get(product);
  if (!looks) {
    looks = new Map();
    cards.set(product, looks);
  }
  const look = `${headingLevel}:${eager}`;
  let html = looks.get(look);
  if (html === undefined) {
    html = productCardHtml(product, { assetBase: site.assetBase, gstBp, headingLevel, eager });
    looks.set(look, html);
  }
  return html;
}

/**
 * A carousel's or list's items: one `<li>` per product card. A list that is the same array every
 * time (New Products on every product page) is joined once.
 */
export function cardItemsHtml(products: readonly Product[], gstBp: number): string {
  let html = lists.get(products);
  if (html === undefined) {
    html = products.map((product) => `<li>${cardHtml(product, gstBp)}</li>`).join('');
    lists.set(products, html);
  }
  return html;
}

export function ProductCard({ product, gstBp, ...look }: { product: Product; gstBp: number } & CardLook) {
  return raw(cardHtml(product, gstBp, look));
}

/** Cards as list items, for a carousel's track or a list. */
export function CardItems({ products, gstBp }: { products: readonly Product[]; gstBp: number }) {
  return raw(cardItemsHtml(products, gstBp));
}
