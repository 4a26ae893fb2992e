import { describe, expect, it, vi } from 'vitest';
import { STORE_SETTINGS } from '../../tests/helpers/settings.ts';
import { recordedSearchRecords } from '../lib/build/search-feed.ts';
import type { Product } from '../lib/catalogue/product.ts';

const product = (id: number, title: string): Product => ({
  id,
  title,
  sku: `SKU-${id}`,
  permalink: `p-${id}`,
  shortDescription: '',
  longDescription: '',
  featuredImage: `uploads/p${id}.webp`,
  gallery: [],
  imageAlts: {},
  stockStatus: 'in_stock',
  category: null,
  childCategory: null,
  brand: null,
  priceCents: 12995,
  discount: { kind: 'percent', bp: 1000 },
  finalPriceCents: 11696,
  weightKg: null,
  isFeatured: false,
  universal: false,
  seo: { title: '', description: '', keywords: '', canonical: '', schemaMarkup: '', indexable: true },
  createdAt: '',
  updatedAt: '',
});

const settings = STORE_SETTINGS;

const entries = <T>(items: T[]) => items.map((data, i) => ({ id: String(i), data }));
const collections: Record<string, { id: string; data: unknown }[]> = {
  products: entries([product(3, 'C'), product(1, 'A'), product(2, 'B')]),
  categories: entries([
    { sku: 'FLT', title: 'Filters', position: 1 },
    { sku: 'BRK', title: 'Brakes', position: 0 },
  ]),
  brands: entries([
    { title: 'Ryco', position: 0 },
    { title: 'Bendix', position: 1 },
  ]),
  blogs: [],
  infoPages: [],
  faqs: [],
  pageMeta: entries([{ scope: 'brand', ref_key: 'ryco', meta: [{ option: '_seo_title', value: 'Ryco' }] }]),
  site: entries([{ id: 'site', settings, social: { _facebook_link: 'https://facebook.com/shop' } }]),
};

vi.mock('astro:content', () => ({ getCollection: async (name: string) => collections[name] ?? [] }));
// Products come from the build's product store, not a collection; its entries hold them by id.
vi.mock('./product-store.ts', () => ({
  buildProducts: async () =>
    (collections.products ?? [])
      .map((e) => e.data)
      .sort((a, b) => (a as { id: number }).id - (b as { id: number }).id),
}));
const { loadCatalogue } = await import('./catalogue.ts');

describe('build-time catalogue', () => {
  it('hands pages the stored domain values: products by id, lists in the API order, brands by title', async () => {
    const c = await loadCatalogue();
    expect(c.products.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(c.products[0]).toEqual(product(1, 'A'));
    expect(c.categories.map((x) => x.sku)).toEqual(['BRK', 'FLT']);
    expect(c.brands.map((b) => b.title)).toEqual(['Bendix', 'Ryco']);
    expect(c.settings).toEqual(settings);
    expect(c.social._facebook_link).toBe('https://facebook.com/shop');
    expect(c.pageMeta.get('brand:ryco')).toEqual([{ option: '_seo_title', value: 'Ryco' }]);
  });

  it('loads once per build and keeps its products and GST setting for the search index', async () => {
    expect(await loadCatalogue()).toBe(await loadCatalogue());
    const records = recordedSearchRecords('/storage/');
    expect(records?.map((r) => r.url)).toEqual(['/product/p-1/', '/product/p-2/', '/product/p-3/']);
    expect(records?.[0]?.meta).toMatchObject({ price_inc: '128.66', price_ex: '116.96' });
  });
});
