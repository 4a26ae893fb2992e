/**
 * The back office's products: the list, one product, a stale save's 409, a delete, the CSV imports'
 * reports (products and vehicle fitment) and an uploaded image.
 */
import * as v from 'valibot';
import { STOCK_STATUSES } from '../../catalogue/stock.ts';
import { DG_CLASSES, FREIGHT_CLASSES, PACKING_GROUPS } from '../../freight/goods.ts';
import { Count, Id, paged, Timestamp } from './common.ts';

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const Stock = v.picklist(STOCK_STATUSES);
const Ref = v.nullable(v.strictObject({ id: Id, title: v.string() }));

const AdminProductRowSchema = v.strictObject({
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

export const AdminProductListSchema = paged(AdminProductRowSchema);

/** The product as the back office reads and edits it (GET, and the 409's `current`). */
const AdminProductSchema = v.pipe(
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
    /** The class an editor gave it; freight goes by the larger of it and what the size demands. */
    freight_class: v.picklist(FREIGHT_CLASSES),
    /** Null for goods that are not dangerous. */
    dangerous_goods: v.nullable(
      v.strictObject({
        un: v.pipe(v.string(), v.description("'UN' and four digits, e.g. UN2794")),
        dg_class: v.picklist(DG_CLASSES),
        packing_group: v.pipe(v.picklist(PACKING_GROUPS), v.description("'' where the class has none")),
        limited_quantity: v.boolean(),
      }),
    ),
    /** Not shipped (a service, a gift card): no freight. */
    is_virtual: v.boolean(),
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
    /** The product page's path: /product/{permalink}/. */
    url: v.string(),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
  v.metadata({ ref: 'AdminProduct' }),
);
export type AdminProduct = v.InferOutput<typeof AdminProductSchema>;

export const AdminProductAnswerSchema = v.strictObject({ data: AdminProductSchema });

/** 409: someone saved the product since the editor loaded it; `current` is how it is now. */
export const StaleProductSchema = v.strictObject({ message: v.string(), current: AdminProductSchema });

/** 200 for DELETE /admin/products/{id}: the product that was deleted. */
export const DeletedProductSchema = v.strictObject({
  data: v.strictObject({ id: Id, sku: v.string(), deleted: v.literal(true) }),
});

/** A CSV line at fault (the header is line 1). */
const LineErrorSchema = v.strictObject({
  line: v.number(),
  /** The column at fault, or null for the whole line. */
  field: v.nullable(v.string()),
  message: v.string(),
});
export type CsvLineError = v.InferOutput<typeof LineErrorSchema>;

/** 422 of a CSV import: the file or its rows are at fault, and nothing was imported. */
export const LineErrorsSchema = v.strictObject({ message: v.string(), errors: v.array(LineErrorSchema) });

/** POST /admin/products/import: what the import did, or would do (dry run). */
export const ImportResultSchema = v.strictObject({
  mode: v.picklist(['dry_run', 'apply']),
  /** Data rows read (the header and blank lines not counted). */
  rows: v.number(),
  /** Rows without errors. */
  valid: v.number(),
  /** New products (to be) created. */
  created: v.number(),
  /** Existing products (to be) changed. */
  updated: v.number(),
  /** Good rows equal to their product already. */
  unchanged: v.number(),
  /** Rows with errors, left out. */
  skipped: v.number(),
  errors: v.array(LineErrorSchema),
  /** Each changed product's line, SKU and the columns whose value changes. */
  changes: v.array(v.strictObject({ line: v.number(), sku: v.string(), fields: v.array(v.string()) })),
});

/** POST /admin/fitment/import: what the import did, or would do (dry run). */
export const FitmentReportSchema = v.strictObject({
  dry_run: v.boolean(),
  replace: v.boolean(),
  /** Data rows read. */
  rows: Count,
  /** Fitment rows the file names (a row names one per vehicle type it matches). */
  fitments: Count,
  created: Count,
  updated: Count,
  unchanged: Count,
  /** Rows of the file's products the file does not list, removed (replace only). */
  deleted: Count,
  /** Vehicle types matched. */
  vehicles: Count,
  /** Products named. */
  products: Count,
  /** Products that were universal and are now vehicle-specific. */
  made_specific: Count,
});
export type FitmentReport = v.InferOutput<typeof FitmentReportSchema>;

/** POST /admin/uploads: the image as stored. */
export const UploadedSchema = v.strictObject({
  path: v.pipe(v.string(), v.description('Storage path, e.g. uploads/products/<32 hex>.webp')),
  width: Count,
  height: Count,
  bytes: v.pipe(Count, v.description('Size of the stored WebP file')),
});
