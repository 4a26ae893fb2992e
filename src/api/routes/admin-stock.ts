/**
 * Stock by location in the back office (docs/design.md#stock-and-freight); reading needs
 * inventory:read (owner, manager, support), changing inventory:write (owner, manager):
 *   GET/POST /admin/locations, GET/PATCH /admin/locations/{id}      warehouses and stores (record routes)
 *   GET  /admin/products/{id}/stock                                  settings and every location's level
 *   PUT  /admin/products/{id}/stock                                  { track_stock, backorder_allowed, backorder_date, low_stock_threshold, safety? }
 *   POST /admin/products/{id}/stock/adjustments                      { location_id, reason, quantity? | on_hand?, to_location_id?, note? }
 *   GET  /admin/stock/low                                            the low-stock list
 *   GET  /admin/stock/pick-list?location_id=&day=YYYY-MM-DD          a location's pick list
 *   GET  /admin/stock/export.csv, POST /admin/stock/import?mode=dry_run|apply   sku,location,on_hand[,safety_stock]
 * Every change is audited; none rebuilds a page (the availability files follow within seconds).
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { LineErrorsSchema } from '../../lib/api/schemas/admin-products.ts';
import {
  LowStockSchema,
  PickListSchema,
  ProductStockAnswerSchema,
  StockImportSchema,
} from '../../lib/api/schemas/stock.ts';
import { LOCATION_FIELDS } from '../../lib/content/record-fields.ts';
import { locations } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc, jsonContent, requestBody, SHOP_TOKEN } from '../http/openapi.ts';
import { recordRoutes } from '../http/record-routes.ts';
import { allow, FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import {
  ADJUST_REASONS,
  adjustStock,
  lowStock,
  NO_LOCATION,
  pickList,
  productStock,
  StockRefused,
  saveStockSettings,
} from '../services/stock/admin.ts';
import { exportStockCsv, importStockCsv } from '../services/stock/csv.ts';
import { CSV_TYPE, NOT_CSV } from './admin-product-csv.ts';

const TAG = 'Back office';
const AUTH = { 401: SIGN_IN_MESSAGE, 403: FORBIDDEN_MESSAGE };
const security = { security: SHOP_TOKEN };

export const locationRoutes = recordRoutes({
  path: 'locations',
  noun: 'location',
  entity: 'location',
  table: locations,
  orderBy: [locations.sortOrder, locations.id],
  fields: LOCATION_FIELDS,
  create: true,
  duplicate: 'Another location has that name.',
  permissions: { read: 'inventory:read', write: 'inventory:write' },
  // Locations are on no page: nothing to rebuild.
  changed: () => {},
  check: (row) => (/^\d{4}$/.test(String(row.postCode)) ? null : { post_code: 'Postcode must be 4 digits.' }),
});

const IdParam = v.strictObject({ id: wholeNumberText('Product id') });
const whole = (name: string, min = 0, max = 1_000_000) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max.toLocaleString('en-AU')}`),
  );

const SettingsBody = v.strictObject({
  track_stock: v.boolean('track_stock must be true or false'),
  backorder_allowed: v.boolean('backorder_allowed must be true or false'),
  backorder_date: v.union(
    [v.literal(''), v.pipe(v.string(), v.isoDate('backorder_date must be a date (YYYY-MM-DD)'))],
    'backorder_date must be a date (YYYY-MM-DD) or empty',
  ),
  low_stock_threshold: whole('low_stock_threshold', 0, 10_000),
  safety: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          location_id: whole('location_id', 1, 2_147_483_647),
          safety_stock: whole('safety_stock'),
        }),
      ),
      v.maxLength(100, 'At most 100 locations.'),
    ),
  ),
});

const QUANTITY_NEEDED = 'quantity is required for received, damaged and transfer.';
const AdjustBody = v.pipe(
  v.strictObject({
    location_id: whole('location_id', 1, 2_147_483_647),
    reason: v.picklist(ADJUST_REASONS, `reason must be one of ${ADJUST_REASONS.join(', ')}`),
    quantity: v.optional(whole('quantity', 1)),
    on_hand: v.optional(whole('on_hand')),
    to_location_id: v.optional(whole('to_location_id', 1, 2_147_483_647)),
    note: v.optional(
      v.pipe(
        v.string('note must be text'),
        v.trim(),
        v.maxLength(500, 'note must be at most 500 characters'),
      ),
    ),
  }),
  v.forward(
    v.check((a) => a.reason === 'count' || a.quantity !== undefined, QUANTITY_NEEDED),
    ['quantity'],
  ),
  v.forward(
    v.check((a) => a.reason !== 'count' || a.on_hand !== undefined, 'on_hand is required for a count.'),
    ['on_hand'],
  ),
  v.forward(
    v.check(
      (a) => (a.reason === 'transfer') === (a.to_location_id !== undefined),
      'to_location_id is for a transfer, and a transfer needs one.',
    ),
    ['to_location_id'],
  ),
  v.forward(
    v.check((a) => a.to_location_id !== a.location_id, 'A transfer goes to another location.'),
    ['to_location_id'],
  ),
);

const PickQuery = v.strictObject({
  location_id: wholeNumberText('location_id'),
  day: v.optional(v.pipe(v.string(), v.isoDate('day must be a date (YYYY-MM-DD)'))),
});
const ImportQuery = v.strictObject({
  mode: v.optional(v.picklist(['dry_run', 'apply'], 'mode must be dry_run or apply'), 'dry_run'),
});

const refused = (c: Context<AppEnv>, error: unknown) => {
  if (!(error instanceof StockRefused)) throw error;
  return c.json({ message: error.message, ...(error.errors && { errors: error.errors }) }, error.status);
};

export const adminStockRoutes = new Hono<AppEnv>()
  .route('/', locationRoutes)
  .get(
    '/products/:id/stock',
    doc(
      TAG,
      "A product's stock settings and its level at every location",
      { 200: ProductStockAnswerSchema, ...AUTH, 404: 'No such product.' },
      security,
    ),
    allow('inventory:read'),
    validate('param', IdParam),
    async (c) => {
      const data = await productStock(c.var.db, c.req.valid('param').id);
      return data ? c.json({ data }) : c.json({ message: 'No such product.' }, 404);
    },
  )
  .put(
    '/products/:id/stock',
    doc(
      TAG,
      "Save a product's stock settings (counted, backorders and their date, low-stock threshold, safety stock by location)",
      {
        200: ProductStockAnswerSchema,
        ...AUTH,
        404: 'No such product.',
        422: 'A field breaks its rule (see errors).',
      },
      { ...security, body: true },
    ),
    allow('inventory:write'),
    validate('param', IdParam),
    validate('json', SettingsBody),
    async (c) => {
      try {
        const data = await saveStockSettings(
          c.var.db,
          c.var.actor,
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json({ data });
      } catch (error) {
        return refused(c, error);
      }
    },
  )
  .post(
    '/products/:id/stock/adjustments',
    doc(
      TAG,
      'Adjust stock at a location with a reason: received, damaged, count (sets on hand) or transfer; audited',
      {
        200: ProductStockAnswerSchema,
        ...AUTH,
        404: 'No such product.',
        409: 'It would take on hand below what orders hold there ("2 on hand at Penrith are held for orders: …").',
        422: `A field breaks its rule (see errors), e.g. "${NO_LOCATION}"`,
      },
      { ...security, body: true },
    ),
    allow('inventory:write'),
    validate('param', IdParam),
    validate('json', AdjustBody),
    async (c) => {
      try {
        const data = await adjustStock(c.var.db, c.var.actor, c.req.valid('param').id, c.req.valid('json'));
        return c.json({ data });
      } catch (error) {
        return refused(c, error);
      }
    },
  )
  .get(
    '/stock/low',
    doc(
      TAG,
      'Counted products at or under their low-stock threshold, out of stock first',
      { 200: LowStockSchema, ...AUTH },
      security,
    ),
    allow('inventory:read'),
    async (c) => c.json({ data: await lowStock(c.var.db) }),
  )
  .get(
    '/stock/pick-list',
    doc(
      TAG,
      "A location's pick list: lines held there for paid orders not yet sent or collected (placed on `day`, Sydney time, when given)",
      { 200: PickListSchema, 400: 'A query parameter is missing or malformed.', ...AUTH, 404: NO_LOCATION },
      security,
    ),
    allow('inventory:read'),
    validate('query', PickQuery),
    async (c) => {
      const q = c.req.valid('query');
      const [location] = await c.var.db
        .select({ name: locations.name })
        .from(locations)
        .where(eq(locations.id, q.location_id));
      if (!location) return c.json({ message: NO_LOCATION }, 404);
      return c.json({ location: location.name, data: await pickList(c.var.db, q.location_id, q.day) });
    },
  )
  .get(
    '/stock/export.csv',
    doc(
      TAG,
      'Every counted product’s level at every location as CSV (sku,location,on_hand,safety_stock)',
      {
        200: {
          description: 'The CSV the import reads',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        ...AUTH,
      },
      security,
    ),
    allow('inventory:read'),
    async (c) =>
      c.body(await exportStockCsv(c.var.db), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="stock-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      }),
  )
  .post(
    '/stock/import',
    doc(
      TAG,
      'Check (dry_run) or set (apply) stock levels from CSV: sku,location,on_hand[,safety_stock]; all rows or none',
      {
        200: StockImportSchema,
        400: `${NOT_CSV} Or a query parameter is unknown or malformed.`,
        ...AUTH,
        422: {
          description:
            'The file cannot be read, or rows are wrong (unknown SKU or location, not a whole number, a pair twice, on hand below what orders hold): nothing was imported; errors name each line.',
          content: jsonContent(LineErrorsSchema),
        },
      },
      { ...security, body: true, requestBody: requestBody({ 'text/csv': v.string() }) },
    ),
    allow('inventory:write'),
    validate('query', ImportQuery),
    async (c) => {
      const { mode } = c.req.valid('query');
      if (!CSV_TYPE.test(c.req.header('Content-Type') ?? '')) return c.json({ message: NOT_CSV }, 400);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const result = await importStockCsv(c.var.db, c.var.actor, bytes, mode === 'apply');
      if (!result.ok) return c.json({ message: result.message, errors: result.errors }, 422);
      return c.json({ mode, rows: result.rows, products: result.products, changed: result.changed });
    },
  );
