/**
 * Products as CSV: the export of every product, and the import's plan (each row read,
 * checked with lib/catalogue-input's ProductCreateSchema, matched to a product by SKU, checked for
 * uniqueness within the file and against the catalogue) and its application in one transaction.
 */
import { asc, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { CsvLineError } from '../../lib/api/schemas/admin-products.ts';
import { ProductCreateSchema } from '../../lib/catalogue/catalogue-input.ts';
import { shippedSizeErrors } from '../../lib/catalogue/freight-input.ts';
import { csvRow, unneutralise } from '../../lib/format/csv-cells.ts';
import { sanitize } from '../../lib/format/html.ts';
import { slugify } from '../../lib/format/text.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  brands,
  categories,
  childCategories,
  productDiscounts,
  productMeta,
  products,
} from '../db/schema/index.ts';
import { missingKeys } from '../storage/missing.ts';
import { asStorage, type StorageOrFolder } from '../storage/of-deps.ts';
import { META_OPTIONS, toAdminProduct } from './product-admin.ts';
import {
  COLUMN_OF_FIELD,
  CSV_COLUMNS,
  type CsvColumn,
  type CsvProduct,
  type CsvRecord,
  type CsvRefs,
  OPTIONAL_COLUMN_OF_FIELD,
  OPTIONAL_CSV_COLUMNS,
  type OptionalCsvColumn,
  productToRecord,
  recordToInput,
} from './product-csv-columns.ts';
import type { CsvRow } from './product-csv-read.ts';
import type { ProductUpdate } from './product-csv-write.ts';

export async function loadRefs(db: DbOrTx): Promise<CsvRefs> {
  const [brandRows, categoryRows, childRows] = await Promise.all([
    db.select({ id: brands.id, permalink: brands.permalink }).from(brands),
    db.select({ id: categories.id, permalink: categories.permalink }).from(categories),
    db
      .select({
        id: childCategories.id,
        categoryId: childCategories.categoryId,
        permalink: childCategories.permalink,
      })
      .from(childCategories),
  ]);
  return {
    brandById: new Map(brandRows.map((b) => [b.id, b.permalink])),
    brandByPermalink: new Map(brandRows.map((b) => [b.permalink, b.id])),
    categoryById: new Map(categoryRows.map((c) => [c.id, c.permalink])),
    categoryByPermalink: new Map(categoryRows.map((c) => [c.permalink, c.id])),
    childById: new Map(childRows.map((c) => [c.id, { categoryId: c.categoryId, permalink: c.permalink }])),
    childByKey: new Map(childRows.map((c) => [`${c.categoryId}/${c.permalink}`, c.id])),
    childPermalinks: new Set(childRows.map((c) => c.permalink)),
  };
}

export interface StoredProduct {
  id: number;
  product: CsvProduct;
}

/** Every product (active or not) in id order, in the CSV's terms. */
export async function loadProducts(db: DbOrTx): Promise<StoredProduct[]> {
  const [rows, discounts, meta] = await Promise.all([
    db.select().from(products).orderBy(asc(products.id)),
    db.select().from(productDiscounts),
    db
      .select({ productId: productMeta.productId, option: productMeta.option, value: productMeta.value })
      .from(productMeta)
      .where(inArray(productMeta.option, Object.values(META_OPTIONS))),
  ]);
  const discountOf = new Map(discounts.map((d) => [d.productId, d]));
  const metaOf = new Map<number, Map<string, string>>();
  for (const m of meta) {
    const options = metaOf.get(m.productId) ?? new Map<string, string>();
    metaOf.set(m.productId, options);
    options.set(m.option, m.value);
  }
  return rows.map((row) => {
    const {
      id,
      version: _v,
      url: _u,
      created_at: _c,
      updated_at: _up,
      ...product
    } = toAdminProduct(row, metaOf.get(row.id) ?? new Map<string, string>(), discountOf.get(row.id) ?? null);
    return { id, product };
  });
}

/** The export: header and one row per product, formula-like cells neutralised. */
export async function exportProductsCsv(db: DbOrTx): Promise<string> {
  const [refs, list] = await Promise.all([loadRefs(db), loadProducts(db)]);
  const columns = [...CSV_COLUMNS, ...OPTIONAL_CSV_COLUMNS];
  return (
    csvRow(columns) +
    list
      .map(({ product }) => {
        const record = productToRecord(product, refs);
        return csvRow(columns.map((c) => record[c] ?? ''));
      })
      .join('')
  );
}

export interface ImportPlan {
  rows: number;
  errors: CsvLineError[];
  /** Lines with at least one error. */
  badLines: number;
  creates: CsvProduct[];
  updates: ProductUpdate[];
  unchanged: number;
}

/** Field order for comparing a row with the stored product. */
const same = (a: CsvProduct, b: CsvProduct) =>
  (Object.keys(a) as (keyof CsvProduct)[]).every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

/** The CSV column a schema issue is about. */
function columnOf(issue: v.BaseIssue<unknown>): CsvColumn | OptionalCsvColumn {
  const [first, second] = issue.path ?? [];
  const field = String(first?.key ?? '');
  if (field === 'discount' && second?.key === 'type') return 'discount_type';
  if (field === 'dangerous_goods' && second)
    return OPTIONAL_COLUMN_OF_FIELD[`${field}.${String(second.key)}`] ?? 'dg_un';
  return COLUMN_OF_FIELD[field] ?? OPTIONAL_COLUMN_OF_FIELD[field] ?? 'sku';
}

