import { describe, expect, it, vi } from 'vitest';
import { listsOf } from '../../../tests/helpers/catalogue-lists.ts';
import { STORE_SETTINGS } from '../../../tests/helpers/settings.ts';
import type { Product } from '../../lib/catalogue/product.ts';

/** Brands with 15, 16 and 17 products, and Narva with none. */
const SIZES = { ryco: 15, bosch: 16, bendix: 17, narva: 0 } as const;
const brands = Object.keys(SIZES).map((permalink, i) => ({
  id: i + 1,
  title: permalink[0]!.toUpperCase() + permalink.slice(1),
  permalink,
  logo_image: '',
  cover_image: '',
  position: i,
}));

const product = (id: number, brand: (typeof brands)[number]): Product => ({
  id,
  title: `${brand.title} part ${id}`,
  sku: `SKU-${id}`,
  permalink: `p-${id}`,
  shortDescription: '',
  longDescription: '',
  featuredImage: '',
  gallery: [],
  imageAlts: {},
  stockStatus: 'in_stock',
  category: null,
  childCategory: null,
  brand: { id: brand.id, title: brand.title, permalink: brand.permalink, logoImage: '' },
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
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let nextId = 1;
const products = brands.flatMap((b) =>
  Array.from({ length: SIZES[b.permalink as keyof typeof SIZES] }, () => product(nextId++, b)),
);
const entries = <T>(items: T[]) => items.map((data, i) => ({ id: String(i), data }));
const collections: Record<string, { id: string; data: unknown }[]> = {
  categories: [],
  brands: entries(brands),
  blogs: [],
  infoPages: [],
  faqs: [],
  pageMeta: [],
  site: entries([{ id: 'site', settings: STORE_SETTINGS, social: {} }]),
};

vi.mock('../../data/catalogue-lists.ts', () => ({ fetchCatalogueLists: async () => listsOf(collections) }));
vi.mock('../../data/product-store.ts', () => ({ buildProducts: async () => products }));
// No fitment rows: the filter form offers no positions.
vi.mock('../../data/fitment.ts', () => ({ loadFitment: async () => ({ fitsByProduct: new Map() }) }));
const { allListingPages } = await import('../../data/listings.ts');
const { listingPage } = await import('./listing.tsx');

/** Every built page of a brand: its products' titles, whether it has a pager, its text and robots. */
async function brandPages(permalink: string) {
  const pages = (await allListingPages()).filter(
    (p) => p.listing.kind === 'brand' && p.listing.slug[0] === permalink,
  );
  return Promise.all(
    pages.map(async (props) => {
      const content = await listingPage(props);
      const html = content.main.join('');
      return {
        path: content.path,
        titles: [...html.matchAll(/<h2[^>]*>(?:<a[^>]*>)?([^<]*)/g)].map((m) => m[1]),
        pager: html.includes('aria-label="Pagination"'),
        html,
        text: html.replace(/<[^>]+>/g, ' '),
        robots: content.seo.robots,
      };
    }),
  );
}

describe('listing pages', () => {
  it('show a listing of 16 products whole on one page, without a pager', async () => {
    const pages = await brandPages('bosch');
    expect(pages.map((p) => p.path)).toEqual(['/brand/bosch/']);
    expect(pages[0]!.titles).toHaveLength(16);
    expect(pages[0]!.pager).toBe(false);
  });

  it('page a listing of 15 on one page, and of 17 over two pages with a pager on each', async () => {
    const ryco = await brandPages('ryco');
    expect(ryco.map((p) => [p.path, p.titles.length, p.pager])).toEqual([['/brand/ryco/', 15, false]]);
    const bendix = await brandPages('bendix');
    expect(bendix.map((p) => [p.path, p.titles.length, p.pager])).toEqual([
      ['/brand/bendix/', 15, true],
      ['/brand/bendix/page/2/', 2, true],
    ]);
  });

  it("say 'No Product Found' for a brand without products, and keep it out of search engines", async () => {
    const [page, ...more] = await brandPages('narva');
    expect(more).toEqual([]);
    expect(page!.text).toContain('No Product Found');
    expect(page!.html).toContain('<a href="/shop/">Browse all products</a>');
    expect(page!.robots).toBe('noindex, nofollow');
    expect((await brandPages('bosch'))[0]!.robots).toBe('index, follow');
  });
});
