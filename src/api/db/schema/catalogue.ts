/**
 * The catalogue: categories, brands, products with their search documents, meta and discounts, the
 * listing pages' meta, and the change counters the publisher reads.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stamps, version } from './columns.ts';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  title: text('title').notNull(),
  permalink: text('permalink').notNull().unique(),
  thumbnailImage: text('thumbnail_image').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...version,
  ...stamps,
});

export const childCategories = pgTable(
  'child_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    childSku: text('child_sku').notNull().unique(),
    childTitle: text('child_title').notNull(),
    permalink: text('permalink').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...version,
    ...stamps,
  },
  (t) => [uniqueIndex('child_categories_parent_permalink_idx').on(t.categoryId, t.permalink)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  permalink: text('permalink').notNull().unique(),
  logoImage: text('logo_image').notNull().default(''),
  coverImage: text('cover_image').notNull().default(''),
  description: text('description').notNull().default(''),
  active: boolean('active').notNull().default(true),
  ...version,
  ...stamps,
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    sku: text('sku').notNull().unique(),
    permalink: text('permalink').notNull().unique(),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    featuredImage: text('featured_image').notNull().default(''),
    /** The gallery: image paths separated by commas. */
    galleryMedia: text('gallery_media').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    childCategoryId: integer('child_category_id').references(() => childCategories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    priceCents: integer('price_cents').notNull(),
    weightGrams: integer('weight_grams').notNull().default(0),
    /** The packed size in millimetres: cubic weight and the freight class (lib/freight/goods.ts). */
    lengthMm: integer('length_mm').notNull().default(0),
    widthMm: integer('width_mm').notNull().default(0),
    heightMm: integer('height_mm').notNull().default(0),
    /** standard | bulky | oversize (lib/freight/goods.ts FREIGHT_CLASSES); its size may put it higher. */
    freightClass: text('freight_class').notNull().default('standard'),
    /** Dangerous goods: the UN number ('UN2794'), '' when the product is not dangerous goods. */
    dgUn: text('dg_un').notNull().default(''),
    /** The ADG class ('8'), packing group ('III' or '') and limited quantity; read only with dg_un. */
    dgClass: text('dg_class').notNull().default(''),
    dgPackingGroup: text('dg_packing_group').notNull().default(''),
    dgLimitedQuantity: boolean('dg_limited_quantity').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isVirtual: boolean('is_virtual').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /**
     * in_stock | low_stock | out_of_stock | backorder (lib/catalogue/stock.ts): JSON-LD availability
     * and Add to cart. Set by editors while `trackStock` is off; worked out from the stock levels
     * (services/stock-status.ts) while it is on.
     */
    stockStatus: text('stock_status').notNull().default('in_stock'),
    /** The shop counts this product's stock by location (db/schema/stock.ts). */
    trackStock: boolean('track_stock').notNull().default(false),
    /** Orders beyond what is available are taken and owed (the product page says when more arrive). */
    backorderAllowed: boolean('backorder_allowed').notNull().default(false),
    /** When more is expected, as YYYY-MM-DD; '' when unknown. */
    backorderDate: text('backorder_date').notNull().default(''),
    /** Available at or below this (over every location) is "Low stock". */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Alt text per image path of the featured image and gallery; the title stands in where missing. */
    imageAlts: jsonb('image_alts').$type<Record<string, string>>().notNull().default({}),
    /**
     * Fits every vehicle (fluids, tools, most accessories); otherwise the product fits only the
     * vehicles its `fitments` rows list.
     */
    universal: boolean('universal').notNull().default(false),
    /** The version of the product's fitment rows, apart from `version`: the editor saves them on their own. */
    fitmentVersion: integer('fitment_version').notNull().default(1),
    ...version,
    ...stamps,
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_child_category_idx').on(t.childCategoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_updated_at_idx').on(t.updatedAt),
    // SKUs are unique whatever their case (the editor's check says so; this holds it under races).
    uniqueIndex('products_sku_lower_idx').on(sql`lower(${t.sku})`),
    // The back office's product list and search box: ILIKE '%…%' (pg_trgm), inactive products too.
    index('products_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('products_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
  ],
);

/** PostgreSQL's text search document type; read only inside SQL, never selected into the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What GET /search-product searches: one row per active product, kept by triggers (migration 0010)
 * on products, brands, categories and child categories, so every write path (editor, CSV import,
 * generator) keeps it current. A table of its own rather than columns on products, so product reads
 * never carry the document, and so it can hold the brand and category names a generated column
 * cannot reach.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The SKU in lower case with only its letters and digits: "BOS-BRK58537" is "bosbrk58537". */
    skuKey: text('sku_key').notNull(),
    /** Title (weight A), brand and category names (B), short (C) and long description (D). */
    document: tsvector('document').notNull(),
  },
  // GIN without its pending list (fastupdate): a search scans the whole list, which grows with every
  // edit until a vacuum (PGlite never runs one); measured at 100k, 7,000 pending SKUs made a part
  // number lookup take 150 ms instead of 1 ms.
  (t) => [
    index('product_search_document_idx').using('gin', t.document).with({ fastupdate: false }),
    // Part numbers typed in part or with a slip: LIKE '%…%' and similarity (pg_trgm).
    index('product_search_sku_trgm_idx')
      .using('gin', t.skuKey.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // Exact part numbers and their beginnings: = and LIKE '…%'.
    index('product_search_sku_key_idx').on(t.skuKey.op('text_pattern_ops')),
  ],
);

/** SEO and other open-ended product options (_seo_title, _seo_description, _seo_tags, _canonical_url, _schema_markup, _page_index). */
export const productMeta = pgTable(
  'product_meta',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    option: text('option').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [uniqueIndex('product_meta_product_option_idx').on(t.productId, t.option)],
);

/** discount_type 1 = fixed (value in cents); anything else = percent (value in basis points). */
export const productDiscounts = pgTable('product_discounts', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  discountType: smallint('discount_type').notNull(),
  discountValue: integer('discount_value').notNull(),
});

/** Page meta of listing pages. scope: shop | category | child_category | brand; refKey: the sku or permalink ('' for the shop). */
export const pageMeta = pgTable(
  'page_meta',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    refKey: text('ref_key').notNull().default(''),
    option: text('option').notNull(),
    value: text('value').notNull().default(''),
    updatedAt: stamps.updatedAt,
  },
  (t) => [uniqueIndex('page_meta_scope_ref_option_idx').on(t.scope, t.refKey, t.option)],
);

/**
 * One row per statement that wrote a catalogue table (a trigger adds it in the statement's
 * transaction, migration 0011): a scope's summed weight changes exactly when a reader can see new
 * rows of its table, so a reader tells cheaply whether a table may have changed since it last looked
 * (the publisher's snapshot rehashes only those tables; the fitment export is answered from memory
 * while its scopes stay). Rows are only added, never updated, so writers never wait on each other
 * here; a reader folds a scope's rows into one of their summed weight (src/api/db/catalogue-changes.ts).
 * `products.fitment` counts only products added or removed, or their active or universal flag changed.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    scope: text('scope').notNull(),
    weight: bigint('weight', { mode: 'number' }).notNull().default(1),
  },
  (t) => [index('catalogue_changes_scope_idx').on(t.scope)],
);
