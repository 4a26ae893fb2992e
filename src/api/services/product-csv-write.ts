/**
 * The import's writes, in bulk inside the caller's transaction: multi-row INSERTs for new products,
 * one UPDATE … FROM (VALUES …) per chunk for changed ones (the freight columns with the rest), then
 * their meta options (upserted) and discounts. Never a query per product, except recordMove for a changed permalink (rare).
 */
import { inArray, sql } from 'drizzle-orm';
import { productPath } from '../../lib/site/urls.ts';
import type { DbOrTx } from '../db/client.ts';
import { productDiscounts, productMeta, products, urlRedirects } from '../db/schema/index.ts';
import { freightColumns, META_OPTIONS, type MetaField, metaValue } from './product-admin.ts';
import type { CsvProduct } from './product-csv-columns.ts';
import { refreshStockStatus } from './stock/status.ts';
import { recordMove } from './url-redirects.ts';

/** Rows per statement: well under PostgreSQL's 65,535 parameters for every table written. */
const CHUNK = 500;
const META_CHUNK = 5000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The products row's image columns: the first image is featured, the rest the gallery. */
function imageColumns(p: CsvProduct) {
  return {
    featuredImage: p.images[0]?.path ?? '',
    galleryMedia: p.images
      .slice(1)
      .map((i) => i.path)
      .join(','),
    imageAlts: Object.fromEntries(p.images.filter((i) => i.alt !== '').map((i) => [i.path, i.alt])),
  };
}

function metaRows(productId: number, p: CsvProduct) {
  return (Object.keys(META_OPTIONS) as MetaField[]).map((f) => ({
    productId,
    option: META_OPTIONS[f],
    value: metaValue(p, f),
  }));
}

/** product_discounts.discount_type: 1 fixed (cents), 0 percent (basis points). */
const discountRow = (productId: number, p: CsvProduct) =>
  p.discount
    ? [{ productId, discountType: p.discount.type === 'fixed' ? 1 : 0, discountValue: p.discount.value }]
    : [];

async function writeMetaAndDiscounts(tx: DbOrTx, written: { id: number; product: CsvProduct }[]) {
  for (const chunk of chunks(
    written.flatMap((w) => metaRows(w.id, w.product)),
    META_CHUNK,
  ))
    await tx
      .insert(productMeta)
      .values(chunk)
      .onConflictDoUpdate({
        target: [productMeta.productId, productMeta.option],
        set: { value: sql`excluded.value` },
      });
  for (const chunk of chunks(written, CHUNK)) {
    await tx.delete(productDiscounts).where(
      inArray(
        productDiscounts.productId,
        chunk.map((w) => w.id),
      ),
    );
    const discounts = chunk.flatMap((w) => discountRow(w.id, w.product));
    if (discounts.length) await tx.insert(productDiscounts).values(discounts);
  }
}

/** Inserts new products; answers their ids by SKU. A redirect away from a new product's URL is dropped (it is live again). */
export async function insertProducts(tx: DbOrTx, list: CsvProduct[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(list, CHUNK)) {
    await tx.delete(urlRedirects).where(
      inArray(
        urlRedirects.fromPath,
        chunk.map((p) => productPath(p.permalink)),
      ),
    );
    const inserted = await tx
      .insert(products)
      .values(
        chunk.map((p) => ({
          title: p.title,
          sku: p.sku,
          permalink: p.permalink,
          shortDescription: p.short_description,
          longDescription: p.long_description,
          categoryId: p.category_id,
          childCategoryId: p.child_category_id,
          brandId: p.brand_id,
          priceCents: p.price_cents,
          weightGrams: p.weight_grams,
          ...freightColumns(p),
          isFeatured: p.is_featured,
          active: p.active,
          stockStatus: p.stock_status,
          universal: p.universal,
          ...imageColumns(p),
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    for (const row of inserted) ids.set(row.sku, row.id);
  }
  await writeMetaAndDiscounts(
    tx,
    list.map((p) => ({ id: ids.get(p.sku)!, product: p })),
  );
  return ids;
}

export interface ProductUpdate {
  id: number;
  /** The file's line the change comes from. */
  line: number;
  before: CsvProduct;
  after: CsvProduct;
}

/** Rewrites changed products (version + 1, updated_at now) and records moved permalinks. */
export async function updateProducts(tx: DbOrTx, list: ProductUpdate[]): Promise<void> {
  for (const chunk of chunks(list, CHUNK)) {
    const values = sql.join(
      chunk.map(({ id, after: p }) => {
        const img = imageColumns(p);
        const f = freightColumns(p);
        return sql`(${id}::int, ${p.title}::text, ${p.sku}::text, ${p.permalink}::text,
          ${p.short_description}::text, ${p.long_description}::text, ${img.featuredImage}::text,
          ${img.galleryMedia}::text, ${JSON.stringify(img.imageAlts)}::jsonb, ${p.category_id}::int,
          ${p.child_category_id}::int, ${p.brand_id}::int, ${p.price_cents}::int, ${p.weight_grams}::int,
          ${p.is_featured}::boolean, ${p.active}::boolean, ${p.stock_status}::text, ${p.universal}::boolean,
          ${f.lengthMm}::int, ${f.widthMm}::int, ${f.heightMm}::int, ${f.freightClass}::text, ${f.dgUn}::text,
          ${f.dgClass}::text, ${f.dgPackingGroup}::text, ${f.dgLimitedQuantity}::boolean,
          ${f.isVirtual}::boolean)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`
      update products as p set
        title = v.title, sku = v.sku, permalink = v.permalink, short_description = v.short_description,
        long_description = v.long_description, featured_image = v.featured_image,
        gallery_media = v.gallery_media, image_alts = v.image_alts, category_id = v.category_id,
        child_category_id = v.child_category_id, brand_id = v.brand_id, price_cents = v.price_cents,
        weight_grams = v.weight_grams, is_featured = v.is_featured, active = v.active,
        stock_status = v.stock_status, universal = v.universal, length_mm = v.length_mm,
        width_mm = v.width_mm, height_mm = v.height_mm, freight_class = v.freight_class, dg_un = v.dg_un,
        dg_class = v.dg_class, dg_packing_group = v.dg_packing_group,
        dg_limited_quantity = v.dg_limited_quantity, is_virtual = v.is_virtual,
        version = p.version + 1, updated_at = now()
      from (values ${values}) as v(id, title, sku, permalink, short_description, long_description,
        featured_image, gallery_media, image_alts, category_id, child_category_id, brand_id, price_cents,
        weight_grams, is_featured, active, stock_status, universal, length_mm, width_mm, height_mm,
        freight_class, dg_un, dg_class, dg_packing_group, dg_limited_quantity, is_virtual)
      where p.id = v.id`);
  }
  await writeMetaAndDiscounts(
    tx,
    list.map((u) => ({ id: u.id, product: u.after })),
  );
  for (const u of list)
    if (u.before.permalink !== u.after.permalink)
      await recordMove(tx, productPath(u.before.permalink), productPath(u.after.permalink));
  // Counted products keep the status their stock gives them, whatever the file said.
  await refreshStockStatus(
    tx,
    list.map((u) => u.id),
  );
}
