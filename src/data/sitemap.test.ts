import { describe, expect, it, vi } from 'vitest';
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
  seo: { title: '', description: '', keywords: '', canonical: '', schemaMarkup: '', indexable: true },
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
  ]),
  blogs: [],
  infoPages: [],
  faqs: [],
  // Ryco's page asks not to be indexed.
  pageMeta: entries([{ scope: 'brand', ref_key: 'ryco', meta: [{ option: '_page_index', value: '0' }] }]),
  site: entries([{ id: 'site', settings: STORE_SETTINGS, social: {} }]),
};

vi.mock('astro:content', () => ({ getCollection: async (name: string) => collections[name] ?? [] }));
const { sitemapGroups } = await import('./sitemap.ts');

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
    expect(await paths('brand-sitemap')).toEqual(['/brand/bosch/', '/brand/bosch/page/2/', '/brand/bosch/page/3/']);
    expect((await paths('other-sitemap')).slice(0, 5)).toEqual([
      '/',
      '/shop/',
      '/shop/page/2/',
      '/shop/page/3/',
      '/brands/',
    ]);
  });

  it("dates a listing's pages by the listing, else by its newest product", async () => {
    const groups = await sitemapGroups();
    const dates = (slug: string) => groups.find((g) => g.slug === slug)!.entries.map((e) => e.lastModified);
    expect(dates('category-sitemap')).toEqual(Array(3).fill('2026-01-05T00:00:00.000Z'));
    expect(dates('brand-sitemap')).toEqual(Array(3).fill('2026-02-28T00:00:00.000Z'));
  });
});
