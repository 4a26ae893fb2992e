/**
 * A search result as the header box and the results page show it (image, title, price both ways,
 * link), whichever backend found it: Pagefind's record metadata (scripts/search.ts hitOf) or a product
 * from GET /api/search-product (productHit).
 */
import { assetUrl } from '../catalogue/assets.ts';
import type { Product } from '../catalogue/product.ts';
import { type ShownPrice, shownPrice } from '../pricing/pricing.ts';
import { productPath } from '../site/urls.ts';

/** How a hit stands to the shopper's active vehicle, when the search ranked by one. */
export type HitFit = 'fits' | 'universal' | 'other';

export interface SearchHit {
  url: string;
  /** The product id and whether it fits every vehicle, for its fit badge. */
  id: number;
  universal: boolean;
  title: string;
  sku: string;
  /** The price paid, GST included and ex GST. */
  price: ShownPrice;
  image: string;
  /** With an active vehicle: whether the part fits it, fits every vehicle, or neither. */
  fit?: HitFit;
}

/** A product as a search hit, priced as the pages price it (the price paid, GST added at `gstBp`). */
export function productHit(p: Product, gstBp: number, assetBase: string): SearchHit {
  return {
    url: productPath(p.permalink),
    id: p.id,
    universal: p.universal,
    title: p.title,
    sku: p.sku,
    price: shownPrice(p.finalPriceCents, gstBp),
    image: assetUrl(assetBase, p.featuredImage),
  };
}

/**
 * "Fits my vehicle" over hits found without it: the parts that fit (`fits`), then the universal ones,
 * each in the order found; the rest are left out.
 */
export function fittingHits(hits: readonly SearchHit[], fits: (productId: number) => boolean): SearchHit[] {
  const fitting = hits.filter((h) => !h.universal && fits(h.id));
  return [...fitting, ...hits.filter((h) => h.universal)];
}
