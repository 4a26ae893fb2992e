/** Structured data and head metadata built from catalogue data; pure, so it is tested without rendering. */
import type { ApiBlog } from '../api/schemas/content.ts';
import type { Product } from '../catalogue/product.ts';
import { STOCK_AVAILABILITY } from '../catalogue/stock.ts';
import { shopDay } from '../format/date-presets.ts';
import { stripTags, truncateWords } from '../format/text.ts';
import { centsToDecimal } from '../pricing/money.ts';
import { incGst } from '../pricing/pricing.ts';

export interface PageSeo {
  title: string;
  description: string;
  keywords?: string;
  canonical: string;
  robots: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: object[];
}

/** 'index, follow' or 'noindex, nofollow'. */
export function robotsFor(indexable: boolean): string {
  return indexable ? 'index, follow' : 'noindex, nofollow';
}

/** A description for meta tags: plain text, at most 160 characters. */
export function metaDescription(text: string): string {
  return truncateWords(stripTags(text), 160).text;
}

/**
 * schema.org's aggregateRating and review of a product: only from its approved reviews, and nothing at
 * all without them (Google's policy and the ACCC: no rating that no customer gave).
 */
function reviewJsonLd(product: Pick<Product, 'rating' | 'reviewCount' | 'reviews'>): object {
  if (product.rating === null || product.reviewCount === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    ...(product.reviews.length > 0
      ? {
          review: product.reviews.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.authorName },
            reviewRating: { '@type': 'Rating', ratingValue: r.quality, bestRating: 5, worstRating: 1 },
            name: r.title,
            reviewBody: r.body,
            datePublished: shopDay(new Date(r.createdAt)),
          })),
        }
      : {}),
  };
}

export interface ProductLdOptions {
  url: string;
  images: string[];
  storeName: string;
  returnDays: number;
  /** GST in basis points: the offer's price is the one shoppers pay, GST included (docs/design.md#money). */
  gstBp: number;
}

/**
 * schema.org Product with an AUD offer (GST included), in stock, new, and the free return-by-mail
 * policy; its rating and reviews only where customers gave them (reviewJsonLd).
 */
export function productJsonLd(
  product: Product,
  { url, images, storeName, returnDays, gstBp }: ProductLdOptions,
): object {
  const price = centsToDecimal(incGst(product.finalPriceCents, gstBp));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.sku,
    mpn: product.sku,
    url,
    // None rather than the placeholder image, which is not a picture of the product.
    ...(images.length > 0 ? { image: images } : {}),
    description: metaDescription(product.seo.description || product.shortDescription || product.title),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    ...(product.category ? { category: product.category.title } : {}),
    ...(product.weightKg
      ? { weight: { '@type': 'QuantitativeValue', value: product.weightKg, unitCode: 'KGM' } }
      : {}),
    ...reviewJsonLd(product),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'AUD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'AUD',
        valueAddedTaxIncluded: true,
      },
      availability: STOCK_AVAILABILITY[product.stockStatus],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: storeName },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'AU',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: returnDays,
        returnMethod: 'https://schema.org/ReturnByMail',
        returnFees: 'https://schema.org/FreeReturn',
      },
    },
  };
}

/** schema.org BreadcrumbList from (name, url) pairs. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** The picture that heads a blog post: its cover image, else its featured (card) image. */
export function blogCover(blog: Pick<ApiBlog, 'cover_image' | 'featured_images'>): string {
  return blog.cover_image || blog.featured_images;
}

export interface BlogLdOptions {
  /** The post's absolute canonical URL. */
  url: string;
  storeName: string;
  /** Absolute URL of an image path of the catalogue. */
  imageUrl: (path: string) => string;
}

/** The default schema.org BlogPosting of a blog post, pictured by the cover its page shows. */
export function blogPostingJsonLd(
  blog: Pick<ApiBlog, 'title' | 'created_at' | 'updated_at' | 'cover_image' | 'featured_images'>,
  { url, storeName, imageUrl }: BlogLdOptions,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    image: [imageUrl(blogCover(blog))],
    datePublished: blog.created_at,
    dateModified: blog.updated_at,
    author: { '@type': 'Organization', name: storeName },
    publisher: { '@type': 'Organization', name: storeName },
    mainEntityOfPage: url,
  };
}
