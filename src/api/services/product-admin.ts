/**
 * Products as the back office reads them: one product in lib/catalogue-input's AdminProduct
 * shape (what GET answers and a 409 carries as `current`), and the searchable, filterable list. The
 * writes are in product-admin-write.ts.
 */
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AdminProduct } from '../../lib/catalogue/catalogue-input.ts';
import { galleryOf } from '../../lib/catalogue/product.ts';
import { type StockStatus, stockStatusOf } from '../../lib/catalogue/stock.ts';
import { stringOf } from '../../lib/freight/goods.ts';
import { discountKind } from '../../lib/pricing/pricing.ts';
import { productPath } from '../../lib/site/urls.ts';
import type { DbOrTx } from '../db/client.ts';
import { containsPattern, prefixPattern } from '../db/like.ts';
import { brands, categories, productDiscounts, productMeta, products } from '../db/schema/index.ts';

/** AdminProduct fields kept in product_meta, by their option name. */
export const META_OPTIONS = {
  seo_title: '_seo_title',
  seo_description: '_seo_description',
  seo_keywords: '_seo_tags',
  page_index: '_page_index',
} as const;
export type MetaField = keyof typeof META_OPTIONS;

/** The product_meta value of a meta field ('1'/'0' for page_index). */
export const metaValue = (p: Pick<AdminProduct, MetaField>, f: MetaField): string =>
  f === 'page_index' ? (p.page_index ? '1' : '0') : String(p[f]);

type ProductRow = typeof products.$inferSelect;
type DiscountRow = typeof productDiscounts.$inferSelect;

/** The row's dangerous-goods columns (migration 0018 keeps them all empty or all valid), or null. */
function dangerousGoodsOf(row: ProductRow): AdminProduct['dangerous_goods'] {
  if (row.dgUn === '') return null;
  return {
    un: row.dgUn,
    dg_class: stringOf('dgClass', row.dgClass),
    packing_group: stringOf('packingGroup', row.dgPackingGroup),
    limited_quantity: row.dgLimitedQuantity,
  };
}

/** The products row's freight columns for the fields (no dangerous goods: all empty). */
export function freightColumns(
  p: Pick<
    AdminProduct,
    'length_mm' | 'width_mm' | 'height_mm' | 'freight_class' | 'dangerous_goods' | 'is_virtual'
  >,
) {
  const dg = p.dangerous_goods;
  return {
    lengthMm: p.length_mm,
    widthMm: p.width_mm,
    heightMm: p.height_mm,
    freightClass: p.freight_class,
    dgUn: dg?.un ?? '',
    dgClass: dg?.dg_class ?? '',
    dgPackingGroup: dg?.packing_group ?? '',
    dgLimitedQuantity: dg?.limited_quantity ?? false,
    isVirtual: p.is_virtual,
  };
}

/** The product row, its meta options and its discount row, as the back office sees them. */
export function toAdminProduct(
  row: ProductRow,
  meta: ReadonlyMap<string, string>,
  discount: DiscountRow | null,
): AdminProduct {
  return {
    id: row.id,
    title: row.title,
    sku: row.sku,
    permalink: row.permalink,
    price_cents: row.priceCents,
    discount: discount ? { type: discountKind(discount.discountType), value: discount.discountValue } : null,
    short_description: row.shortDescription,
    long_description: row.longDescription,
    brand_id: row.brandId,
    category_id: row.categoryId,
    child_category_id: row.childCategoryId,
    is_featured: row.isFeatured,
    weight_grams: row.weightGrams,
    length_mm: row.lengthMm,
    width_mm: row.widthMm,
    height_mm: row.heightMm,
    freight_class: stringOf('freightClass', row.freightClass),
    dangerous_goods: dangerousGoodsOf(row),
    is_virtual: row.isVirtual,
    seo_title: meta.get(META_OPTIONS.seo_title) ?? '',
    seo_description: meta.get(META_OPTIONS.seo_description) ?? '',
    seo_keywords: meta.get(META_OPTIONS.seo_keywords) ?? '',
    page_index: meta.get(META_OPTIONS.page_index) !== '0',
    active: row.active,
    universal: row.universal,
    stock_status: stockStatusOf(row.stockStatus),
    images: galleryOf({ featured_image: row.featuredImage, gallery_media: row.galleryMedia }).map((path) => ({
      path,
      alt: row.imageAlts[path] ?? '',
    })),
    version: row.version,
    url: productPath(row.permalink),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One product (active or not) with its meta and discount, or null. */
export async function readAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct | null> {
  const [found] = await db
    .select({ product: products, discount: productDiscounts })
    .from(products)
    .leftJoin(productDiscounts, eq(productDiscounts.productId, products.id))
    .where(eq(products.id, id));
  if (!found) return null;
  const meta = await db
    .select({ option: productMeta.option, value: productMeta.value })
    .from(productMeta)
    .where(and(eq(productMeta.productId, id), inArray(productMeta.option, Object.values(META_OPTIONS))));
  return toAdminProduct(found.product, new Map(meta.map((m) => [m.option, m.value])), found.discount);
}

export interface ProductListQuery {
  q: string;
  categoryId?: number;
  brandId?: number;
  active?: boolean;
  stockStatus?: StockStatus;
  page: number;
  perPage: number;
}

/**
 * Products (inactive ones too), most recently changed first: q matches the title anywhere or the
 * start of the SKU, both ignoring case; the filters narrow by category, brand, active and stock.
 */
export async function listAdminProducts(db: DbOrTx, o: ProductListQuery) {
  const q = o.q.trim();
  const filters: (SQL | undefined)[] = [
    q ? or(ilike(products.title, containsPattern(q)), ilike(products.sku, prefixPattern(q))) : undefined,
    o.categoryId !== undefined ? eq(products.categoryId, o.categoryId) : undefined,
    o.brandId !== undefined ? eq(products.brandId, o.brandId) : undefined,
    o.active !== undefined ? eq(products.active, o.active) : undefined,
    o.stockStatus !== undefined ? eq(products.stockStatus, o.stockStatus) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        sku: products.sku,
        permalink: products.permalink,
        priceCents: products.priceCents,
        categoryId: categories.id,
        categoryTitle: categories.title,
        brandId: brands.id,
        brandTitle: brands.title,
        active: products.active,
        stockStatus: products.stockStatus,
        featuredImage: products.featuredImage,
        version: products.version,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r.title,
      sku: r.sku,
      permalink: r.permalink,
      price_cents: r.priceCents,
      category: r.categoryId !== null ? { id: r.categoryId, title: r.categoryTitle! } : null,
      brand: r.brandId !== null ? { id: r.brandId, title: r.brandTitle! } : null,
      active: r.active,
      stock_status: stockStatusOf(r.stockStatus),
      featured_image: r.featuredImage,
      version: r.version,
      updated_at: r.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: o.page,
    per_page: o.perPage,
  };
}

/** Case-insensitive SKU match, for the uniqueness check. */
export const sameSku = (sku: string): SQL => sql`lower(${products.sku}) = lower(${sku})`;
