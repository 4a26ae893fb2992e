/**
 * The search the page was built for (lib/search-backend, written on the header's search form):
 * Pagefind's static index in the browser (scripts/search.ts) or GET /api/search-product through the
 * search store. The box and the results page both search through here; the API store is loaded only
 * when the API is the backend.
 */

import { pageGstBp } from '../lib/pricing/price-display.ts';
import { pageSearchBackend } from '../lib/search/search-backend.ts';
import type { SearchHit } from '../lib/search/search-hits.ts';
import { loadSearch, searchProducts } from './search.ts';

export { SEARCH_FAILED } from './search.ts';

export interface FindOptions {
  /** Only parts that fit this vehicle (and universal parts). */
  vehicleId?: number;
  /** The shopper's active vehicle: parts that fit it first, then universal parts, then the rest. */
  activeVehicleId?: number;
  /** The words as typed, without correction (the "Search instead for" link). */
  exact?: boolean;
}

/** What a search found; `corrected` is the query as searched when a word was corrected. */
export interface Found {
  total: number;
  hits: SearchHit[];
  corrected?: string;
}

/** Loads what the first search needs (call it when the box is focused), ignoring failures: the search reports them. */
export function warmSearch(): void {
  const loaded = pageSearchBackend(document) === 'api' ? import('../stores/search.ts') : loadSearch();
  loaded.catch(() => {});
}

/** Products matching the query: the total and the hits from `offset`, at most `limit`; rejects when the search cannot run. */
export async function findProducts(
  query: string,
  offset: number,
  limit: number,
  options: FindOptions = {},
): Promise<Found> {
  if (pageSearchBackend(document) !== 'api') return searchProducts(query, offset, limit, options);
  const { searchProductsApi } = await import('../stores/search.ts');
  return searchProductsApi(query, offset, limit, {
    ...options,
    gstBp: pageGstBp(document.documentElement),
    // Where product images are served from, as the pages were built with (data/site.ts assetBase).
    assetBase: document.querySelector<HTMLElement>('[data-asset-base]')?.dataset.assetBase ?? '/storage/',
  });
}
