/** Catalogue reads in the browser: products for a filter combination the build did not render. */
import { type ShopFilter, shopPage } from '../lib/api/catalogue.ts';
import { failureText } from '../lib/api/failures.ts';
import type { Product } from '../lib/catalogue/product.ts';
import { listingPageCount, listingRequest, listingShown } from '../lib/site/pagination.ts';
import { api } from './api.ts';

/**
 * One page of the products matching a filter, with the total and the number of pages. A failure rejects with an
 * Error whose message is for shoppers (the server's 4xx message, else the product spec's general text).
 */
export async function filteredProducts(
  filter: ShopFilter,
  page: number,
): Promise<{ total: number; last: number; products: Product[] }> {
  try {
    // Paged as the built listings are: 15 a page, a 16th product on the first (lib/pagination.ts).
    const ask = listingRequest(page);
    const { total, products } = await shopPage(api, filter, ask.page, ask.perPage);
    return { total, last: listingPageCount(total), products: listingShown(products, total) };
  } catch (error) {
    console.error('Loading the products failed', error);
    throw new Error(failureText('listing', error));
  }
}
