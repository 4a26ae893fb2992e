/** The bulk product export as the build reads it: export-shaped products and a fake API serving them. */
import { createApiClient } from '../../src/lib/api/client.ts';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';

export const t = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();

/** A product as the bulk export sends it. */
export function apiProduct(id: number, updatedAt: string, extra: Partial<ApiProduct> = {}): ApiProduct {
  return {
    id,
    title: `P${id}`,
    sku: `SKU-${id}`,
    permalink: `p-${id}`,
    short_description: '',
    long_description: '',
    featured_image: `uploads/p${id}.webp`,
    gallery_media: '',
    category_id: 1,
    child_category_id: null,
    category: { id: 1, sku: 'BRK', title: 'Brakes', permalink: 'brakes' },
    child_category: null,
    brand: { id: 2, title: 'Bendix', permalink: 'bendix', logo_image: 'uploads/b.webp', cover_image: '' },
    product_meta: [
      { option: '_price', value: '129.95' },
      { option: '_weight', value: '1.2' },
    ],
    discount_data: null,
    is_featured: 0,
    universal: false,
    stock_status: 'in_stock',
    image_alts: {},
    rating: null,
    review_count: 0,
    created_at: t(0),
    updated_at: updatedAt,
    ...extra,
  };
}

/** A fake API over a product list, recording the export requests it answers. */
export function fakeApi(products: ApiProduct[]) {
  const exports: URLSearchParams[] = [];
  const api = createApiClient({
    baseUrl: 'http://api/api',
    fetch: async (input) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/product-ids'))
        return Response.json({ data: products.map(({ id, updated_at }) => ({ id, updated_at })) });
      exports.push(url.searchParams);
      const since = url.searchParams.get('updated_since');
      return Response.json({
        data: products.filter((p) => !since || p.updated_at >= since),
        next_after: null,
      });
    },
  });
  return { api, exports };
}
