/**
 * Product writes for the back office: create, edit (optimistic locking), duplicate. Every
 * write checks what the schema cannot (SKU and permalink unique, brand and categories exist, a fixed
 * discount within the price, images uploaded), sanitises the descriptions, and in ONE transaction
 * writes the row, its meta and discount, a 301 for a changed permalink and the audit entry. A failed
 * check writes nothing; a unique violation from a racing save is the same 422 as the check's.
 */
import { eq, sql } from 'drizzle-orm';
import type { AdminProduct, ProductCreate, ProductEdit } from '../../lib/catalogue/catalogue-input.ts';
import { sanitize } from '../../lib/format/html.ts';
import { productPath } from '../../lib/site/urls.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { productDiscounts, productMeta, products, urlRedirects } from '../db/schema/index.ts';
import type { Actor } from '../http/staff.ts';
import type { StorageOrFolder } from '../storage/of-deps.ts';
import { recordAudit } from './audit.ts';
import {
  freightColumns,
  META_OPTIONS,
  type MetaField,
  metaValue,
  readAdminProduct,
} from './product-admin.ts';
import { check, type Errors, type Field, type ProductFields } from './product-checks.ts';
import { refreshStockStatus } from './stock/status.ts';
import { recordMove } from './url-redirects.ts';
import { saveVersioned, staleMessage } from './versioned.ts';

export type WriteResult =
  | { status: 200 | 201; data: AdminProduct; changed: boolean }
  | { status: 404; message: string }
  | { status: 409; message: string; current: AdminProduct }
  | { status: 422; message: string; errors: Errors };

export interface WriteContext {
  actor: Actor | null;
  /** Where uploads are stored (a Storage, or a folder): an image must be there before a product can show it. */
  storageDir: StorageOrFolder;
}

export const PRODUCT_NOT_FOUND = 'Product not found';
const FIELDS: Field[] = [
  'title',
  'sku',
  'permalink',
  'price_cents',
  'discount',
  'short_description',
  'long_description',
  'brand_id',
  'category_id',
  'child_category_id',
  'is_featured',
  'weight_grams',
  'length_mm',
  'width_mm',
  'height_mm',
  'freight_class',
  'dangerous_goods',
  'is_virtual',
  'seo_title',
  'seo_description',
  'seo_keywords',
  'page_index',
  'active',
  'universal',
  'stock_status',
  'images',
];
const RICH_TEXT = ['short_description', 'long_description'] as const;

const fieldsOf = (p: AdminProduct): ProductFields =>
  Object.fromEntries(FIELDS.map((f) => [f, p[f]])) as ProductFields;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const invalid = (errors: Errors): WriteResult => ({
  status: 422,
  message: Object.values(errors)[0]!,
  errors,
});

/** The descriptions through lib/html's allow-list: what is stored is what may be shown. */
function sanitized<T extends Partial<ProductFields>>(input: T): T {
  const out: Partial<ProductFields> = { ...input };
  for (const f of RICH_TEXT) {
    const html = out[f];
    if (typeof html === 'string') out[f] = sanitize(html);
  }
  return out as T;
}

/** The products row's columns for the fields (images: the first is featured, the rest the gallery). */
function columnsOf(p: ProductFields) {
  const [featured, ...rest] = p.images;
  return {
    title: p.title,
    sku: p.sku,
    permalink: p.permalink,
    priceCents: p.price_cents,
    shortDescription: p.short_description,
    longDescription: p.long_description,
    brandId: p.brand_id,
    categoryId: p.category_id,
    childCategoryId: p.child_category_id,
    isFeatured: p.is_featured,
    weightGrams: p.weight_grams,
    ...freightColumns(p),
    active: p.active,
    universal: p.universal,
    stockStatus: p.stock_status,
    featuredImage: featured?.path ?? '',
    galleryMedia: rest.map((i) => i.path).join(','),
    imageAlts: Object.fromEntries(p.images.filter((i) => i.alt).map((i) => [i.path, i.alt])),
  };
}

/** Writes the meta options and the discount of `fields` (all of them for a new product). */
async function writeExtras(tx: DbOrTx, id: number, p: ProductFields, fields: ReadonlySet<Field>) {
  const meta = (Object.keys(META_OPTIONS) as MetaField[]).filter((f) => fields.has(f));
  if (meta.length)
    await tx
      .insert(productMeta)
      .values(meta.map((f) => ({ productId: id, option: META_OPTIONS[f], value: metaValue(p, f) })))
      .onConflictDoUpdate({
        target: [productMeta.productId, productMeta.option],
        set: { value: sql`excluded.value` },
      });
  if (!fields.has('discount')) return;
  if (!p.discount) {
    await tx.delete(productDiscounts).where(eq(productDiscounts.productId, id));
    return;
  }
  const row = { discountType: p.discount.type === 'fixed' ? 1 : 0, discountValue: p.discount.value };
  await tx
    .insert(productDiscounts)
    .values({ productId: id, ...row })
    .onConflictDoUpdate({ target: productDiscounts.productId, set: row });
}

/** Inserts a checked product; its page's path is live, so a redirect away from it goes. */
async function insertProduct(tx: DbOrTx, p: ProductFields): Promise<number> {
  const [row] = await tx.insert(products).values(columnsOf(p)).returning({ id: products.id });
  await writeExtras(tx, row!.id, p, new Set(FIELDS));
  await tx.delete(urlRedirects).where(eq(urlRedirects.fromPath, productPath(p.permalink)));
  return row!.id;
}

/**
 * Runs a write; a unique violation (another save took the SKU or permalink between check and
 * write) answers as the check would have.
 */
