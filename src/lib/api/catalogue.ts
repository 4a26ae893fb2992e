/**
 * Catalogue calls made in the browser: a page of GET /shop for a filter combination the build did not
 * render, and today's prices of products in a cart (GET /products/{permalink}).
 */
import { type Product, toProduct, unitPriceCents } from '../catalogue/product.ts';
import { type ApiClient, ApiError } from './client.ts';
import type { ApiProduct, ApiShopPage } from './schemas/catalogue.ts';

export interface ShopFilter {
  category?: string;
  child_category?: string;
  brand?: string;
  /** Only products that fit this vehicle (in this model year), and universal ones. */
  vehicle?: number;
  year?: number;
}

/** One page of products for a filter, with the total across pages. */
export async function shopPage(
  api: ApiClient,
  filter: ShopFilter,
  page: number,
  perPage: number,
): Promise<{ total: number; products: Product[] }> {
  const result = await api.get<ApiShopPage>('/shop', { page, pagination: perPage, ...filter });
  return { total: result.total, products: result.data.slice(0, perPage).map(toProduct) };
}

/** Today's unit price in cents (the discounted one when there is one) of each product, by id; products gone are left out. */
export async function currentUnitPrices(
  api: ApiClient,
  products: readonly { id: number; permalink: string }[],
): Promise<Map<number, number>> {
  const found = await Promise.all(
    products.map(async ({ id, permalink }) => {
      try {
        const { data } = await api.get<{ data: ApiProduct }>(`/products/${encodeURIComponent(permalink)}`);
        return [[id, unitPriceCents(data)] as const];
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    }),
  );
  return new Map(found.flat());
}
