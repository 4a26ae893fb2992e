/**
 * Product search through the API (SEARCH_BACKEND=api): GET /api/search-product?search=, with the
 * bearer token when signed in (the product spec: "Search and profile calls send the bearer token"; the shared API
 * client adds it). The server ranks (an exact part number first) and answers at most 15 products;
 * "Fits my vehicle" keeps those that fit, read from the vehicle's fitment file as the badges do.
 */
import type { SearchAnswer } from '../lib/api/schemas/search.ts';
import { toProduct } from '../lib/catalogue/product.ts';
import { fittingHits, productHit, type SearchHit } from '../lib/search/search-hits.ts';
import { api } from './api.ts';
import { vehicleParts } from './fitment-files.ts';

export interface ApiSearchOptions {
  /** Only parts that fit this vehicle (and universal parts). */
  vehicleId?: number;
  /** The words as typed: the server corrects nothing (the "Search instead for" link). */
  exact?: boolean;
  gstBp: number;
  assetBase: string;
}

/**
 * Products matching the query: the total, the hits from `offset`, at most `limit`, and the query the
 * server searched instead when it corrected a misspelt word; rejects on failure.
 */
export async function searchProductsApi(
  query: string,
  offset: number,
  limit: number,
  { vehicleId, exact, gstBp, assetBase }: ApiSearchOptions,
): Promise<{ total: number; hits: SearchHit[]; corrected?: string }> {
  const [answer, parts] = await Promise.all([
    api.get<SearchAnswer>('/search-product', { search: query, ...(exact ? { exact: '1' } : {}) }),
    vehicleId === undefined ? null : vehicleParts(vehicleId),
  ]);
  const found = answer.data.map((p) => productHit(toProduct(p), gstBp, assetBase));
  const hits = parts ? fittingHits(found, (id) => parts.has(id)) : found;
  const corrected = answer.corrected_query ?? undefined;
  return {
    total: hits.length,
    hits: hits.slice(offset, offset + limit),
    ...(corrected ? { corrected } : {}),
  };
}
