import { describe, expect, it, vi } from 'vitest';
import { listsOf } from '../../tests/helpers/catalogue-lists.ts';
import { STORE_SETTINGS } from '../../tests/helpers/settings.ts';
import type { Product } from '../lib/catalogue/product.ts';

const brakes = { id: 1, sku: 'BRK', title: 'Brakes', permalink: 'brakes' };
const pads = { id: 10, sku: 'BRK-01', title: 'Brake Pads', permalink: 'brake-pads' };
const brand = (id: number, title: string) => ({ id, title, permalink: title.toLowerCase(), logoImage: '' });

/** 40 products: Bosch brake pads (3 pages of 15 in every listing they are in) and one Ryco part. */
const product = (id: number): Product => ({
  id,
  title: `Part ${id}`,
  sku: `SKU-${id}`,
  permalink: `p-${id}`,
  shortDescription: '',
  longDescription: '',
  featuredImage: '',
  gallery: [],
  imageAlts: {},
  stockStatus: 'in_stock',
  category: id === 40 ? null : brakes,
  childCategory: id === 40 ? null : pads,
  brand: id === 40 ? brand(2, 'Ryco') : brand(1, 'Bosch'),
  priceCents: 1000,
  discount: null,
  finalPriceCents: 1000,
  weightKg: null,
  isFeatured: false,
  universal: false,
  seo: {
    title: '',
    description: '',
    keywords: '',
    // Part 5 names another page as its canonical; part 6 names its own page.
    canonical: id === 5 ? 'https://shop.test/product/p-4/' : id === 6 ? '/product/p-6/' : '',
    schemaMarkup: '',
    // Part 8 asks not to be indexed.
    indexable: id !== 8,
  },
  rating: null,
  reviewCount: 0,
  reviews: [],
  fitSummary: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: `2026-02-${String((id % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
});

const entries = <T>(items: T[]) => items.map((data, i) => ({ id: String(i), data }));
const collections: Record<string, { id: string; data: unknown }[]> = {
  products: entries(Array.from({ length: 40 }, (_, i) => product(i + 1))),
  categories: entries([
    {
      ...brakes,
      thumbnail_image: '',
      position: 0,
      updated_at: '2026-01-05T00:00:00.000Z',
      child_categories: [{ id: 10, child_sku: 'BRK-01', child_title: 'Brake Pads', permalink: 'brake-pads' }],
    },
  ]),
  brands: entries([
    { id: 1, title: 'Bosch', permalink: 'bosch', logo_image: '', cover_image: '', position: 0 },
    { id: 2, title: 'Ryco', permalink: 'ryco', logo_image: '', cover_image: '', position: 1 },
    // A brand without products: its page says so and is noindex, so it is no sitemap's.
    { id: 3, title: 'KYB', permalink: 'kyb', logo_image: '', cover_image: '', position: 2 },
  ]),
  blogs: [],
  infoPages: [],
  faqs: [],
  // Ryco's page asks not to be indexed.
  pageMeta: entries([{ scope: 'brand', ref_key: 'ryco', meta: [{ option: '_page_index', value: '0' }] }]),
  site: entries([{ id: 'site', settings: STORE_SETTINGS, social: {} }]),
};

vi.mock('./catalogue-lists.ts', () => ({ fetchCatalogueLists: async () => listsOf(collections) }));
// Products come from the build's product store, not a collection; its entries hold them by id.
vi.mock('./product-store.ts', () => ({
  buildProducts: async () =>
    (collections.products ?? [])
      .map((e) => e.data)
      .sort((a, b) => (a as { id: number }).id - (b as { id: number }).id),
}));

/** Ranger PX3 (two engines) fits parts 3 and 7; PX2 and the Everest fit nothing yet. */
const vehicle = (id: number, model: string, series: string, from: number) => ({
  id,
  make: 'Ford',
  model,
  series,
  year_from: from,
  year_to: from + 3,
  body: '',
  engine: `Engine ${id}`,
  engine_code: '',
  displacement_cc: null,
  fuel: 'diesel' as const,
  drive: '',
  transmission: '',
  ktype: null,
  redbook_code: null,
});
vi.mock('./fitment.ts', async (original) => {
  const real = await original<typeof import('./fitment.ts')>();
  const vehicles = [
    vehicle(1, 'Ranger', 'PX3', 2018),
    vehicle(2, 'Ranger', 'PX3', 2018),
    vehicle(3, 'Ranger', 'PX2', 2015),
    vehicle(4, 'Everest', 'UA', 2015),
  ];
  const rows: Parameters<typeof real.indexFitment>[1] = [
    [3, 1, 'front', 1, '', null, null],
    [7, 2, '', 1, '', null, null],
  ];
  return { ...real, loadFitment: async () => real.indexFitment(vehicles, rows) };
});
const { sitemapGroups, sitemapIndexXml, splitLargeGroups, urlsetXml } = await import('./sitemap.ts');

const paths = async (slug: string) =>
  (await sitemapGroups()).find((g) => g.slug === slug)!.entries.map((e) => new URL(e.url).pathname);

describe('sitemaps', () => {
  it('list every page of every listing that may be indexed, each its own canonical page', async () => {
    expect(await paths('category-sitemap')).toEqual([
      '/shop/category/brakes/',
      '/shop/category/brakes/page/2/',
      '/shop/category/brakes/page/3/',
    ]);
    expect(await paths('child-category-sitemap')).toEqual([
      '/shop/category/brakes/brake-pads/',
      '/shop/category/brakes/brake-pads/page/2/',
      '/shop/category/brakes/brake-pads/page/3/',
    ]);
    expect(await paths('brand-sitemap')).toEqual([
      '/brand/bosch/',
      '/brand/bosch/page/2/',
      '/brand/bosch/page/3/',
    ]);
    expect((await paths('other-sitemap')).slice(0, 5)).toEqual([
      '/',
      '/shop/',
      '/shop/page/2/',
      '/shop/page/3/',
      '/brands/',
    ]);
  });

  it('list the shop-by-vehicle pages that list parts, dated by their newest part', async () => {
    const groups = await sitemapGroups();
    const vehicles = groups.find((g) => g.slug === 'vehicles-sitemap')!;
    expect(vehicles.name).toBe('Vehicles');
    expect(vehicles.entries.map((e) => [new URL(e.url).pathname, e.lastModified])).toEqual([
      ['/vehicles/', '2026-02-08T00:00:00.000Z'],
      ['/vehicles/ford/', '2026-02-08T00:00:00.000Z'],
      ['/vehicles/ford/ranger/', '2026-02-08T00:00:00.000Z'],
      ['/vehicles/ford/ranger/px3/', '2026-02-08T00:00:00.000Z'],
    ]);
    expect(groups.map((g) => g.slug).at(-1)).toBe('vehicles-sitemap');
  });

  it("dates a listing's pages by the listing, else by its newest product", async () => {
    const groups = await sitemapGroups();
    const dates = (slug: string) => groups.find((g) => g.slug === slug)!.entries.map((e) => e.lastModified);
    expect(dates('category-sitemap')).toEqual(Array(3).fill('2026-01-05T00:00:00.000Z'));
    expect(dates('brand-sitemap')).toEqual(Array(3).fill('2026-02-28T00:00:00.000Z'));
  });

  it('list a product only when it may be indexed and is its own canonical page', async () => {
    const products = await paths('product-sitemap');
    expect(products).toHaveLength(38);
    expect(products).toContain('/product/p-6/');
    expect(products).not.toContain('/product/p-5/');
    expect(products).not.toContain('/product/p-8/');
  });

  it('are plain XML, with no stylesheet for browsers that are dropping XSLT', async () => {
    const groups = await sitemapGroups();
    expect(sitemapIndexXml(groups)).not.toContain('xml-stylesheet');
    for (const group of groups) expect(urlsetXml(group)).not.toContain('xml-stylesheet');
    expect(sitemapIndexXml(groups)).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
  });

  it('splits a group longer than the protocol allows into numbered sitemaps of at most the limit', () => {
    const entries = Array.from({ length: 7 }, (_, i) => ({
      url: `https://shop.test/product/p-${i}/`,
      lastModified: '2026-01-01',
    }));
    const groups = splitLargeGroups(
      [
        { slug: 'product-sitemap', name: 'Product', entries },
        { slug: 'brand-sitemap', name: 'Brand', entries: entries.slice(0, 1) },
      ],
      3,
    );
    expect(groups.map((g) => [g.slug, g.name, g.entries.length])).toEqual([
      ['product-sitemap', 'Product', 3],
      ['product-sitemap2', 'Product 2', 3],
      ['product-sitemap3', 'Product 3', 1],
      ['brand-sitemap', 'Brand', 1],
    ]);
    expect(groups.flatMap((g) => g.entries)).toEqual([...entries, entries[0]]);
    expect(urlsetXml(groups[2]!)).toContain('<loc>https://shop.test/product/p-6/</loc>');
  });
});
