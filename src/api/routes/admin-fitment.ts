/**
 * Vehicle fitment as CSV for the back office and `npm run fitment:import`, staff with
 * catalogue:write or the machine token:
 *   POST /admin/fitment/import?dry_run=1&replace=1   body text/csv (services/fitment-import.ts)
 *   GET  /admin/fitment/export.csv                    every fitment row, in the import's columns
 * A file with any bad row answers 422 naming each line and column, and nothing is written (a dry run
 * likewise, with nothing written either way). A real import that changed something is one audit
 * entry and one site rebuild.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type FitmentReport,
  FitmentReportSchema,
  LineErrorsSchema,
} from '../../lib/api/schemas/admin-products.ts';
import { sqlState } from '../db/errors.ts';
import type { AppEnv } from '../env.ts';
import { doc, jsonContent, requestBody, SHOP_TOKEN } from '../http/openapi.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { changed, exportFitmentCsv, importFitment } from '../services/fitment-import.ts';
import { NOT_CSV } from './admin-product-csv.ts';

const TAG = 'Back office';
const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };

export const FITMENT_RACE_MESSAGE =
  'A product or vehicle of this file was removed while it was imported; nothing was imported. Run the import again.';

const Flag = (name: string) =>
  v.optional(
    v.pipe(
      v.picklist(['1', '0', 'true', 'false'], `${name} must be 1 or 0`),
      v.transform((s) => s === '1' || s === 'true'),
    ),
    '0',
  );
const ImportQuery = v.strictObject({ dry_run: Flag('dry_run'), replace: Flag('replace') });

const docs = {
  export: doc(
    TAG,
    'Every fitment row as CSV (the import reads the same columns: exporting and importing changes nothing)',
    {
      200: {
        description:
          'make,model,series,year_from,year_to,engine,sku,position,qty,note,body,drive,transmission: one row per fitment row, by SKU then vehicle; a cell that could run as a formula starts with a quote',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
      ...AUTH,
    },
    { security: SHOP_TOKEN },
  ),
  import: doc(
    TAG,
    'Check (dry_run=1) or import vehicle fitment from CSV: make, model, series, year_from, year_to, engine, sku, position, qty, note (optional body, drive, transmission); replace=1 also removes the named products’ rows the file does not list',
    {
      200: FitmentReportSchema,
      400: `${NOT_CSV} Or a query parameter is unknown or malformed.`,
      ...AUTH,
      409: FITMENT_RACE_MESSAGE,
      422: {
        description:
          'The file cannot be read as the fitment CSV (not UTF-8, a quote never closed, unknown or missing columns), or rows have errors (unknown SKU or vehicle, years backwards, bad position or qty): nothing was imported. errors name each line and column.',
        content: jsonContent(LineErrorsSchema),
      },
    },
    { security: SHOP_TOKEN, body: true, requestBody: requestBody({ 'text/csv': v.string() }) },
  ),
};

const CSV_TYPE = /^\s*text\/(csv|plain)\s*(;|$)/i;

const rebuildReason = (r: FitmentReport) =>
  `fitment import: ${r.created} created, ${r.updated} updated, ${r.deleted} deleted`;

export const adminFitmentRoutes = new Hono<AppEnv>()
  .get('/fitment/export.csv', docs.export, allow('catalogue:write'), async (c) => {
    const body = await exportFitmentCsv(c.var.db);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="fitment-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  })
  .post(
    '/fitment/import',
    docs.import,
    allow('catalogue:write'),
    validate('query', ImportQuery),
    async (c) => {
      const { dry_run, replace } = c.req.valid('query');
      if (!CSV_TYPE.test(c.req.header('Content-Type') ?? '')) return c.json({ message: NOT_CSV }, 400);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      let result: Awaited<ReturnType<typeof importFitment>>;
      try {
        result = await importFitment(c.var.db, bytes, { dryRun: dry_run, replace, actor: c.var.actor });
      } catch (error) {
        // A product or vehicle deleted between the plan and the write (foreign key violation).
        if (sqlState(error) === '23503') return c.json({ message: FITMENT_RACE_MESSAGE }, 409);
        throw error;
      }
      if (!result.ok) return c.json({ message: result.message, errors: result.errors }, 422);
      if (!dry_run && changed(result.report)) c.var.deps.catalogueChanged(rebuildReason(result.report));
      return c.json(result.report, 200);
    },
  );
