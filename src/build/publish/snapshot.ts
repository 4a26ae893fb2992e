/**
 * What the catalogue looks like to the static build, read in one pass from the database: a version
 * of everything that is not a product, a version of all product data, and per product its updated_at
 * and a "shape" hash of the fields that decide where it appears (URL, listings, carousels).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { changeVersions, foldChanges, versionSql } from '../../api/db/catalogue-changes.ts';
import type { Db } from '../../api/db/client.ts';

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

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** Per database: each table's hash with the change version it was read at. */
const hashes = new WeakMap<Db, Map<string, { version: string; hash: string }>>();

/**
 * Each table's row count and the sum of its rows' text hashes (every row's text is hashed, so an edit
 * shows even where updated_at was not bumped). A table is read again only when its change version
 * (src/api/db/catalogue-changes.ts) moved: at 100,000 products hashing every table took 2 s
 * of the main thread, on PGlite the site server's too, before every rebuild.
 */
async function tableHashes(db: Db, tables: readonly string[]): Promise<Map<string, string>> {
  const known = hashes.get(db) ?? new Map<string, { version: string; hash: string }>();
  if (!hashes.has(db)) hashes.set(db, known);
  const versions = await changeVersions(db, tables);
  const stale = tables.filter((t) => known.get(t)?.version !== versions.get(t));
  if (stale.length > 0) {
    // Each table's version and hash in one statement: one snapshot, so the hash is of that version.
    const columns = stale.map(
      (t, i) => sql`${versionSql(t)} as ${sql.raw(`v${i}`)},
        (select count(*) || ':' || coalesce(sum(hashtext(t::text))::text, '') from ${sql.raw(t)} t) as ${sql.raw(`h${i}`)}`,
    );
    const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
      rows: Record<string, string>[];
    };
    const row = result.rows[0]!;
    for (const [i, t] of stale.entries()) known.set(t, { version: row[`v${i}`]!, hash: row[`h${i}`]! });
  }
  return new Map(tables.map((t) => [t, known.get(t)!.hash]));
}

export async function catalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const [placing, productData] = [await placingSnapshot(db), await productDataVersion(db)];
  return { ...placing, productData };
}

/**
 * The version of all product data (products, their meta and discounts): every row's text hashed,
 * which after an edit at 100,000 products took about 2 s on PGlite. A plan needs it only when no
 * product's updated_at moved (src/build/publish/publisher.ts); after an edit it is read once the
 * edit's pages are live.
 */
export async function productDataVersion(db: Db): Promise<string> {
  const tables = await tableHashes(db, PRODUCT_TABLES);
  return sha(PRODUCT_TABLES.map((t) => tables.get(t)).join('|'));
}

/** The product tables' change versions: whether product data may have changed since, without reading it. */
export async function productChangeVersions(db: Db): Promise<string> {
  return [...(await changeVersions(db, PRODUCT_TABLES)).values()].join(',');
}

/** Everything of the snapshot but the product data's version. */
export async function placingSnapshot(db: Db): Promise<Omit<CatalogueSnapshot, 'productData'>> {
  const tables = await tableHashes(db, CONTENT_TABLES);
  const versionOf = (names: string[]) => sha(names.map((t) => tables.get(t)).join('|'));
  await foldChanges(db);
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
  return { content: versionOf(CONTENT_TABLES), products };
}