async function guarded(
  db: Db,
  written: () => ProductFields | null,
  selfId: number | null,
  write: () => Promise<WriteResult>,
): Promise<WriteResult> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const p = written();
    const errors = p
      ? await check(db, p, new Set<Field>(['sku', 'permalink']), { selfId, known: new Set(), storageDir: '' })
      : {};
    return invalid(
      Object.keys(errors).length ? errors : { sku: 'Another product has just taken this SKU or permalink.' },
    );
  }
}

export async function createProduct(db: Db, input: ProductCreate, ctx: WriteContext): Promise<WriteResult> {
  const p = sanitized(input as ProductFields);
  return guarded(
    db,
    () => p,
    null,
    () =>
      db.transaction(async (tx) => {
        const errors = await check(tx, p, new Set(FIELDS), {
          selfId: null,
          known: new Set(),
          storageDir: ctx.storageDir,
        });
        if (Object.keys(errors).length) return invalid(errors);
        const id = await insertProduct(tx, p);
        const data = (await readAdminProduct(tx, id))!;
        await recordAudit(tx, ctx.actor, {
          action: 'product.create',
          entity: 'product',
          entityId: id,
          after: fieldsOf(data),
        });
        return { status: 201, data, changed: true };
      }),
  );
}

/** Saves `edit` if the product is still at edit.version: 409 with the product as it is otherwise. */
export async function editProduct(
  db: Db,
  id: number,
  input: ProductEdit,
  ctx: WriteContext,
): Promise<WriteResult> {
  const { version, ...rest } = input;
  const edit = sanitized(
    Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Partial<ProductFields>,
  );
  let next: ProductFields | null = null;
  return guarded(
    db,
    () => next,
    id,
    () =>
      db.transaction(async (tx): Promise<WriteResult> => {
        await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
        const before = await readAdminProduct(tx, id);
        if (!before) return { status: 404, message: PRODUCT_NOT_FOUND };
        if (before.version !== version)
          return { status: 409, message: staleMessage('product'), current: before };
        const was = fieldsOf(before);
        next = { ...was, ...edit };
        const fields = new Set(FIELDS.filter((f) => f in edit && !same(was[f], next![f])));
        if (fields.size === 0) return { status: 200, data: before, changed: false };
        const known = new Set(before.images.map((i) => i.path));
        const errors = await check(tx, next, fields, { selfId: id, known, storageDir: ctx.storageDir });
        if (Object.keys(errors).length) return invalid(errors);
        const saved = await saveVersioned(tx, products, id, version, columnsOf(next));
        if (!saved) {
          const current = await readAdminProduct(tx, id);
          if (!current) return { status: 404, message: PRODUCT_NOT_FOUND };
          return { status: 409, message: staleMessage('product'), current };
        }
        await writeExtras(tx, id, next, fields);
        // A counted product's status is worked out from its stock, whatever the form held.
        if (fields.has('stock_status')) await refreshStockStatus(tx, [id]);
        if (fields.has('permalink'))
          await recordMove(tx, productPath(was.permalink), productPath(next.permalink));
        const data = (await readAdminProduct(tx, id))!;
        const now = fieldsOf(data);
        await recordAudit(tx, ctx.actor, {
          action: 'product.edit',
          entity: 'product',
          entityId: id,
          before: Object.fromEntries([...fields].map((f) => [f, was[f]])),
          after: Object.fromEntries([...fields].map((f) => [f, now[f]])),
        });
        return { status: 200, data, changed: true };
      }),
  );
}

/** `base`, or base + `-2`, `-3` … : the first that `taken` does not hold, kept within `max` characters. */
function firstFree(base: string, max: number, taken: (candidate: string) => boolean): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, max - suffix.length)}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** A copy, inactive: "Copy of …", SKU <sku>-COPY (-COPY-2 …), permalink <permalink>-copy (-copy-2 …). */
export async function duplicateProduct(db: Db, id: number, ctx: WriteContext): Promise<WriteResult> {
  const source = await readAdminProduct(db, id);
  if (!source) return { status: 404, message: PRODUCT_NOT_FOUND };
  const skuBase = `${source.sku.slice(0, 64 - '-COPY-99'.length)}-COPY`;
  const linkBase = `${source.permalink.slice(0, 200 - '-copy-99'.length)}-copy`;
  const p: ProductFields = { ...fieldsOf(source), active: false };
  return guarded(
    db,
    () => p,
    null,
    () =>
      db.transaction(async (tx) => {
        const skus = await tx
          .select({ sku: sql<string>`lower(${products.sku})` })
          .from(products)
          .where(sql`lower(${products.sku}) like lower(${`${skuBase}%`})`);
        const links = await tx
          .select({ permalink: products.permalink })
          .from(products)
          .where(sql`${products.permalink} like ${`${linkBase}%`}`);
        const takenSkus = new Set(skus.map((r) => r.sku));
        const takenLinks = new Set(links.map((r) => r.permalink));
        p.sku = firstFree(skuBase, 64, (s) => takenSkus.has(s.toLowerCase()));
        p.permalink = firstFree(linkBase, 200, (s) => takenLinks.has(s));
        p.title = `Copy of ${source.title}`.slice(0, 255);
        const copy = await insertProduct(tx, p);
        const data = (await readAdminProduct(tx, copy))!;
        await recordAudit(tx, ctx.actor, {
          action: 'product.duplicate',
          entity: 'product',
          entityId: copy,
          before: { copied_from: id },
          after: fieldsOf(data),
        });
        return { status: 201, data, changed: true };
      }),
  );
}
