/**
 * The storefront's product type, reshaped once from the API's option/value lists and dollar text
 * (by the build's loader, and by the browser for the shop results it fetches): money is integer cents.
 */

import type { ApiDiscount, ApiProduct } from '../api/schemas/catalogue.ts';
import { parseMoney, percentToBp } from '../pricing/money.ts';
import { type Discount, discountKind, discountOf } from '../pricing/pricing.ts';
import type { FitRating } from '../reviews/reviews.ts';
import { isIndexable, metaValue } from './meta.ts';
import { type StockStatus, stockStatusOf } from './stock.ts';

export interface ProductSeo {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  schemaMarkup: string;
  indexable: boolean;
}

export interface ProductCategory {
  id: number;
  sku: string;
  title: string;
  permalink: string;
}

export interface ProductBrand {
  id: number;
  title: string;
  permalink: string;
  logoImage: string;
}

/** An approved review as the product page shows it (docs/design.md#ratings-and-reviews). */
export interface ProductReview {
  id: number;
  /** First name and last initial. */
  authorName: string;
  /** 1 to 5. */
  quality: number;
  fit: FitRating | null;
  /** The order line's vehicle ("2019 Ford Ranger PX3 3.2"), or null when it was bought for none. */
  vehicleLabel: string | null;
  title: string;
  body: string;
  /** Storage paths of the buyer's photos. */
  photos: string[];
  /** The shop's public reply; '' for none. */
  reply: string;
  createdAt: string;
  repliedAt: string | null;
}

/** How many owners of one vehicle (make, model and series) said the part fitted. */
export interface FitSummary {
  /** Lowercase `make|model|series`: "ford|ranger|px3". */
  key: string;
  /** "Ranger PX3". */
  name: string;
  fitted: number;
  total: number;
}

export interface Product {
  id: number;
  title: string;
  sku: string;
  permalink: string;
  shortDescription: string;
  longDescription: string;
  /**
   * The long description as the page shows it (lib/format/editor-html.ts: sanitised, in ASCII), made
   * once as the build's product sync stores the product (src/loaders/products.ts) rather than on every
   * build's render: sanitising was a tenth of rendering 10,000 product pages. Absent elsewhere.
   */
  descriptionHtml?: string;
  featuredImage: string;
  gallery: string[];
  /** Alt text by image path, as the editor wrote it (the title stands in where missing: altOf). */
  imageAlts: Record<string, string>;
  /** In stock, out of stock (cannot be added to the cart) or on backorder. */
  stockStatus: StockStatus;
  category: ProductCategory | null;
  childCategory: ProductCategory | null;
  brand: ProductBrand | null;
  /** The price before any discount. */
  priceCents: number;
  discount: Discount | null;
  /** What the shopper pays per unit: the discounted price when there is one. */
  finalPriceCents: number;
  weightKg: number | null;
  isFeatured: boolean;
  /** Fits every vehicle (fluids, tools, most accessories); otherwise only its fitment rows. */
  universal: boolean;
  seo: ProductSeo;
  /** The average quality of its approved reviews (one decimal), null without any: never made up. */
  rating: number | null;
  reviewCount: number;
  /** The most recent approved reviews (up to 20), newest first. */
  reviews: ProductReview[];
  fitSummary: FitSummary[];
  createdAt: string;
  updatedAt: string;
}

/** Reads discount_data; null when there is no real discount. */
export function decodeDiscount(data: ApiDiscount | null | undefined): Discount | null {
  if (!data) return null;
  const kind = discountKind(data.discount_type);
  const amount = kind === 'fixed' ? parseMoney(data.discount_value) : percentToBp(data.discount_value);
  if (amount === null || amount <= 0) return null;
  return discountOf(data.discount_type, amount);
}

/** docs/product.md#numbers-and-limits: the line price is discounted_price if present, else the _price meta. */
export function unitPriceCents(item: Pick<ApiProduct, 'product_meta' | 'discount_data'>): number {
  const discounted = parseMoney(item.discount_data?.discounted_price);
  if (discounted !== null) return Math.max(0, discounted);
  return Math.max(0, parseMoney(metaValue(item.product_meta, '_price')) ?? 0);
}

/** Image paths of the comma-separated gallery_media, featured image first, without repeats. */
export function galleryOf(product: Pick<ApiProduct, 'featured_image' | 'gallery_media'>): string[] {
  const paths = [product.featured_image, ...product.gallery_media.split(',')].map((p) => p.trim());
  return [...new Set(paths.filter(Boolean))];
}