/** The row with the columns the file leaves out filled from the stored product. */
function kept(record: CsvRecord, absent: CsvColumn[], product: CsvProduct, refs: CsvRefs): CsvRecord {
  const stored = productToRecord(product, refs);
  // Stored text is not neutralised; a leading quote would be read as the export's own.
  const cell = (c: CsvColumn) => (/^'[=+\-@\t\r]/.test(stored[c]) ? `'${stored[c]}` : stored[c]);
  return { ...record, ...Object.fromEntries(absent.map((c) => [c, cell(c)])) };
}

interface Checked {
  line: number;
  key: string;
  product: CsvProduct;
  current: StoredProduct | undefined;
}

/**
 * Reads and checks every row against the catalogue as `db` sees it (in the import's transaction when
 * applying). `storage` holds uploaded images: an image a product does not have yet must be there.
 */
export async function planImport(
  db: DbOrTx,
  rows: CsvRow[],
  columns: number,
  storage: StorageOrFolder,
  named: readonly string[] = CSV_COLUMNS,
): Promise<ImportPlan> {
  // A file of some columns only: a row keeps its product's other fields, and cannot make a new one.
  const absent = CSV_COLUMNS.filter((c) => !named.includes(c));
  const [refs, stored] = await Promise.all([loadRefs(db), loadProducts(db)]);
  const bySku = new Map<string, StoredProduct>();
  const byPermalink = new Map<string, StoredProduct>();
  for (const s of stored) {
    if (!bySku.has(s.product.sku.toLowerCase())) bySku.set(s.product.sku.toLowerCase(), s);
    byPermalink.set(s.product.permalink, s);
  }
  const errors: CsvLineError[] = [];
  const problem = (line: number, field: string | null, message: string) =>
    errors.push({ line, field, message });

  const checked: Checked[] = [];
  for (const row of rows) {
    if (row.cells !== columns) {
      problem(row.line, null, `This line has ${row.cells} cells; the header has ${columns}.`);
      continue;
    }
    const key = unneutralise(row.record.sku).trim().toLowerCase();
    const current = bySku.get(key);
    if (absent.length && !current) {
      problem(
        row.line,
        'sku',
        `No product has SKU ${unneutralise(row.record.sku).trim()}; a new product needs every column, and this file has only ${named.join(', ')}.`,
      );
      continue;
    }
    const record = current && absent.length ? kept(row.record, absent, current.product, refs) : row.record;
    const { input, errors: found } = recordToInput(record, refs, current?.product, slugify);
    const parsed = v.safeParse(ProductCreateSchema, input);
    if (!parsed.success)
      for (const issue of parsed.issues) {
        const column = columnOf(issue);
        if (!found.has(column)) found.set(column, issue.message);
      }
    if (parsed.success && found.size === 0) {
      const p = parsed.output;
      // Rich text is stored sanitised; an unchanged cell keeps the stored value as it is.
      for (const field of ['short_description', 'long_description'] as const)
        if (p[field] !== current?.product[field]) p[field] = sanitize(p[field]);
      const sizes = Object.entries(shippedSizeErrors(p)) as [CsvColumn, string][];
      for (const [column, message] of sizes) found.set(column, message);
      if (p.discount?.type === 'fixed' && p.discount.value > p.price_cents)
        found.set('discount_value', 'A fixed discount cannot be more than the price.');
      else if (!sizes.length) checked.push({ line: row.line, key, product: p, current });
    }
    for (const column of [...CSV_COLUMNS, ...OPTIONAL_CSV_COLUMNS]) {
      const message = found.get(column);
      if (message) problem(row.line, column, message);
    }
  }

  // Images a product does not have yet must have been uploaded.
  const newPaths = new Set(
    checked.flatMap((c) => {
      const had = new Set(c.current?.product.images.map((i) => i.path));
      return c.product.images.map((i) => i.path).filter((p) => !had.has(p));
    }),
  );
  const missing = await missingKeys(asStorage(storage), newPaths);

  // Uniqueness among the rows that passed, within the file and against other products.
  const skuLine = new Map<string, number>();
  const permalinkLine = new Map<string, number>();
  const good: Checked[] = [];
  for (const c of checked) {
    const before = errors.length;
    const absent = c.product.images.find((i) => missing.has(i.path));
    if (absent) problem(c.line, 'images', `Image ${absent.path} was not uploaded.`);
    const skuAt = skuLine.get(c.key);
    if (skuAt !== undefined) problem(c.line, 'sku', `SKU ${c.product.sku} is already on line ${skuAt}.`);
    else skuLine.set(c.key, c.line);
    const permalink = c.product.permalink;
    const permalinkAt = permalinkLine.get(permalink);
    const owner = byPermalink.get(permalink);
    if (permalinkAt !== undefined)
      problem(c.line, 'permalink', `Permalink ${permalink} is already on line ${permalinkAt}.`);
    else if (owner && owner.id !== c.current?.id)
      problem(c.line, 'permalink', `Permalink ${permalink} is already used by "${owner.product.title}".`);
    else permalinkLine.set(permalink, c.line);
    if (errors.length === before) good.push(c);
  }

  errors.sort((a, b) => a.line - b.line);
  const creates: CsvProduct[] = [];
  const updates: ProductUpdate[] = [];
  let unchanged = 0;
  for (const c of good) {
    if (!c.current) creates.push(c.product);
    else if (same(c.current.product, c.product)) unchanged++;
    else updates.push({ id: c.current.id, line: c.line, before: c.current.product, after: c.product });
  }
  return {
    rows: rows.length,
    errors,
    badLines: new Set(errors.map((e) => e.line)).size,
    creates,
    updates,
    unchanged,
  };
}
