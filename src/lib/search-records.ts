/**
 * What the search index holds for a product: title, SKU (also without separators, so "BOS-BRK58537",
 * "bosbrk58537" and, squeezed at query time, "bos brk 58537" all find it), brand and categories;
 * price and image as metadata for the results.
 */

import type { ApiProduct } from './api/types.ts';
import { assetUrl } from './assets.ts';
import { unitPriceCents } from './catalogue/product.ts';
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

export function productSearchRecord(p: ApiProduct, assetBase: string): SearchRecord {
  return {
    url: productPath(p.permalink),
    language: 'en',
    content: [
      p.title,
      ...skuVariants(p.sku),
      p.brand?.title,
      p.category?.title,
      p.child_category?.child_title,
    ]
      .filter(Boolean)
      .join(' \n'),
    meta: {
      title: p.title,
      sku: p.sku,
      price: centsToDecimal(unitPriceCents(p)),
      image: assetUrl(assetBase, p.featured_image),
    },
  };
}
