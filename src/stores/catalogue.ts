/** Catalogue reads in the browser: products for a filter combination the build did not render. */
import { type ShopFilter, shopPage } from '../lib/api/catalogue.ts';
import { failureText } from '../lib/api/failures.ts';
import type { Product } from '../lib/catalogue/product.ts';
import { api } from './api.ts';

/**
 * One page of the products matching a filter, with the total across pages. A failure rejects with an
 * Error whose message is for shoppers (the server's 4xx message, else SPEC's general text).
 */
export async function filteredProducts(
  filter: ShopFilter,
  page: number,
  perPage: number,
): Promise<{ total: number; products: Product[] }> {
  try {
    return await shopPage(api, filter, page, perPage);
  } catch (error) {
    console.error('Loading the products failed', error);
    throw new Error(failureText('listing', error));
  }
}
