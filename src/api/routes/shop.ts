/**
 * GET /shop: one page of products, filtered by category, child category or brand, with the page's meta;
 * and by vehicle (and model year): universal products and those whose fitment covers it.
 */
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ShopPageSchema } from '../../lib/api/schemas/catalogue.ts';
import { FITMENT_MESSAGES } from '../../lib/fitment/fitment.ts';
import { GARAGE_MESSAGES, YearText } from '../../lib/fitment/garage-input.ts';
import { brands, categories, childCategories, products } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../http/errors.ts';
import { doc } from '../http/openapi.ts';
import { positiveIntText, validate, wholeNumberText } from '../http/validate.ts';
import { activeProduct, findProducts } from '../services/products.ts';
import { readPageMeta } from '../services/taxonomy.ts';
import { findVehicle, fitsVehicle, madeIn } from '../services/vehicles.ts';

const ShopQuerySchema = v.strictObject({
  page: v.optional(positiveIntText('page'), '1'),
  pagination: v.optional(positiveIntText('pagination', 100), '20'),
  category: v.optional(v.pipe(v.string(), v.maxLength(200, 'category is too long'))),
  child_category: v.optional(v.pipe(v.string(), v.maxLength(200, 'child_category is too long'))),
  brand: v.optional(v.pipe(v.string(), v.maxLength(200, 'brand is too long'))),
  /** A vehicle id: only products that fit it (universal ones too); `year` narrows to a model year. */
  vehicle: v.optional(wholeNumberText('vehicle')),
  year: v.optional(YearText),
});

const docs = doc(
  'Catalogue',
  'One page of products, filtered by category, child category, brand or vehicle',
  {
    200: ShopPageSchema,
    400: 'A query parameter is unknown or malformed, or year is given without vehicle.',
    404: 'No such category, child category, brand, vehicle or page.',
    422: 'The vehicle was not made in that year.',
  },
);
const query = validate('query', ShopQuerySchema);

export const shopRoutes = new Hono<AppEnv>().get('/shop', docs, query, async (c) => {
  const db = c.var.db;
  const q = c.req.valid('query');
  if (q.year !== undefined && q.vehicle === undefined)
    return c.json({ message: GARAGE_MESSAGES.yearWithoutVehicle }, 400);
  const filters: SQL[] = [];
  let scope: 'shop' | 'category' | 'child_category' | 'brand' = 'shop';
  let refKey = '';

  if (q.category) {
    const [category] = await db
      .select()
      .from(categories)
      .where(or(eq(categories.sku, q.category), eq(categories.permalink, q.category)));
    if (!category) return notFound(c, `Category '${q.category}' not found`);
    filters.push(eq(products.categoryId, category.id));
    scope = 'category';
    refKey = category.sku;
  }
  if (q.child_category) {
    const [child] = await db
      .select()
      .from(childCategories)
      .where(eq(childCategories.childSku, q.child_category));
    if (!child) return notFound(c, `Child category '${q.child_category}' not found`);
    filters.push(eq(products.childCategoryId, child.id));
    scope = 'child_category';
    refKey = child.childSku;
  }
  if (q.brand) {
    const [brand] = await db.select().from(brands).where(eq(brands.permalink, q.brand));
    if (!brand) return notFound(c, `Brand '${q.brand}' not found`);
    filters.push(eq(products.brandId, brand.id));
    if (scope === 'shop') {
      scope = 'brand';
      refKey = brand.permalink;
    }
  }

  if (q.vehicle !== undefined) {
    const vehicle = await findVehicle(db, q.vehicle);
    if (!vehicle) return notFound(c, FITMENT_MESSAGES.vehicleNotFound);
    if (q.year !== undefined && !madeIn(vehicle, q.year))
      return c.json({ message: FITMENT_MESSAGES.yearOutside(vehicle) }, 422);
    filters.push(fitsVehicle(vehicle.id, q.year ?? null));
  }

  const where = filters.length ? and(...filters) : undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where ? and(activeProduct, where) : activeProduct);
  const total = count?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / q.pagination));
  if (q.page > lastPage) return notFound(c, `Page ${q.page} does not exist; the last page is ${lastPage}`);

  const [data, meta] = await Promise.all([
    findProducts(db, {
      where,
      orderBy: [asc(products.id)],
      limit: q.pagination,
      offset: (q.page - 1) * q.pagination,
    }),
    readPageMeta(db, scope, refKey),
  ]);
  return c.json({ data, meta, total, last_page: lastPage, current_page: q.page, per_page: q.pagination });
});
