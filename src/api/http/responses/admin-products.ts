/** Response shapes of the back office's products: the list, one product, a stale save's 409. */
import * as v from 'valibot';
import { STOCK_STATUSES } from '../../../lib/catalogue/stock.ts';
import { Count, Id, Timestamp } from './catalogue.ts';

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const Stock = v.picklist(STOCK_STATUSES);
const Ref = v.nullable(v.strictObject({ id: Id, title: v.string() }));

export const AdminProductRowSchema = v.strictObject({
  id: Id,
  title: v.string(),
  sku: v.string(),
  permalink: v.string(),
  price_cents: Cents,
  category: Ref,
  brand: Ref,
  active: v.boolean(),
  stock_status: Stock,
  featured_image: v.string(),
  version: Id,
  updated_at: Timestamp,
});

export const AdminProductListSchema = v.strictObject({
  data: v.array(AdminProductRowSchema),
  total: Count,
  page: Id,
  per_page: Id,
});

/** lib/catalogue-input's AdminProduct. */
export const AdminProductSchema = v.pipe(
  v.strictObject({
    id: Id,
    title: v.string(),
    sku: v.string(),
    permalink: v.string(),
    price_cents: Cents,
    discount: v.nullable(
      v.strictObject({
        type: v.picklist(['fixed', 'percent']),
        value: v.pipe(Cents, v.description('Cents for fixed, basis points for percent (1000 = 10%)')),
      }),
    ),
    short_description: v.string(),
    long_description: v.string(),
    brand_id: Id,
    category_id: Id,
    child_category_id: v.nullable(Id),
    is_featured: v.boolean(),
    weight_grams: Count,
    length_mm: Count,
    width_mm: Count,
    height_mm: Count,
    seo_title: v.string(),
    seo_description: v.string(),
    seo_keywords: v.string(),
    page_index: v.boolean(),
    active: v.boolean(),
    /** Fits every vehicle; otherwise only the vehicles its fitment rows list. */
    universal: v.boolean(),
    stock_status: Stock,
    images: v.array(v.strictObject({ path: v.string(), alt: v.string() })),
    version: Id,
    url: v.string(),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
  v.metadata({ ref: 'AdminProduct' }),
);

export const AdminProductAnswerSchema = v.strictObject({ data: AdminProductSchema });

/** 409: someone saved the product since the editor loaded it; `current` is how it is now. */
export const StaleProductSchema = v.strictObject({ message: v.string(), current: AdminProductSchema });

/** 200 for DELETE /admin/products/{id}: the product that was deleted. */
export const DeletedProductSchema = v.strictObject({
  data: v.strictObject({ id: Id, sku: v.string(), deleted: v.literal(true) }),
});
