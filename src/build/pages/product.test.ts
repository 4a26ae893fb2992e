/**
 * A product page's content from one product: a product without images shows the placeholder image,
 * and a page that cannot be made names the product and the field at fault.
 */
import { describe, expect, it, vi } from 'vitest';
import { RENDER_FAULT } from '../../lib/build/render-fault.ts';
import { FALLBACK_IMAGE } from '../../lib/catalogue/assets.ts';
import type { Product } from '../../lib/catalogue/product.ts';

const settings = {
  gstBp: 1000,
  deliveryChargeCents: 1000,
  freeDeliveryThresholdCents: 10000,
  returnDays: 30,
  warrantyYears: 1,
  memberDiscountBp: 0,
  newsletterDiscountBp: 0,
};
/** The selector's vehicles: two Ranger PX3 variants and a Hilux. */
const vehicles = [
  { id: 21, make: 'Ford', model: 'Ranger', series: 'PX3' },
  { id: 22, make: 'Ford', model: 'Ranger', series: 'PX3' },
  { id: 31, make: 'Toyota', model: 'Hilux', series: 'N80' },
];
vi.mock('../../data/catalogue.ts', () => ({ loadCatalogue: async () => ({ products: [], settings }) }));
vi.mock('../../data/relations.ts', () => ({
  relatedProducts: async () => [],
  newestProducts: async () => [],
}));
vi.mock('../../data/fitment.ts', () => ({
  loadFitment: async () => ({ fitsByProduct: new Map(), vehicles }),
  fitmentRows: () => [],
}));
const { productPage } = await import('./product.tsx');

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
  rating: null,
  reviewCount: 0,
  reviews: [],
  fitSummary: [],
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

