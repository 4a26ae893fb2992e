/** A storefront Product (lib/catalogue/product.ts) for build and page tests: a plain in-stock part, with `over` on top. */
import type { Product } from '../../src/lib/catalogue/product.ts';

export function storeProduct(over: Partial<Product> = {}): Product {
  return {
    id: 1,
    title: 'Part',
    sku: 'SKU-1',
    permalink: 'p-1',
    shortDescription: '',
    longDescription: '',
    featuredImage: '',
    gallery: [],
    imageAlts: {},
    stockStatus: 'in_stock',
    category: null,
    childCategory: null,
    brand: null,
    priceCents: 1000,
    discount: null,
    finalPriceCents: 1000,
    weightKg: null,
    isFeatured: false,
    universal: false,
    seo: { title: '', description: '', keywords: '', canonical: '', schemaMarkup: '', indexable: true },
    rating: null,
    reviewCount: 0,
    reviews: [],
    fitSummary: [],
    createdAt: '',
    updatedAt: '',
    ...over,
  };
}
