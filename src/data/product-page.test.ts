/**
 * A product page's content from one product: a product without images shows the placeholder image,
 * and a page that cannot be made names the product and the field at fault.
 */
import { describe, expect, it, vi } from 'vitest';
import { RENDER_FAULT } from '../lib/build/render-fault.ts';
import { FALLBACK_IMAGE } from '../lib/catalogue/assets.ts';
import type { Product } from '../lib/catalogue/product.ts';

const settings = {
  gstBp: 1000,
  deliveryChargeCents: 1000,
  freeDeliveryThresholdCents: 10000,
  returnDays: 30,
  warrantyYears: 1,
  memberDiscountBp: 0,
  newsletterDiscountBp: 0,
};
vi.mock('./catalogue.ts', () => ({ loadCatalogue: async () => ({ products: [], settings }) }));
vi.mock('./relations.ts', () => ({ relatedProducts: async () => [], newestProducts: async () => [] }));
vi.mock('./fitment.ts', () => ({
  loadFitment: async () => ({ fitsByProduct: new Map() }),
  fitmentRows: () => [],
}));
const { productPage } = await import('./product-page.ts');

const product = (over: Partial<Product>): Product => ({
  id: 7,
  title: 'Bendix Front Brake Pad Set',
  sku: 'BDX-BRK1234',
  permalink: 'bendix-front-brake-pad-set',
  shortDescription: 'Fits Hilux',
  longDescription: '<p>Ceramic pads.</p>',
  featuredImage: 'uploads/a.webp',
  gallery: ['uploads/a.webp'],
  imageAlts: {},
  stockStatus: 'in_stock',
  category: null,
  childCategory: null,
  brand: null,
  priceCents: 12995,
  discount: null,
  finalPriceCents: 12995,
  weightKg: null,
  isFeatured: false,
  universal: true,
  seo: { title: '', description: '', keywords: '', canonical: '', schemaMarkup: '', indexable: true },
  createdAt: '',
  updatedAt: '',
  ...over,
});

const html = (page: Awaited<ReturnType<typeof productPage>>) => page.main.join('');

describe('a product page', () => {
  it('shows the placeholder image for a product without images, and names no image in its head', async () => {
    const page = await productPage(product({ featuredImage: '', gallery: [] }));
    expect(html(page)).toContain(
      `<img class="gallery-main" data-main src="${FALLBACK_IMAGE}" sizes="(max-width: 800px) 100vw, 50vw" alt="Bendix Front Brake Pad Set"`,
    );
    expect(html(page)).not.toContain('srcset');
    expect(page.seo.image).toBeUndefined();
    expect(page.seo.jsonLd?.[0]).not.toHaveProperty('image');
  });

  it('with images shows them, and names the first in its head and structured data', async () => {
    const page = await productPage(product({}));
    expect(html(page)).toContain('src="/storage/uploads/a.webp"');
    expect(page.seo.image).toBe('/storage/uploads/a.webp');
    expect(page.seo.jsonLd?.[0]).toMatchObject({ image: ['http://localhost:4321/storage/uploads/a.webp'] });
  });

  it('that cannot be made names the product and the field at fault', async () => {
    const broken = product({ gallery: [42 as unknown as string] });
    await expect(productPage(broken)).rejects.toThrow(
      `${RENDER_FAULT} product BDX-BRK1234 (/product/bendix-front-brake-pad-set/), field images: `,
    );
  });
});