describe('what a shopper sees on a product page', () => {
  const hostile = product({
    title: '<img src=x onerror=alert(1)> "Quiet" Pads & Shims',
    sku: 'BDX<1>',
    shortDescription: '<p>Fits <b>Hilux</b> & Ranger</p>',
    longDescription: '<p onclick="steal()">Ceramic <em>pads</em></p><script>steal()</script>',
    brand: { id: 3, title: 'Bendix & Co', permalink: 'bendix', logoImage: '' },
    universal: false,
  });

  it('shows names and codes as text, however they are written', async () => {
    const page = html(await productPage(hostile));
    expect(page).toContain('<h1>&lt;img src=x onerror=alert(1)&gt; &quot;Quiet&quot; Pads &amp; Shims</h1>');
    expect(page).toContain('<dt>Brand</dt><dd><a href="/brand/bendix/">Bendix &amp; Co</a></dd>');
    expect(page).toContain('<dt>SKU</dt><dd>BDX&lt;1&gt;</dd>');
    expect(page).toContain('<p>Fits Hilux &amp; Ranger</p>');
    expect(page).not.toContain('<img src=x');
  });

  it("keeps the editor's description markup but none of its scripts or handlers", async () => {
    const page = html(await productPage(hostile));
    expect(page).toContain('<div><p>Ceramic <em>pads</em></p></div>');
    expect(page).not.toMatch(/<script|onclick|steal/);
  });

  it('puts the ADD TO CART island right after the price, the stock line (filled later for the shopper’s store) and fit badge, before the perks', async () => {
    const page = await productPage(product({}));
    expect(page.main).toHaveLength(2);
    const [before, after] = page.main as [string, string];
    expect(before).toMatch(
      /<p class="price">.*<\/p><p class="stock stock-in_stock" data-stock="in_stock" data-availability="7" aria-live="polite">In stock<\/p><p class="fit-badge" data-fit="7" data-universal hidden><\/p>$/,
    );
    expect(after).toMatch(/^<ul class="perks"><li>Free shipping on orders of \$100 or more<\/li>/);
    expect(before).toContain('<div class="product" data-buy="{&quot;product&quot;:{');
  });

  it('offers a delivery estimate to a postcode under the perks, for one of the product, answered by a script loaded on interaction', async () => {
    const [, after] = (await productPage(product({}))).main as [string, string];
    expect(after).toMatch(
      /<\/ul><form class="freight-estimate" data-freight-estimate="7" aria-labelledby="freight-estimate-title" novalidate><h2 id="freight-estimate-title">Delivery to postcode<\/h2><div class="freight-estimate-row"><label for="freight-postcode">Postcode<\/label><input id="freight-postcode" name="post_code" inputmode="numeric" autocomplete="postal-code" maxlength="4" size="5" aria-describedby="freight-answer"><button type="submit" class="btn btn-secondary">Estimate<\/button><\/div><p id="freight-answer" class="freight-answer" aria-live="polite" data-freight-answer><\/p><\/form><\/div>/,
    );
    const soldOut = await productPage(product({ stockStatus: 'out_of_stock' }));
    expect(soldOut.main[0]).not.toContain('freight-estimate');
  });

  it('shows a product that cannot be bought whole, with a disabled Out of stock button in the island’s place', async () => {
    const page = await productPage(product({ stockStatus: 'out_of_stock' }));
    expect(page.main).toHaveLength(1);
    expect(page.main[0]).toContain(
      '<p class="fit-badge" data-fit="7" data-universal hidden></p><div class="buy"><button type="button" class="btn" disabled>Out of stock</button></div><ul class="perks">',
    );
  });

  it('lists what it fits, the delivery terms and the product details under their tabs', async () => {
    const page = html(await productPage(product({ weightKg: 1.5 })));
    const headings = [...page.matchAll(/<h2 class="panel-heading"[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Description', 'Fitment', 'Product Details', 'Shipping']);
    expect(page).toContain('<p>Fits all vehicles.</p>');
    expect(page).toContain('<dt>Weight</dt><dd>1.5 kg</dd>');
    expect(page).toMatch(
      /<p>Free delivery on orders of \$100 or more; \$11 \(GST included\) below that\. Orders placed before [^<]+ leave within [^<]+ and arrive [^<]+ after dispatch\.<\/p>/,
    );
  });
});

describe('the ratings and reviews of a product page (docs/design.md#ratings-and-reviews)', () => {
  const reviewed = product({
    rating: 4.5,
    reviewCount: 2,
    reviews: [5, 4].map((quality, i) => ({
      id: i + 1,
      authorName: i ? 'Sam K.' : 'Jess M.',
      quality,
      fit: 'fitted' as const,
      vehicleLabel: '2019 Ford Ranger PX3 3.2',
      title: `Review ${i + 1}`,
      body: 'Good.',
      photos: [],
      reply: '',
      createdAt: '2026-03-01T00:00:00.000Z',
      repliedAt: null,
    })),
    fitSummary: [
      { key: 'ford|ranger|px3', name: 'Ranger PX3', fitted: 3, total: 4 },
      { key: 'toyota|hilux|n80', name: 'Hilux N80', fitted: 1, total: 1 },
    ],
  });

  it('without reviews shows "No reviews yet", no stars, and no rating in its structured data', async () => {
    const page = await productPage(product({}));
    expect(html(page)).toContain('<a href="#reviews">No reviews yet</a>');
    expect(html(page)).not.toMatch(/class="stars"|Rated \d|data-fit-reviews/);
    expect(JSON.stringify(page.seo.jsonLd)).not.toMatch(/aggregateRating|"review"/);
  });

  it('with reviews shows their average, each review after the tabs, and the same figures in its structured data', async () => {
    const page = await productPage(reviewed);
    const text = html(page);
    expect(text).toContain('<a href="#reviews">Rated 4.5 out of 5 from 2 reviews</a>');
    expect(text.indexOf('id="reviews"')).toBeGreaterThan(text.indexOf('id="info"'));
    expect([...text.matchAll(/<h3 id="review-\d+">([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual([
      'Review 1',
      'Review 2',
    ]);
    expect(page.seo.jsonLd?.[0]).toMatchObject({
      aggregateRating: { ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        { author: { name: 'Jess M.' }, reviewRating: { ratingValue: 5 } },
        { reviewRating: { ratingValue: 4 } },
      ],
    });
  });

  it("carries the fit summary of each vehicle with enough owners' fit ratings, for the shopper's vehicle", async () => {
    expect(html(await productPage(reviewed))).toContain(
      'data-fit-reviews="[[[21,22],&quot;3 of 4 owners of a Ranger PX3 say it fitted&quot;]]"',
    );
  });
});
