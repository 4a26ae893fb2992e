import { describe, expect, it, vi } from 'vitest';
import { listsOf } from '../../tests/helpers/catalogue-lists.ts';
import { STORE_SETTINGS } from '../../tests/helpers/settings.ts';

const entries = <T>(items: T[]) => items.map((data, i) => ({ id: String(i), data }));
const collections: Record<string, { id: string; data: unknown }[]> = {
  categories: [],
  brands: entries([
    {
      id: 7,
      title: 'Ryco',
      permalink: 'ryco',
      logo_image: '',
      cover_image: '',
      description: '<p>Filters since 1935.</p>',
      position: 0,
    },
  ]),
  blogs: [],
  infoPages: [],
  faqs: [],
  pageMeta: entries([
    { scope: 'brand', ref_key: 'ryco', meta: [{ option: '_description', value: '<p>An old copy</p>' }] },
    {
      scope: 'shop',
      ref_key: '',
      meta: [{ option: '_description', value: '<p>Everything for your car.</p>' }],
    },
  ]),
  site: entries([{ id: 'site', settings: STORE_SETTINGS, social: {} }]),
};

vi.mock('./catalogue-lists.ts', () => ({ fetchCatalogueLists: async () => listsOf(collections) }));
vi.mock('./product-store.ts', () => ({ buildProducts: async () => [] }));
const { allListings } = await import('./listings.ts');

describe('listing descriptions', () => {
  it("a brand page takes the brand's own description (one home), the shop its listing meta's", async () => {
    const listings = await allListings();
    expect(listings.find((l) => l.kind === 'brand')?.description).toBe('<p>Filters since 1935.</p>');
    expect(listings.find((l) => l.kind === 'shop')?.description).toBe('<p>Everything for your car.</p>');
  });
});
