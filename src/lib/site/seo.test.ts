import { describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/product.ts';
import { blogPostingJsonLd, productJsonLd, robotsFor } from './seo.ts';

const product: Product = {
  id: 7,
  title: 'Bendix Front Brake Pad Set',
  sku: 'BDX-BRK1234',
  permalink: 'bendix-front-brake-pad-set',
  shortDescription: '<p>Fits <b>Hilux</b></p>',
  longDescription: '',
  featuredImage: 'a.webp',
  gallery: ['a.webp'],
  imageAlts: {},
  stockStatus: 'in_stock',
  category: { id: 1, sku: 'BRK', title: 'Brakes', permalink: 'brakes' },
  childCategory: null,
  brand: { id: 3, title: 'Bendix', permalink: 'bendix', logoImage: '' },
  priceCents: 12995,
  discount: { kind: 'percent', bp: 1000 },
  finalPriceCents: 11696,
  weightKg: 1.2,
  isFeatured: false,
  universal: false,
  seo: { title: '', description: '', keywords: '', canonical: '', schemaMarkup: '', indexable: true },
  rating: null,
  reviewCount: 0,
  reviews: [],
  fitSummary: [],
  createdAt: '',
  updatedAt: '',
};

describe('SEO helpers', () => {
  it('describes a product offer in AUD with GST included, in stock and new, with a 30-day free return by mail', () => {
    const ld = productJsonLd(product, {
      url: 'https://shop/p/',
      images: ['https://shop/a.webp'],
      storeName: 'S',
      returnDays: 30,
      gstBp: 1000,
    }) as {
      offers: Record<string, unknown> & { hasMerchantReturnPolicy: Record<string, unknown> };
      description: string;
    };
    // $116.96 ex GST is $128.66 (128.656 rounded half up) with 10% GST.
    expect(ld.offers.price).toBe('128.66');
    expect(ld.offers.priceCurrency).toBe('AUD');
    expect(ld.offers.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: '128.66',
      priceCurrency: 'AUD',
      valueAddedTaxIncluded: true,
    });
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
    expect(ld.offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(ld.offers.hasMerchantReturnPolicy).toMatchObject({
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    });
    expect(ld.description).toBe('Fits Hilux');
  });

  it("gives the offer's availability from the stock status", () => {
    const availability = (stockStatus: Product['stockStatus']) =>
      (
        productJsonLd(
          { ...product, stockStatus },
          { url: 'u', images: [], storeName: 'S', returnDays: 30, gstBp: 1000 },
        ) as { offers: { availability: string } }
      ).offers.availability;
    expect(availability('out_of_stock')).toBe('https://schema.org/OutOfStock');
    expect(availability('backorder')).toBe('https://schema.org/BackOrder');
    expect(availability('in_stock')).toBe('https://schema.org/InStock');
  });

  const options = { url: 'u', images: [], storeName: 'S', returnDays: 30, gstBp: 1000 };

  it('gives no rating and no review to a product no customer has reviewed', () => {
    const ld = productJsonLd(product, options);
    expect(JSON.stringify(ld)).not.toMatch(/rating|review/i);
    // A rating the API sent without a review behind it is not passed on either.
    expect(JSON.stringify(productJsonLd({ ...product, rating: 4.5, reviewCount: 0 }, options))).not.toMatch(
      /aggregateRating/,
    );
  });

  it("gives a reviewed product's average, count and each shown review from its approved reviews", () => {
    const review = {
      id: 3,
      authorName: 'Jess M.',
      quality: 4,
      fit: 'fitted' as const,
      vehicleLabel: '2019 Ford Ranger PX3 3.2',
      title: 'Right first time',
      body: 'Bolted straight on.',
      photos: [],
      reply: '',
      // 10:30 pm UTC on the 1st is the 2nd in Sydney.
      createdAt: '2026-03-01T22:30:00.000Z',
      repliedAt: null,
    };
    const ld = productJsonLd({ ...product, rating: 4.3, reviewCount: 13, reviews: [review] }, options);
    expect(ld).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 13,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Jess M.' },
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
          name: 'Right first time',
          reviewBody: 'Bolted straight on.',
          datePublished: '2026-03-02',
        },
      ],
    });
  });

  it('marks a page crawlers should skip', () => {
    expect(robotsFor(false)).toBe('noindex, nofollow');
  });
});

describe('blogPostingJsonLd', () => {
  const blog = {
    title: 'Choosing engine oil',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    featured_images: 'blogs/card.webp',
    cover_image: 'blogs/cover.webp',
  };
  const options = {
    url: 'https://shop.example/blog/oil/',
    storeName: 'Shop',
    imageUrl: (path: string) => `https://shop.example/storage/${path}`,
  };

  it('pictures the post by the cover image its page shows, not the card image', () => {
    expect(blogPostingJsonLd(blog, options)).toMatchObject({
      '@type': 'BlogPosting',
      image: ['https://shop.example/storage/blogs/cover.webp'],
    });
  });

  it('falls back to the featured image when the post has no cover', () => {
    expect(blogPostingJsonLd({ ...blog, cover_image: '' }, options)).toMatchObject({
      image: ['https://shop.example/storage/blogs/card.webp'],
    });
  });
});
