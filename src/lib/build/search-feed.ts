/**
 * The products the pages were built from, kept for the search index (build time only): the
 * catalogue records them when it loads, and the build-records integration writes their search
 * records beside the output, so Pagefind indexes what the pages show without reading the API again.
 */
import type { Product } from '../catalogue/product.ts';
import { productSearchRecord, type SearchRecord } from '../search-records.ts';

const store = globalThis as { __storefrontSearch?: { products: readonly Product[]; gstBp: number } };

/** Records the catalogue's products and GST setting (the last call wins: there is one catalogue per build). */
export function recordCatalogueProducts(products: readonly Product[], gstBp: number): void {
  store.__storefrontSearch = { products, gstBp };
}

/** Search records of the recorded products; null when no page loaded the catalogue. */
export function recordedSearchRecords(assetBase: string): SearchRecord[] | null {
  const recorded = store.__storefrontSearch;
  return recorded?.products.map((p) => productSearchRecord(p, assetBase, recorded.gstBp)) ?? null;
}
