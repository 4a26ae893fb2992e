/**
 * Products as CSV for the back office, staff with catalogue:write or the machine token:
 *   GET  /admin/products/export.csv   every product (active or not), id order
 *   POST /admin/products/import?mode=dry_run|apply&skip_bad_rows=true|false   body text/csv
 * The header names sku and any other columns: a file of some columns only (sku,price) changes just
 * those fields of existing products. The answer lists, per changed row, the columns that change.
 * The import answers every row's problems with its line in the file (header = line 1). A dry run
 * writes nothing; apply writes every good row in one transaction (bulk statements), or nothing at all
 * when a row is bad and skip_bad_rows is false, with an audit entry per product (before and after) plus one for the import, and one rebuild.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { ImportResultSchema, LineErrorsSchema } from '../../lib/api/schemas/admin-products.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { AppEnv } from '../env.ts';
import { doc, jsonContent, requestBody, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { recordAudit, recordAudits } from '../services/audit.ts';
import { exportProductsCsv, type ImportPlan, planImport } from '../services/product-csv.ts';
import { importAudits, rowChanges } from '../services/product-csv-changes.ts';
import { readProductCsv } from '../services/product-csv-read.ts';
import { insertProducts, updateProducts } from '../services/product-csv-write.ts';
import { publicStorage } from '../storage/of-deps.ts';

const TAG = 'Back office';
const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
/** SKUs named in the import's audit entry, at most. */
const AUDIT_SKUS = 200;

export const NOT_CSV = 'Send the CSV file as the request body (Content-Type: text/csv).';
export const RACE_MESSAGE =
  'Another change took a SKU or permalink of this file while it was imported; nothing was imported. Run the import again.';

const ImportQuery = v.strictObject({
  mode: v.optional(v.picklist(['dry_run', 'apply'], 'mode must be dry_run or apply'), 'dry_run'),
  skip_bad_rows: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'skip_bad_rows must be true or false'),
      v.transform((s) => s === 'true'),
    ),
    'false',
  ),
});

const docs = {
  export: doc(
    TAG,
    'Every product as CSV (the import reads the same columns)',
    {
      200: {
        description:
          'sku,title,permalink,price,… one row per product in id order; a cell that could run as a formula starts with a quote',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      ...AUTH,
    },
    { security: SHOP_TOKEN },
  ),
  import: doc(
    TAG,
    'Check (dry_run) or import (apply) products from CSV; rows are matched to products by SKU',
    {
      200: ImportResultSchema,
      400: `${NOT_CSV} Or a query parameter is unknown or malformed.`,
      ...AUTH,
      409: RACE_MESSAGE,
      422: {
        description:
          'The file cannot be read as the product CSV (not UTF-8, a quote never closed, unknown or missing columns, empty), or apply found rows with errors and skip_bad_rows is false: nothing was imported. errors name each line and column.',
        content: jsonContent(LineErrorsSchema),
      },
    },
    { security: SHOP_TOKEN, body: true, requestBody: requestBody({ 'text/csv': v.string() }) },
  ),
};

/** The Content-Type a CSV import takes (every CSV import of the back office). */
export const CSV_TYPE = /^\s*text\/(csv|plain)\s*(;|$)/i;

const summary = (mode: 'dry_run' | 'apply', plan: ImportPlan) => ({
  mode,
  rows: plan.rows,
  valid: plan.rows - plan.badLines,
  created: plan.creates.length,
  updated: plan.updates.length,
  unchanged: plan.unchanged,
  skipped: plan.badLines,
  errors: plan.errors,
  changes: rowChanges(plan.updates),
});

const refusal = (plan: ImportPlan) =>
  `The CSV has ${plan.badLines} ${plan.badLines === 1 ? 'row' : 'rows'} with errors; nothing was imported.`;

/** Thrown inside the transaction to roll it back when apply finds bad rows it may not skip. */
class Refused extends Error {
  readonly plan: ImportPlan;
  constructor(plan: ImportPlan) {
    super('refused');
    this.plan = plan;
  }
}

export const adminProductCsvRoutes = new Hono<AppEnv>()
  .get('/products/export.csv', docs.export, allow('catalogue:write'), async (c) => {
    const body = await exportProductsCsv(c.var.db);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  })
  .post(
    '/products/import',
    docs.import,
    allow('catalogue:write'),
    validate('query', ImportQuery),
    async (c) => {
      const { mode, skip_bad_rows } = c.req.valid('query');
      if (!CSV_TYPE.test(c.req.header('Content-Type') ?? '')) return c.json({ message: NOT_CSV }, 400);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const read = readProductCsv(bytes);
      if (!read.ok) return c.json({ message: read.message, errors: read.errors }, 422);
      const storage = publicStorage(c.var.deps);

      if (mode === 'dry_run') {
        const plan = await planImport(c.var.db, read.rows, read.columns, storage, read.named);
        return c.json(summary(mode, plan), 200);
      }

      let plan: ImportPlan;
      try {
        plan = await c.var.db.transaction(async (tx) => {
          const planned = await planImport(tx, read.rows, read.columns, storage, read.named);
          if (planned.badLines > 0 && !skip_bad_rows) throw new Refused(planned);
          if (planned.creates.length + planned.updates.length === 0) return planned;
          const ids = await insertProducts(tx, planned.creates);
          await updateProducts(tx, planned.updates);
          // Each product's own entry, with its values before and after, then the import's figures.
          const created = planned.creates.map((p) => ({ id: ids.get(p.sku)!, product: p }));
          await recordAudits(tx, c.var.actor, importAudits(created, planned.updates));
          await recordAudit(tx, c.var.actor, {
            action: 'product.import',
            entity: 'product',
            entityId: 'import',
            after: {
              rows: planned.rows,
              created: planned.creates.length,
              updated: planned.updates.length,
              unchanged: planned.unchanged,
              skipped: planned.badLines,
              created_skus: planned.creates.slice(0, AUDIT_SKUS).map((p) => p.sku),
              updated_skus: planned.updates.slice(0, AUDIT_SKUS).map((u) => u.after.sku),
            },
          });
          return planned;
        });
      } catch (error) {
        if (error instanceof Refused)
          return c.json({ message: refusal(error.plan), errors: error.plan.errors }, 422);
        if (isUniqueViolation(error)) return c.json({ message: RACE_MESSAGE }, 409);
        throw error;
      }
      if (plan.creates.length + plan.updates.length > 0)
        c.var.deps.catalogueChanged(
          `product import: ${plan.creates.length} created, ${plan.updates.length} updated`,
        );
      return c.json(summary(mode, plan), 200);
    },
  );