/** The alt text of one of the product's images: the editor's, else the product title. */
export function altOf(product: Pick<Product, 'title' | 'imageAlts'>, path: string): string {
  return product.imageAlts[path]?.trim() || product.title;
}

/** image_alts as sent (older API hosts send none): text values of the product's own images only. */
function imageAltsOf(raw: unknown, gallery: string[]): Record<string, string> {
  if (!raw || typeof raw !== 'object') return {};
  const alts: Record<string, string> = {};
  for (const path of gallery) {
    const alt = (raw as Record<string, unknown>)[path];
    if (typeof alt === 'string' && alt.trim()) alts[path] = alt.trim();
  }
  return alts;
}

/**
 * The review fields of an API product. The build's export sends all of them, the public product
 * answers only the rating and count, an older API host none: what is missing is no rating at all.
 */
interface ApiReviewFields {
  rating?: number | null;
  review_count?: number;
  reviews?: {
    id: number;
    author_name: string;
    quality: number;
    fit: FitRating | null;
    vehicle_label: string | null;
    title: string;
    body: string;
    photos: string[];
    reply: string;
    created_at: string;
    replied_at: string | null;
  }[];
  fit_summary?: FitSummary[];
}

/** The rating, count, reviews and fit summary of an API product (none where it sends none). */
export function reviewsOf(
  api: ApiReviewFields,
): Pick<Product, 'rating' | 'reviewCount' | 'reviews' | 'fitSummary'> {
  const reviewCount = api.review_count ?? 0;
  return {
    // A rating without a review behind it is not shown (ACCC): a count of 0 is no rating.
    rating: reviewCount > 0 && typeof api.rating === 'number' ? api.rating : null,
    reviewCount,
    reviews: (api.reviews ?? []).map((r) => ({
      id: r.id,
      authorName: r.author_name,
      quality: r.quality,
      fit: r.fit,
      vehicleLabel: r.vehicle_label,
      title: r.title,
      body: r.body,
      photos: r.photos,
      reply: r.reply,
      createdAt: r.created_at,
      repliedAt: r.replied_at,
    })),
    fitSummary: (api.fit_summary ?? []).map(({ key, name, fitted, total }) => ({ key, name, fitted, total })),
  };
}

/** Turns an API product into the storefront's Product. */
export function toProduct(api: ApiProduct): Product {
  const priceCents = Math.max(0, parseMoney(metaValue(api.product_meta, '_price')) ?? 0);
  const discount = decodeDiscount(api.discount_data);
  const weight = Number.parseFloat(metaValue(api.product_meta, '_weight'));
  const gallery = galleryOf(api);
  return {
    id: api.id,
    title: api.title,
    sku: api.sku,
    permalink: api.permalink,
    shortDescription: api.short_description,
    longDescription: api.long_description,
    featuredImage: api.featured_image,
    gallery,
    imageAlts: imageAltsOf(api.image_alts, gallery),
    stockStatus: stockStatusOf(api.stock_status),
    category: api.category
      ? {
          id: api.category.id,
          sku: api.category.sku,
          title: api.category.title,
          permalink: api.category.permalink,
        }
      : null,
    childCategory: api.child_category
      ? {
          id: api.child_category.id,
          sku: api.child_category.child_sku,
          title: api.child_category.child_title,
          permalink: api.child_category.permalink,
        }
      : null,
    brand: api.brand
      ? {
          id: api.brand.id,
          title: api.brand.title,
          permalink: api.brand.permalink,
          logoImage: api.brand.logo_image,
        }
      : null,
    priceCents,
    discount,
    finalPriceCents: unitPriceCents(api),
    weightKg: Number.isFinite(weight) ? weight : null,
    isFeatured: api.is_featured === 1,
    universal: api.universal,
    seo: {
      title: metaValue(api.product_meta, '_seo_title'),
      description: metaValue(api.product_meta, '_seo_description'),
      keywords: metaValue(api.product_meta, '_seo_tags'),
      canonical: metaValue(api.product_meta, '_canonical_url'),
      schemaMarkup: metaValue(api.product_meta, '_schema_markup'),
      indexable: isIndexable(metaValue(api.product_meta, '_page_index')),
    },
    ...reviewsOf(api as ApiProduct & ApiReviewFields),
    createdAt: api.created_at,
    updatedAt: api.updated_at,
  };
}
