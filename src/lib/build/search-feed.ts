/**
 * The products the pages were built from, kept for the search index (build time only): the
 * catalogue records them when it loads, and the build-records integration writes their search
 * records beside the output, so Pagefind indexes what the pages show without reading the API again.
 * The fitment is recorded when data/fitment.ts loads it (every build does: /fitment/tree.json always
 * renders), and each record carries the vehicles its product fits.
 */
import type { Product } from '../catalogue/product.ts';
import { productSearchRecord, type SearchFit, type SearchRecord } from '../search/search-records.ts';

/** Product id -> the vehicles it fits (data/fitment.ts's fitsByProduct). */
type FitsByProduct = ReadonlyMap<number, readonly SearchFit[]>;

const store = globalThis as {
  __storefrontSearch?: { products: readonly Product[]; gstBp: number };
  __storefrontSearchFits?: FitsByProduct;
};

/** Records the catalogue's products and GST setting (the last call wins: there is one catalogue per build). */
export function recordCatalogueProducts(products: readonly Product[], gstBp: number): void {
  store.__storefrontSearch = { products, gstBp };
}

/** Records the build's fitment (the last call wins). */
export function recordCatalogueFitment(fitsByProduct: FitsByProduct): void {
  store.__storefrontSearchFits = fitsByProduct;
}

/** True once both the products and the fitment are recorded: the records are final. */
export function searchFeedComplete(): boolean {
  return Boolean(store.__storefrontSearch && store.__storefrontSearchFits);
}

/** Search records of the recorded products; null when no page loaded the catalogue. */
export function recordedSearchRecords(assetBase: string): SearchRecord[] | null {
  const recorded = store.__storefrontSearch;
  const fits = store.__storefrontSearchFits;
  return (
    recorded?.products.map((p) => productSearchRecord(p, assetBase, recorded.gstBp, fits?.get(p.id))) ?? null
  );
}
