/**
 * The rules of a product as editors write it: one valibot schema used by the API (create, edit, CSV
 * import) and by the back office's form, so both say the same thing about the same field. Messages
 * name the field as a person reads it. Rich text (descriptions) is checked for length here and
 * sanitised by the API with lib/html's allow-list before it is stored.
 */
import * as v from 'valibot';
import { MAX_INT4, MAX_PRICE_CENTS } from '../forms/limits.ts';
import { DangerousGoodsInputSchema, FreightClassSchema } from './freight-input.ts';
import { STOCK_STATUSES } from './stock.ts';

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const PERMALINK_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An uploaded image's storage path (POST /api/admin/uploads answers these). */
export const IMAGE_PATH_PATTERN = /^uploads\/[a-z0-9/_-]+\.(?:webp|png|jpe?g)$/;

export const MAX_SHORT_DESCRIPTION = 5_000;
export const MAX_LONG_DESCRIPTION = 100_000;
export const MAX_IMAGES = 20;

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `${label} must be at most ${max.toLocaleString('en-AU')} characters`),
  );

const requiredText = (label: string, max: number) =>
  v.pipe(text(label, max), v.minLength(1, `${label} is required`));

const whole = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max.toLocaleString('en-AU')}`),
  );

const id = (label: string) =>
  v.pipe(
    v.number(`${label} must be an id`),
    v.integer(`${label} must be an id`),
    v.minValue(1, `${label} must be an id`),
    v.maxValue(MAX_INT4, `${label} must be an id`),
  );

export const DiscountInputSchema = v.pipe(
  v.strictObject({
    type: v.picklist(['fixed', 'percent'], 'Discount type must be fixed or percent'),
    /** Cents for fixed, basis points for percent (1000 = 10%). */
    value: whole('Discount value', 1, MAX_PRICE_CENTS),
  }),
  v.check((d) => d.type !== 'percent' || d.value <= 10_000, 'A percent discount must be at most 100%'),
);

export const ImageInputSchema = v.strictObject({
  path: v.pipe(
    v.string('Image path must be text'),
    v.regex(IMAGE_PATH_PATTERN, 'Image path must be an uploaded image'),
  ),
  alt: text('Alt text', 300),
});

/** Every field of a product; create needs them all but the optional ones, edit any subset. */
export const productFields = {
  title: requiredText('Title', 255),
  sku: v.pipe(
    v.string('SKU must be text'),
    v.trim(),
    v.regex(SKU_PATTERN, 'SKU must be 1 to 64 letters, digits, dots, dashes or underscores'),
  ),
  permalink: v.pipe(
    v.string('Permalink must be text'),
    v.trim(),
    v.maxLength(200, 'Permalink must be at most 200 characters'),
    v.regex(PERMALINK_PATTERN, 'Permalink must be lower-case letters and digits joined by single dashes'),
  ),
  price_cents: whole('Price', 0, MAX_PRICE_CENTS),
  discount: v.nullable(DiscountInputSchema),
  short_description: text('Short description', MAX_SHORT_DESCRIPTION),
  long_description: text('Long description', MAX_LONG_DESCRIPTION),
  brand_id: id('Brand'),
  category_id: id('Category'),
  child_category_id: v.nullable(id('Child category')),
  is_featured: v.boolean('Featured must be true or false'),
  weight_grams: whole('Weight', 0, 1_000_000),
  length_mm: whole('Length', 0, 100_000),
  width_mm: whole('Width', 0, 100_000),
  height_mm: whole('Height', 0, 100_000),
  /** Standard parcel, bulky or oversize (lib/freight/goods.ts); the size may demand a larger one. */
  freight_class: FreightClassSchema,
  /** UN number, class, packing group and limited quantity; null for goods that are not dangerous. */
  dangerous_goods: v.nullable(DangerousGoodsInputSchema),
  /** Not shipped (a service, a gift card): no weight or size needed, no freight. */
  is_virtual: v.boolean('Not shipped must be true or false'),
  seo_title: text('SEO title', 255),
  seo_description: text('SEO description', 500),
  seo_keywords: text('SEO keywords', 500),
  /** false: noindex, nofollow (the product spec's _page_index 0). */
  page_index: v.boolean('Page index must be true or false'),
  active: v.boolean('Active must be true or false'),
  /**
   * Fits every vehicle (fluids, tools, most accessories). Otherwise the part fits only the
   * vehicles its fitment rows list (they come from the fitment import).
   */
  universal: v.boolean('Universal must be true or false'),
  /** Set by hand while the product's stock is not counted; worked out from the stock while it is. */
  stock_status: v.picklist(
    STOCK_STATUSES,
    'Stock status must be in_stock, low_stock, out_of_stock or backorder',
  ),
  /** In display order; the first is the featured image. */
  images: v.pipe(
    v.array(ImageInputSchema, 'Images must be a list'),
    v.maxLength(MAX_IMAGES, `A product can have at most ${MAX_IMAGES} images`),
    v.check((list) => new Set(list.map((i) => i.path)).size === list.length, 'An image is listed twice'),
  ),
};

const optionalDefaults = {
  discount: null,
  short_description: '',
  long_description: '',
  child_category_id: null,
  is_featured: false,
  weight_grams: 0,
  length_mm: 0,
  width_mm: 0,
  height_mm: 0,
  freight_class: 'standard',
  dangerous_goods: null,
  is_virtual: false,
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  page_index: true,
  active: true,
  universal: false,
  stock_status: 'in_stock',
  images: [],
} as const;

type Fields = typeof productFields;
type WithDefaults = {
  [K in keyof Fields]: K extends keyof typeof optionalDefaults
    ? v.OptionalSchema<Fields[K], never>
    : Fields[K];
};

/** POST /api/admin/products and each CSV row: the required fields, the rest defaulted. */
export const ProductCreateSchema = v.strictObject(
  Object.fromEntries(
    Object.entries(productFields).map(([k, schema]) => [
      k,
      k in optionalDefaults
        ? v.optional(schema as v.GenericSchema, optionalDefaults[k as keyof typeof optionalDefaults])
        : schema,
    ]),
  ) as unknown as WithDefaults,
);
export type ProductCreate = v.InferOutput<typeof ProductCreateSchema>;

/** PATCH /api/admin/products/{id}: the version the edit was made from, and any fields to change. */
export const ProductEditSchema = v.pipe(
  v.strictObject({
    version: whole('Version', 1, MAX_INT4),
    ...Object.fromEntries(
      Object.entries(productFields).map(([k, s]) => [k, v.optional(s as v.GenericSchema)]),
    ),
  } as { version: ReturnType<typeof whole> } & {
    [K in keyof Fields]: v.OptionalSchema<Fields[K], undefined>;
  }),
  v.check((o) => Object.keys(o).length > 1, 'Nothing to update'),
);
export type ProductEdit = v.InferOutput<typeof ProductEditSchema>;

/** The product as the back office reads and edits it: the API's schema's type. */
export type { AdminProduct } from '../api/schemas/admin-products.ts';
