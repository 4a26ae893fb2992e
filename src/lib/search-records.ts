/**
 * What the search index holds for a product: title, SKU (also without separators, so "BOS-BRK58537",
 * "bosbrk58537" and, squeezed at query time, "bos brk 58537" all find it), brand and categories;
 * price and image as metadata for the results.
 */

import { assetUrl } from './assets.ts';
import type { Product } from './catalogue/product.ts';
import { centsToDecimal } from './money.ts';
import { productPath } from './urls.ts';

export interface SearchRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
}

/**
 * Spellings of a part number that go into the index: as is and squeezed together. A query with
 * spaces or dashes in other places is squeezed before searching (compactQuery), so it meets the
 * squeezed spelling.
 */
export function skuVariants(sku: string): string[] {
  return [...new Set([sku, sku.replace(/[^0-9a-z]/gi, '')])];
}

/** A query with separators removed when it looks like a part number (has a digit), else null. */
export function compactQuery(query: string): string | null {
  if (!/\d/.test(query)) return null;
  const compact = query.replace(/[\s\-_./]+/g, '');
  return compact !== query.trim() ? compact : null;
}

/** A product's Pagefind record; the price is metadata text in dollars ("129.95"), what src/scripts/search.ts reads. */
export function productSearchRecord(p: Product, assetBase: string): SearchRecord {
  return {
    url: productPath(p.permalink),
    language: 'en',
    content: [p.title, ...skuVariants(p.sku), p.brand?.title, p.category?.title, p.childCategory?.title]
      .filter(Boolean)
      .join(' \n'),
    meta: {
      title: p.title,
      sku: p.sku,
      price: centsToDecimal(p.finalPriceCents),
      image: assetUrl(assetBase, p.featuredImage),
    },
  };
}
