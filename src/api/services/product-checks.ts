/**
 * The product rules only the database can answer: SKU (ignoring case) and permalink not
 * used by another product, brand and categories exist and the child is under the category, a fixed
 * discount within the price, and every new image uploaded; with them, the rule across fields that a
 * shipped product on sale has a weight and size (lib/catalogue/freight-input.ts). Messages name the
 * field at fault.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { AdminProduct } from '../../lib/catalogue/catalogue-input.ts';
import { shippedSizeErrors } from '../../lib/catalogue/freight-input.ts';
import type { DbOrTx } from '../db/client.ts';
import { brands, categories, childCategories, products } from '../db/schema/index.ts';
import { missingKeys } from '../storage/missing.ts';
import { asStorage, type StorageOrFolder } from '../storage/of-deps.ts';
import { sameSku } from './product-admin.ts';

/** Every editable field of a product (AdminProduct without its id, version, URL and stamps). */
export type ProductFields = Omit<AdminProduct, 'id' | 'version' | 'url' | 'created_at' | 'updated_at'>;
export type Field = keyof ProductFields;
/** Messages by field name as sent (`sku`, `images.0.path`). */
export type Errors = Record<string, string>;

/**
 * The rules the database knows: checked for the `fields` that change (an unchanged SKU or image is
 * not checked again), against every product but `selfId`. Images in `known` are already the product's.
 */
export async function check(
  db: DbOrTx,
  p: ProductFields,
  fields: ReadonlySet<Field>,
  o: { selfId: number | null; known: ReadonlySet<string>; storageDir: StorageOrFolder },
): Promise<Errors> {
  // Whatever changed: a save leaves the product as a whole fit to ship (the editor loads one from before the rule).
  const errors: Errors = shippedSizeErrors(p);
  const others = o.selfId === null ? undefined : ne(products.id, o.selfId);
  if (fields.has('sku')) {
    const [taken] = await db
      .select({ title: products.title })
      .from(products)
      .where(and(sameSku(p.sku), others))
      .limit(1);
    if (taken) errors.sku = `SKU ${p.sku} is already used by "${taken.title}".`;
  }
  if (fields.has('permalink')) {
    const [taken] = await db
      .select({ title: products.title })
      .from(products)
      .where(and(eq(products.permalink, p.permalink), others))
      .limit(1);
    if (taken) errors.permalink = `Permalink ${p.permalink} is already used by "${taken.title}".`;
  }
  if (fields.has('brand_id')) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, p.brand_id));
    if (!brand) errors.brand_id = `Brand ${p.brand_id} does not exist.`;
  }
  if (fields.has('category_id') || fields.has('child_category_id')) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, p.category_id));
    if (!category) errors.category_id = `Category ${p.category_id} does not exist.`;
    if (p.child_category_id !== null) {
      const [child] = await db
        .select({ categoryId: childCategories.categoryId })
        .from(childCategories)
        .where(eq(childCategories.id, p.child_category_id));
      if (!child) errors.child_category_id = `Child category ${p.child_category_id} does not exist.`;
      else if (child.categoryId !== p.category_id)
        errors.child_category_id = `Child category ${p.child_category_id} is not under category ${p.category_id}.`;
    }
  }
  if ((fields.has('discount') || fields.has('price_cents')) && p.discount?.type === 'fixed')
    if (p.discount.value > p.price_cents) errors.discount = 'A fixed discount cannot be more than the price.';
  if (fields.has('images')) {
    const fresh = p.images.map((image) => image.path).filter((path) => !o.known.has(path));
    const missing = await missingKeys(asStorage(o.storageDir), fresh);
    for (const [i, image] of p.images.entries())
      if (missing.has(image.path)) errors[`images.${i}.path`] ??= `Image ${image.path} was not uploaded.`;
  }
  return errors;
}
