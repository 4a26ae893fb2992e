/**
 * The product CSV's columns and how a row's text maps to lib/catalogue-input's product
 * fields and back. Pure: the reference tables (brands, categories, child categories by permalink) are
 * passed in. Money is dollars in the file ("154.99") and integer cents in the product; a percent
 * discount is percent in the file ("12.5") and basis points in the product.
 */
import type { ProductCreate } from '../../lib/catalogue/catalogue-input.ts';
import { unneutralise } from '../../lib/format/csv-cells.ts';
import { centsToDecimal, formatPercent } from '../../lib/pricing/money.ts';
import { freightCells, freightInput } from './product-csv-freight.ts';

export const CSV_COLUMNS = [
  'sku',
  'title',
  'permalink',
  'price',
  'discount_type',
  'discount_value',
  'brand',
  'category',
  'child_category',
  'stock_status',
  'active',
  'featured',
  'weight_grams',
  'length_mm',
  'width_mm',
  'height_mm',
  'short_description',
  'long_description',
  'seo_title',
  'seo_description',
  'seo_keywords',
  'page_index',
  'images',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/**
 * Columns a file may leave out: `universal` (1: fits every vehicle, 0: only its fitment rows) and the
 * freight data (product-csv-freight.ts). Left out or empty, a product keeps what it had; a new one is
 * vehicle-specific, a standard parcel and not dangerous goods.
 */
export const OPTIONAL_CSV_COLUMNS = [
  'universal',
  'freight_class',
  'dg_un',
  'dg_class',
  'dg_packing_group',
  'dg_limited_quantity',
] as const;
export type OptionalCsvColumn = (typeof OPTIONAL_CSV_COLUMNS)[number];
export type CsvRecord = Record<CsvColumn, string> & Partial<Record<OptionalCsvColumn, string>>;

/** A product as the CSV carries it: lib/catalogue-input's fields (ids for the references). */
export type CsvProduct = ProductCreate;

/** Brands, categories and child categories by id and by permalink (children within their category). */
export interface CsvRefs {
  brandById: Map<number, string>;
  brandByPermalink: Map<string, number>;
  categoryById: Map<number, string>;
  categoryByPermalink: Map<string, number>;
  childById: Map<number, { categoryId: number; permalink: string }>;
  /** `${categoryId}/${permalink}` -> child id. */
  childByKey: Map<string, number>;
  childPermalinks: Set<string>;
}

/** The CSV column a product field's problem is reported under. */
export const COLUMN_OF_FIELD: Record<string, CsvColumn> = {
  title: 'title',
  sku: 'sku',
  permalink: 'permalink',
  price_cents: 'price',
  discount: 'discount_value',
  short_description: 'short_description',
  long_description: 'long_description',
  brand_id: 'brand',
  category_id: 'category',
  child_category_id: 'child_category',
  is_featured: 'featured',
  weight_grams: 'weight_grams',
  length_mm: 'length_mm',
  width_mm: 'width_mm',
  height_mm: 'height_mm',
  seo_title: 'seo_title',
  seo_description: 'seo_description',
  seo_keywords: 'seo_keywords',
  page_index: 'page_index',
  active: 'active',
  stock_status: 'stock_status',
  images: 'images',
};

/** The column an optional field's problem is reported under (dangerous goods: by their part). */
export const OPTIONAL_COLUMN_OF_FIELD: Record<string, OptionalCsvColumn> = {
  universal: 'universal',
  freight_class: 'freight_class',
  dangerous_goods: 'dg_un',
  'dangerous_goods.un': 'dg_un',
  'dangerous_goods.dg_class': 'dg_class',
  'dangerous_goods.packing_group': 'dg_packing_group',
  'dangerous_goods.limited_quantity': 'dg_limited_quantity',
};

const flag = (b: boolean) => (b ? '1' : '0');

/** One product as a CSV row's cells (text, unescaped). */
export function productToRecord(p: CsvProduct, refs: CsvRefs): CsvRecord {
  return {
    sku: p.sku,
    title: p.title,
    permalink: p.permalink,
    price: centsToDecimal(p.price_cents),
    discount_type: p.discount?.type ?? '',
    discount_value: !p.discount
      ? ''
      : p.discount.type === 'fixed'
        ? centsToDecimal(p.discount.value)
        : formatPercent(p.discount.value),
    brand: refs.brandById.get(p.brand_id) ?? '',
    category: refs.categoryById.get(p.category_id) ?? '',
    child_category:
      p.child_category_id === null ? '' : (refs.childById.get(p.child_category_id)?.permalink ?? ''),
    stock_status: p.stock_status,
    active: flag(p.active),
    featured: flag(p.is_featured),
    weight_grams: String(p.weight_grams),
    length_mm: String(p.length_mm),
    width_mm: String(p.width_mm),
    height_mm: String(p.height_mm),
    short_description: p.short_description,
    long_description: p.long_description,
    seo_title: p.seo_title,
    seo_description: p.seo_description,
    seo_keywords: p.seo_keywords,
    page_index: flag(p.page_index),
    images: p.images.map((i) => i.path).join('|'),
    universal: flag(p.universal),
    ...freightCells(p),
  };
}

/**
 * The export neutralises cells a spreadsheet would run as formulas with a leading quote
 * (admin-inbox's csvCell); reading the file back takes that quote off again, so a round trip keeps
 * the value.
 */

/** Cents from dollars as text: "154.99", "$1,299.5", "-3". null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const plain = text.replace(/^(-?)\$/, '$1').replace(/,(?=\d{3}(?:\D|$))/g, '');
  const m = /^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Basis points from percent as text: "12.5" -> 1250. null when it is not a number. */
export function parsePercent(text: string): number | null {
  const m = /^(-?)(\d{1,7})(?:\.(\d{1,2}))?%?$/.exec(text);
  if (!m) return null;
  const bp = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -bp : bp;
}

const TRUE = new Set(['1', 'true', 'yes', 'y']);
const FALSE = new Set(['0', 'false', 'no', 'n']);

/** A whole-number-looking cell as a number (the schema then checks it is whole and in range). */
const numberOf = (text: string) => (/^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : null);

const LABEL: Partial<Record<CsvColumn, string>> = {
  active: 'Active',
  featured: 'Featured',
  page_index: 'Page index',
  weight_grams: 'Weight',
  length_mm: 'Length',
  width_mm: 'Width',
  height_mm: 'Height',
};

export interface RowMapping {
  /** The object ProductCreateSchema checks (fields with an empty cell left out, so they default). */
  input: Record<string, unknown>;
  /** Problems found while reading the cells, by column. */
  errors: Map<CsvColumn | OptionalCsvColumn, string>;
}

/**
 * Reads one row's cells into product fields. `current` is the product with the row's SKU, if any: an
 * empty permalink keeps its permalink (a new product gets one made from the title), and its images
 * keep their alt text (a new image's alt text is the title).
 */
export function recordToInput(
  rec: CsvRecord,
  refs: CsvRefs,
  current: CsvProduct | undefined,
  slug: (title: string) => string,
): RowMapping {
  const errors = new Map<CsvColumn | OptionalCsvColumn, string>();
  const input: Record<string, unknown> = {};
  const cell = (c: CsvColumn) => unneutralise(rec[c]).trim();
  const text = (c: CsvColumn) => {
    input[c] = unneutralise(rec[c]);
  };

  text('sku');
  text('title');
  const permalink = cell('permalink');
  input.permalink = permalink || current?.permalink || slug(cell('title'));

  const price = cell('price');
  if (price === '') errors.set('price', 'Price is required');
  else {
    const cents = parseDollars(price);
    if (cents === null) errors.set('price', 'Price must be an amount in dollars, like 154.99');
    else input.price_cents = cents;
  }

  const type = cell('discount_type').toLowerCase();
  const amount = cell('discount_value');
  if (type === '') {
    if (amount !== '' && parseDollars(amount) !== 0)
      errors.set('discount_type', 'Discount type must be fixed or percent when there is a discount value');
    input.discount = null;
  } else if (type !== 'fixed' && type !== 'percent') {
    errors.set('discount_type', 'Discount type must be fixed, percent or empty');
  } else if (amount === '') {
    errors.set('discount_value', 'Discount value is required with a discount type');
  } else {
    const value = type === 'fixed' ? parseDollars(amount) : parsePercent(amount);
    if (value === null)
      errors.set(
        'discount_value',
        type === 'fixed'
          ? 'A fixed discount must be an amount in dollars, like 5.00'
          : 'A percent discount must be a number, like 12.5',
      );
    else if (value <= 0) errors.set('discount_value', 'Discount value must be more than 0');
    else input.discount = { type, value };
  }

  const brand = cell('brand').toLowerCase();
  if (brand === '') errors.set('brand', 'Brand is required');
  else if (!refs.brandByPermalink.has(brand)) errors.set('brand', `Brand "${brand}" does not exist.`);
  else input.brand_id = refs.brandByPermalink.get(brand);

  const category = cell('category').toLowerCase();
  const categoryId = refs.categoryByPermalink.get(category);
  if (category === '') errors.set('category', 'Category is required');
  else if (categoryId === undefined) errors.set('category', `Category "${category}" does not exist.`);
  else input.category_id = categoryId;

  const child = cell('child_category').toLowerCase();
  if (child === '') input.child_category_id = null;
  else if (categoryId !== undefined) {
    const childId = refs.childByKey.get(`${categoryId}/${child}`);
    if (childId !== undefined) input.child_category_id = childId;
    else
      errors.set(
        'child_category',
        refs.childPermalinks.has(child)
          ? `Child category "${child}" is not under category "${category}".`
          : `Child category "${child}" does not exist.`,
      );
  }

  const status = cell('stock_status');
  if (status !== '') input.stock_status = status;

  for (const [column, field] of [
    ['active', 'active'],
    ['featured', 'is_featured'],
    ['page_index', 'page_index'],
  ] as const) {
    const value = cell(column).toLowerCase();
    if (value === '') continue;
    if (TRUE.has(value)) input[field] = true;
    else if (FALSE.has(value)) input[field] = false;
    else errors.set(column, `${LABEL[column]} must be 1, 0, true, false, yes or no`);
  }

  // Optional: without the column (or with an empty cell) a product keeps what it had.
  const universal = unneutralise(rec.universal ?? '')
    .trim()
    .toLowerCase();
  if (universal === '') input.universal = current?.universal ?? false;
  else if (TRUE.has(universal)) input.universal = true;
  else if (FALSE.has(universal)) input.universal = false;
  else errors.set('universal', 'Universal must be 1, 0, true, false, yes or no');
  Object.assign(input, freightInput(rec, current, errors));

  for (const column of ['weight_grams', 'length_mm', 'width_mm', 'height_mm'] as const) {
    const value = cell(column);
    if (value === '') continue;
    const n = numberOf(value);
    if (n === null) errors.set(column, `${LABEL[column]} must be a number`);
    else input[column] = n;
  }

  for (const column of [
    'short_description',
    'long_description',
    'seo_title',
    'seo_description',
    'seo_keywords',
  ] as const)
    text(column);

  const title = cell('title');
  const alts = new Map(current?.images.map((i) => [i.path, i.alt]));
  const paths = cell('images')
    .split('|')
    .map((p) => p.trim())
    .filter(Boolean);
  input.images = paths.map((path) => ({ path, alt: alts.get(path) ?? title }));
  return { input, errors };
}
