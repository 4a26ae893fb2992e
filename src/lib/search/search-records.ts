/**
 * What the search index holds for a product: title, SKU (also without separators and without its
 * leading segments, so "BOS-BRK58537", "bosbrk58537", "BRK58537" and, squeezed at query time,
 * "bos brk 58537" all find it), brand and categories; prices and image as metadata for the results.
 * Fitment adds the make, model and series names of the vehicles a part fits ("hilux brake
 * pads" finds Hilux pads), and a filter (FIT_FILTER) with each fitted vehicle's id or UNIVERSAL_FIT, so
 * a search can be narrowed to the parts that fit the shopper's vehicle.
 */

import { assetUrl } from '../catalogue/assets.ts';
import type { Product } from '../catalogue/product.ts';
import { FIT_FILTER, fitValue, UNIVERSAL_FIT, type Vehicle } from '../fitment/fitment.ts';
import { centsToDecimal } from '../pricing/money.ts';
import { incGst } from '../pricing/pricing.ts';
import { productPath } from '../site/urls.ts';

export interface SearchRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  filters?: Record<string, string[]>;
}

const squeeze = (text: string) => text.replace(/[^0-9a-z]/gi, '');

/**
 * Spellings of a part number that go into the index: as is, squeezed together, and squeezed from
 * each later segment on ("BOS-BRK58537" also as "BRK58537": the part number without the brand's
 * prefix). Pagefind matches whole words or their beginnings only, and a word it cannot find falls
 * back to the longest indexed word the query starts with ("brk"), so every spelling a shopper may type
 * must be a word of its own. A query with spaces or dashes in other places is squeezed before
 * searching (compactQuery), so it meets a squeezed spelling.
 */
export function skuVariants(sku: string): string[] {
  const segments = sku.split(/[^0-9a-z]+/i).filter(Boolean);
  // Tails of fewer than 3 characters would make every short number find unrelated parts.
  const tails = segments.map((_, i) => segments.slice(i).join('')).filter((t) => t.length >= 3);
  return [...new Set([sku, squeeze(sku), ...tails])];
}

/** Whether a query is this part number: the SKU or one of its tails, ignoring case and separators. */
export function isPartNumberOf(sku: string, query: string): boolean {
  const typed = squeeze(query).toLowerCase();
  return typed.length >= 3 && skuVariants(sku).some((v) => squeeze(v).toLowerCase() === typed);
}

/** A query with separators removed when it looks like a part number (has a digit), else null. */
export function compactQuery(query: string): string | null {
  if (!/\d/.test(query)) return null;
  const compact = query.replace(/[\s\-_./]+/g, '');
  return compact !== query.trim() ? compact : null;
}

/** A vehicle a product fits, as far as search cares. */
export type SearchFit = { vehicle: Pick<Vehicle, 'id' | 'make' | 'model' | 'series'> };

/**
 * The fitment words of a product: the make, model and series names of the vehicles it fits, each
 * once ("Ford Ranger PX3 Mazda BT-50 UP"); none for universal parts.
 */
export function fitmentWords(universal: boolean, fits: readonly SearchFit[]): string[] {
  if (universal || fits.length === 0) return [];
  const names = new Set<string>();
  for (const { vehicle: v } of fits)
    for (const name of [v.make, v.model, v.series]) if (name) names.add(name);
  return [[...names].join(' ')];
}

/** The fit filter's values: each fitted vehicle's id once, or UNIVERSAL_FIT; none for a part with no vehicles yet. */
export function fitValues(universal: boolean, fits: readonly SearchFit[]): string[] {
  if (universal) return [UNIVERSAL_FIT];
  return [...new Set(fits.map(({ vehicle }) => fitValue(vehicle.id)))];
}

/**
 * A product's Pagefind record. The price paid is metadata text in dollars, with GST (`price_inc`,
 * "142.95") and without (`price_ex`, "129.95"), what src/browser/search.ts reads to show both; `id`
 * and `universal` ('1' or '0') let the results answer "does it fit?" from the vehicle files.
 */
export function productSearchRecord(
  p: Product,
  assetBase: string,
  gstBp: number,
  fits: readonly SearchFit[] = [],
): SearchRecord {
  const fit = fitValues(p.universal, fits);
  return {
    url: productPath(p.permalink),
    language: 'en',
    content: [
      p.title,
      ...skuVariants(p.sku),
      p.brand?.title,
      p.category?.title,
      p.childCategory?.title,
      ...fitmentWords(p.universal, fits),
    ]
      .filter(Boolean)
      .join(' \n'),
    meta: {
      id: String(p.id),
      universal: p.universal ? '1' : '0',
      title: p.title,
      sku: p.sku,
      price_inc: centsToDecimal(incGst(p.finalPriceCents, gstBp)),
      price_ex: centsToDecimal(p.finalPriceCents),
      image: assetUrl(assetBase, p.featuredImage),
    },
    ...(fit.length ? { filters: { [FIT_FILTER]: fit } } : {}),
  };
}
