import { describe, expect, it, vi } from 'vitest';
import { API_SETTINGS, STORE_SETTINGS } from '../../tests/helpers/settings.ts';
import { storeProduct } from '../../tests/helpers/store-product.ts';

const product = (id: number, title: string) =>
  storeProduct({
    id,
    title,
    sku: `SKU-${id}`,
    permalink: `p-${id}`,
    featuredImage: `uploads/p${id}.webp`,
    priceCents: 12995,
    discount: { kind: 'percent', bp: 1000 },
    finalPriceCents: 11696,
  });

const settings = STORE_SETTINGS;

const category = (sku: string, title: string) => ({
  id: sku.length,
  sku,
  title,
  permalink: title.toLowerCase(),
  thumbnail_image: '',
  updated_at: '2026-01-01T00:00:00.000Z',
  child_categories: [],
});
const brand = (title: string) => ({
  id: title.length,
  title,
  permalink: title.toLowerCase(),
  logo_image: '',
  cover_image: '',
  description: '',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** What the API answers the build's list requests with. */
const answers: Record<string, unknown> = {
  '/categories': {
    data: [category('FLT', 'Filters'), category('BRK', 'Brakes'), category('FLT', 'Filters')],
  },
  '/brands': { data: [brand('Ryco'), brand('Bendix')], general_settings: API_SETTINGS },
  '/blogs': { data: { data: [] } },
  '/pages': { data: [] },
  '/faqs': { data: [] },
  '/catalogue/page-meta': {
    data: [{ scope: 'brand', ref_key: 'ryco', meta: [{ option: '_seo_title', value: 'Ryco' }], extra: 1 }],
  },
  '/payment-config': { mode: 'test', card: { provider: 'test' }, paypal: { provider: 'test' } },
  '/social-links': {
    data: {
      links: {
        _facebook_link: 'https://facebook.com/shop',
        _twitter_link: '',
        _instagram_link: '',
        _youtube_link: '',
        _linke_din: '',
      },
    },
  },
};
const requests: string[] = [];

vi.mock('./build-api.ts', () => ({
  buildApi: () => ({
    get: async (path: string) => {
      requests.push(path);
      return answers[path];
    },
  }),
}));
// Products come from the build's product store.
vi.mock('./product-store.ts', () => ({
  buildProducts: async () => [product(1, 'A'), product(2, 'B'), product(3, 'C')],
}));
const { loadCatalogue } = await import('./catalogue.ts');

describe('build-time catalogue', () => {
  it('hands pages typed domain values: products by id, lists in the API order, brands by title', async () => {
    const c = await loadCatalogue();
    expect(c.products.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(c.products[0]).toEqual(product(1, 'A'));
    // A key the API lists twice is one entry, where the API last put it.
    expect(c.categories.map((x) => x.sku)).toEqual(['BRK', 'FLT']);
    expect(c.brands.map((b) => b.title)).toEqual(['Bendix', 'Ryco']);
    // PayPal is taken (by the test gateway here): product pages say its Pay in 4 payments.
    expect(c.settings).toEqual({ ...settings, payLater: true });
    expect(c.social._facebook_link).toBe('https://facebook.com/shop');
    // Fields the schema does not know are not kept.
    expect(c.pageMeta.get('brand:ryco')).toEqual([{ option: '_seo_title', value: 'Ryco' }]);
  });

  it('loads once per process: one request per list', async () => {
    expect(await loadCatalogue()).toBe(await loadCatalogue());
    expect(requests.filter((r) => r === '/categories')).toHaveLength(1);
  });

  it('fails on a list the schema does not accept, naming the field', async () => {
    vi.resetModules();
    answers['/brands'] = { data: [{ title: 'No id' }], general_settings: API_SETTINGS };
    const fresh = await import('./catalogue.ts');
    await expect(fresh.loadCatalogue()).rejects.toThrow(/id/);
  });
});
