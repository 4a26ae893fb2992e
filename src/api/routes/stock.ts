/**
 * Stock for the shop's pages (docs/design.md#stock-and-freight):
 *   GET /stores                  the stores shoppers can collect from
 *   GET /stock/{bucket}.json     availability of products bucket×100 … bucket×100+99 at each location
 * Both are public and cacheable for a few seconds (a CDN in front serves them like files): the
 * catalogue's pages read them after the shopper chooses a store or after idle, never before.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AvailabilityFileSchema, StoreListSchema } from '../../lib/api/schemas/stock.ts';
import type { AppEnv } from '../env.ts';
import { doc } from '../http/openapi.ts';
import { validate } from '../http/validate.ts';
import { availabilityJson } from '../services/stock/availability.ts';
import { collectStores } from '../services/stock/locations.ts';

const TAG = 'Stock';
/** Fresh within 3 s of a change: 1 s in the API's memory (services/stock/availability.ts), 2 s in a browser or CDN. */
export const AVAILABILITY_CACHE = 'public, max-age=2, stale-while-revalidate=10';

const BucketParam = v.strictObject({
  bucket: v.pipe(
    v.string(),
    v.regex(/^\d{1,7}\.json$/, 'The file is {bucket}.json, bucket a whole number'),
    v.transform((s) => Number.parseInt(s, 10)),
  ),
});

export const stockRoutes = new Hono<AppEnv>()
  .get(
    '/stores',
    doc(TAG, 'The stores shoppers can collect from, in the shop’s order', { 200: StoreListSchema }),
    async (c) => {
      const stores = await collectStores(c.var.db);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({
        data: stores.map(({ leadMinutes, transferDays, ...s }) => ({
          ...s,
          lead_minutes: leadMinutes,
          transfer_days: transferDays,
        })),
      });
    },
  )
  .get(
    '/stock/:bucket',
    doc(TAG, 'What each location can sell of products bucket×100 to bucket×100+99, and their status', {
      200: AvailabilityFileSchema,
      400: 'The file name is not {bucket}.json.',
    }),
    validate('param', BucketParam),
    async (c) => {
      const json = await availabilityJson(c.var.db, c.req.valid('param').bucket);
      return c.body(json, 200, { 'Content-Type': 'application/json', 'Cache-Control': AVAILABILITY_CACHE });
    },
  );
