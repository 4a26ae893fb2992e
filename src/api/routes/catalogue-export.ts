/**
 * Bulk catalogue export for the static build (added to the product spec's calls, docs/api.md):
 * GET /catalogue/products pages through every product by id, 2,000 at a time (each with its rating,
 * newest approved reviews and fit summary), optionally only those updated since a time; GET /catalogue/product-ids lists what exists,
 * so an incremental build can drop deleted products; GET /catalogue/page-meta gives all listing meta;
 * GET /catalogue/home-blocks the home page's active slides and banners; GET /catalogue/redirects every
 * 301 left by a changed permalink (for the build's _redirects); GET /catalogue/fitment every vehicle
 * and every fitment row of an active vehicle-specific product, compact (the selector tree, vehicle
 * files, Fitment tabs and shop-by-vehicle pages; a universal product fits every vehicle and is not listed).
 */
import { asc, eq, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  HomeBlocksSchema,
  PageMetaSchema,
  ProductExportSchema,
  ProductIdsSchema,
  RedirectsSchema,
} from '../../lib/api/schemas/catalogue.ts';
import { FitmentExportSchema } from '../../lib/api/schemas/fitment.ts';
import { changeVersions } from '../db/catalogue-changes.ts';
import { homeBlocks, products, vehicles } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc } from '../http/openapi.ts';
import { validate, wholeNumberText } from '../http/validate.ts';
import { productsAfter } from '../services/products.ts';
import { reviewsForExport } from '../services/reviews/ratings.ts';
import { listPageMeta } from '../services/taxonomy.ts';
import { allRedirects } from '../services/url-redirects.ts';
import { toVehicle } from '../services/vehicles.ts';

const ExportQuerySchema = v.strictObject({
  after: v.optional(wholeNumberText('after', 0), '0'),
  limit: v.optional(wholeNumberText('limit', 1, 2000), '2000'),
  updated_since: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('updated_since must be an ISO 8601 timestamp'),
      v.transform((s) => new Date(s)),
      // The pattern lets through year 0, which PostgreSQL has not (nor would an unreadable Date pass).
      v.check((d) => d.getUTCFullYear() >= 1, 'updated_since must be an ISO 8601 timestamp'),
    ),
  ),
});

const TAG = 'Catalogue export';
const docs = {
  products: doc(TAG, 'Every product in id order, a page at a time', {
    200: ProductExportSchema,
    400: 'A query parameter is unknown or malformed.',
  }),
  ids: doc(TAG, "Every product's id and updated_at", { 200: ProductIdsSchema }),
  meta: doc(TAG, 'SEO meta of every listing page', { 200: PageMetaSchema }),
  homeBlocks: doc(TAG, "The home page's active hero slides and banners, in order", { 200: HomeBlocksSchema }),
  redirects: doc(TAG, 'Every 301 from an old permalink to the current page', { 200: RedirectsSchema }),
  fitment: doc(TAG, 'Every vehicle, and which active vehicle-specific products fit each', {
    200: FitmentExportSchema,
  }),
};

/** What the fitment export reads (src/api/db/catalogue-changes.ts). */
const FITMENT_SCOPES = ['vehicles', 'fitments', 'products.fitment'];

/**
 * The last fitment export per database, with the change versions it was read at. Every build asks
 * for it, and at 100,000 products it is 25 MB that took 3.7 s of the main thread to make (on PGlite
 * the site server's too); a price edit changes none of it.
 */
const fitmentAnswers = new WeakMap<object, { key: string; json: string }>();

export const exportRoutes = new Hono<AppEnv>()
  .get('/products', docs.products, validate('query', ExportQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const data = await productsAfter(
      c.var.db,
      q.after,
      q.limit,
      q.updated_since ? gte(products.updatedAt, q.updated_since) : undefined,
    );
    // Each product's newest approved reviews and fit summary, for the whole page at once.
    const reviews = await reviewsForExport(
      c.var.db,
      data.map((p) => p.id),
    );
    const last = data.at(-1);
    return c.json({
      data: data.map((p) => ({ ...p, ...reviews.get(p.id)! })),
      next_after: data.length === q.limit && last ? last.id : null,
    });
  })
  .get('/product-ids', docs.ids, async (c) => {
    const rows = await c.var.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id);
    // Same Date -> ISO path as the export, so the build can compare the two exactly.
    return c.json({ data: rows.map((r) => ({ id: r.id, updated_at: r.updatedAt.toISOString() })) });
  })
  .get('/page-meta', docs.meta, async (c) => c.json({ data: await listPageMeta(c.var.db) }))
  .get('/home-blocks', docs.homeBlocks, async (c) => {
    const rows = await c.var.db
      .select({
        id: homeBlocks.id,
        kind: homeBlocks.kind,
        title: homeBlocks.title,
        text: homeBlocks.text,
        href: homeBlocks.href,
        cta: homeBlocks.cta,
        image: homeBlocks.image,
        image_alt: homeBlocks.imageAlt,
        sort_order: homeBlocks.sortOrder,
      })
      .from(homeBlocks)
      .where(eq(homeBlocks.active, true))
      .orderBy(asc(homeBlocks.kind), asc(homeBlocks.sortOrder), asc(homeBlocks.id));
    return c.json({ data: rows });
  })
  .get('/redirects', docs.redirects, async (c) => c.json({ data: await allRedirects(c.var.db) }))
  .get('/fitment', docs.fitment, async (c) => {
    // Read before the rows: a write landing in between leaves an answer newer than its key, which
    // the next request replaces, never an older one kept.
    const key = [...(await changeVersions(c.var.db, FITMENT_SCOPES)).values()].join(':');
    const kept = fitmentAnswers.get(c.var.db);
    if (kept?.key === key) return c.body(kept.json, 200, { 'Content-Type': 'application/json' });
    const [vehicleRows, fitRows] = await Promise.all([
      c.var.db.select().from(vehicles).orderBy(asc(vehicles.id)),
      // Every row as an array, and all of them as one JSON text made by the database: at 10,000
      // products there are a few hundred thousand, and a result row each (read from PGlite's wire
      // format, parsed, stringified again) took about a second of this thread.
      c.var.db.execute(sql`select coalesce(json_agg(json_build_array(f.product_id, f.vehicle_id, f.position,
          f.qty, f.note, f.year_from, f.year_to) order by f.vehicle_id, f.product_id, f.position), '[]')::text
          as rows from fitments f join products p on p.id = f.product_id where p.active and not p.universal`),
    ]);
    const fitments = (fitRows as unknown as { rows: { rows: string }[] }).rows[0]!.rows;
    const json = `{"data":{"vehicles":${JSON.stringify(vehicleRows.map(toVehicle))},"fitments":${fitments}}}`;
    fitmentAnswers.set(c.var.db, { key, json });
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  });
