/**
 * The storefront's product type, reshaped once from the API's option/value lists and dollar text
 * (by the build's loader, and by the browser for the shop results it fetches): money is integer cents.
 */

import type { ApiDiscount, ApiProduct } from '../api/schemas/catalogue.ts';
import { parseMoney, percentToBp } from '../pricing/money.ts';
import { type Discount, discountKind, discountOf } from '../pricing/pricing.ts';
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
    createdAt: api.created_at,
    updatedAt: api.updated_at,
  };
}
