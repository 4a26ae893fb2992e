/**
 * What the catalogue looks like to the static build, read in one pass from the database: a version
 * of everything that is not a product, a version of all product data, and per product its updated_at
 * and a "shape" hash of the fields that decide where it appears (URL, listings, carousels).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../api/db/client.ts';

export interface CatalogueSnapshot {
  /**
   * Categories, brands, blogs, page meta, settings, social links, pages, FAQs, home blocks, redirects,
   * vehicles and fitment (the selector tree, vehicle files and pages, every product's Fitment tab).
   */
  content: string;
  /** Products, their meta and discounts. */
  productData: string;
  /** id -> [updated_at, shape hash] of every active product. */
  products: Record<string, [string, string]>;
}

const CONTENT_TABLES = [
  'categories',
  'child_categories',
  'brands',
  'blogs',
  'page_meta',
  'general_settings',
  'social_links',
  'info_pages',
  'faqs',
  'home_blocks',
  'url_redirects',
  'vehicles',
  'fitments',
];
const PRODUCT_TABLES = ['products', 'product_meta', 'product_discounts'];

function versionOf(tables: string[]): string {
  // Every row's text is hashed, so an edit shows even where updated_at was not bumped.
  return tables
    .map((t) => `(select count(*) || ':' || coalesce(sum(hashtext(t::text))::text, '') from ${t} t)`)
    .join(" || '|' || ");
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export async function catalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const versions = (await db.execute(
    sql.raw(`select ${versionOf(CONTENT_TABLES)} as content, ${versionOf(PRODUCT_TABLES)} as products`),
  )) as unknown as { rows: { content: string; products: string }[] };
  // The shape: permalink and SKU (URLs, redirects), category, child category and brand (listings,
  // related products), featured flag and creation time (home and New Products carousels), universal
  // (vehicle files, shop-by-vehicle pages and "fits my vehicle" listings).
  const rows = (await db.execute(
    sql.raw(`select id, updated_at, md5(concat_ws('|', permalink, sku, category_id, child_category_id,
      brand_id, is_featured, created_at, universal)) as shape from products where active order by id`),
  )) as unknown as { rows: { id: number; updated_at: Date | string; shape: string }[] };
  const products: CatalogueSnapshot['products'] = {};
  for (const row of rows.rows) {
    products[String(row.id)] = [new Date(row.updated_at).toISOString(), row.shape];
  }
  return {
    content: sha(versions.rows[0]?.content ?? ''),
    productData: sha(versions.rows[0]?.products ?? ''),
    products,
  };
}
