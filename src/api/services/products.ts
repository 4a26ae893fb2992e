/**
 * Reads products with their brand, category, meta and discount in bulk, shaped as the API sends them;
 * and, for pricing orders, just their price and discount rows.
 */
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import type { ApiMeta } from '../../lib/api/schemas/common.ts';
import { type StockStatus, stockStatusOf } from '../../lib/catalogue/stock.ts';
import type { FreightGoods } from '../../lib/freight/goods.ts';
import { centsToDecimal, formatPercent } from '../../lib/pricing/money.ts';
import { applyDiscount, type Discount, discountOf } from '../../lib/pricing/pricing.ts';
import type { Db } from '../db/client.ts';
import {
  brands,
  categories,
  childCategories,
  productDiscounts,
  productMeta,
  products,
} from '../db/schema/index.ts';
import { FREIGHT_COLUMNS, goodsOf } from './freight/goods.ts';
import { ratingColumns } from './reviews/ratings.ts';

/** Only active products are ever shown. */
export const activeProduct = eq(products.active, true);

export interface ProductQuery {
  where?: SQL;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

/**
 * Loads products matching the query and shapes them, with 2 queries whatever the count: products
 * joined with their brand, categories and discount (and their rating, services/reviews/ratings.ts),
 * then their meta. (On PGlite every query waits
 * its turn on one thread, so fewer round trips are most of a product call's time.)
 */
export async function findProducts(db: Db, query: ProductQuery = {}): Promise<ApiProduct[]> {
  const base = db
    .select({
      product: products,
      brand: brands,
      category: categories,
      child: childCategories,
      discount: productDiscounts,
      ...ratingColumns,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(childCategories, eq(childCategories.id, products.childCategoryId))
    .leftJoin(productDiscounts, eq(productDiscounts.productId, products.id))
    .where(query.where ? and(activeProduct, query.where) : activeProduct)
    .orderBy(...(query.orderBy ?? [asc(products.id)]))
    .$dynamic();
  if (query.limit !== undefined) base.limit(query.limit);
  if (query.offset !== undefined) base.offset(query.offset);
  const rows = await base;
  if (rows.length === 0) return [];
  const metaRows = await db
    .select()
    .from(productMeta)
    .where(
      inArray(
        productMeta.productId,
        rows.map((r) => r.product.id),
      ),
    );
  const metaByProduct = groupBy(metaRows, (m) => m.productId);

  return rows.map(({ product: row, brand, category, child, discount: discountRow, rating, reviewCount }) => {
    const discount = discountRow ? discountOf(discountRow.discountType, discountRow.discountValue) : null;
    const meta: ApiMeta[] = [
      { option: '_price', value: centsToDecimal(row.priceCents) },
      { option: '_weight', value: (row.weightGrams / 1000).toString() },
      ...(metaByProduct.get(row.id) ?? []).map((m) => ({ option: m.option, value: m.value })),
    ];
    return {
      id: row.id,
      title: row.title,
      sku: row.sku,
      permalink: row.permalink,
      short_description: row.shortDescription,
      long_description: row.longDescription,
      featured_image: row.featuredImage,
      gallery_media: row.galleryMedia,
      category_id: row.categoryId,
      child_category_id: row.childCategoryId,
      category: category
        ? { id: category.id, sku: category.sku, title: category.title, permalink: category.permalink }
        : null,
      child_category: child
        ? {
            id: child.id,
            child_sku: child.childSku,
            child_title: child.childTitle,
            permalink: child.permalink,
          }
        : null,
      brand: brand
        ? {
            id: brand.id,
            title: brand.title,
            permalink: brand.permalink,
            logo_image: brand.logoImage,
            cover_image: brand.coverImage,
          }
        : null,
      product_meta: meta,
      discount_data:
        discount && discountRow
          ? {
              discount_type: discountRow.discountType,
              discount_value:
                discount.kind === 'fixed' ? centsToDecimal(discount.cents) : formatPercent(discount.bp),
              discounted_price: centsToDecimal(applyDiscount(row.priceCents, discount)),
            }
          : null,
      is_featured: row.isFeatured ? 1 : 0,
      stock_status: stockStatusOf(row.stockStatus),
      universal: row.universal,
      image_alts: row.imageAlts,
      // From approved reviews only: null until a customer's review is approved.
      rating: rating === null ? null : Number(rating),
      review_count: Number(reviewCount),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** What an order line needs of a product, read from its row: the price in cents, the discount, the stock. */
export interface ProductPrice {
  id: number;
  title: string;
  sku: string;
  priceCents: number;
  discount: Discount | null;
  stockStatus: StockStatus;
  /** Counted by location: the order reserves it (services/stock/reserve.ts). */
  trackStock: boolean;
  backorderAllowed: boolean;
  lowStockThreshold: number;
  /** What freight carries (null when the product is not sent). */
  goods: FreightGoods | null;
}

/** The active products among `ids` with their price, discount, stock status and freight data, in one query, by id. */
export async function productPrices(db: Db, ids: readonly number[]): Promise<ProductPrice[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      sku: products.sku,
      priceCents: products.priceCents,
      stockStatus: products.stockStatus,
      trackStock: products.trackStock,
      backorderAllowed: products.backorderAllowed,
      lowStockThreshold: products.lowStockThreshold,
      discountType: productDiscounts.discountType,
      discountValue: productDiscounts.discountValue,
      ...FREIGHT_COLUMNS,
    })
    .from(products)
    .leftJoin(productDiscounts, eq(productDiscounts.productId, products.id))
    .where(and(activeProduct, inArray(products.id, [...ids])))
    .orderBy(asc(products.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    sku: row.sku,
    priceCents: row.priceCents,
    trackStock: row.trackStock,
    backorderAllowed: row.backorderAllowed,
    lowStockThreshold: row.lowStockThreshold,
    goods: goodsOf(row),
    stockStatus: stockStatusOf(row.stockStatus),
    discount:
      row.discountType === null || row.discountValue === null
        ? null
        : discountOf(row.discountType, row.discountValue),
  }));
}

/** Products with id greater than `after`, in id order: the bulk export's keyset pages. */
export function productsAfter(db: Db, after: number, limit: number, extra?: SQL): Promise<ApiProduct[]> {
  const where = extra ? and(gt(products.id, after), extra) : gt(products.id, after);
  return findProducts(db, { where, orderBy: [asc(products.id)], limit });
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
