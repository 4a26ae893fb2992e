/**
 * GET /admin/notices?orders_since=&returns_since=  how many orders were placed and returns requested
 * since the member last looked at each list (the back office keeps those times); without a time,
 * the last 24 hours. The back office shows the counts as badges in its menu.
 */
import { and, count, gt, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { NoticesSchema } from '../../lib/api/schemas/admin-orders.ts';
import { orders, returnRequests } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { PLACED_PAYMENTS } from '../services/order-admin/rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const Since = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp(`${name} must be a time as ISO 8601, e.g. 2026-12-06T07:30:00.000Z`),
      v.transform((s) => new Date(s)),
    ),
  );

const NoticesQuery = v.strictObject({
  orders_since: Since('orders_since'),
  returns_since: Since('returns_since'),
});

export const adminNoticeRoutes = new Hono<AppEnv>().get(
  '/notices',
  doc(
    'Back office',
    'New placed orders and return requests since the times given (else the last 24 hours), for the badges in the menu',
    {
      200: NoticesSchema,
      400: 'A query parameter is unknown or not valid.',
      401: 'Not signed in to the back office.',
      403: 'Your role does not allow this.',
    },
    { security: SHOP_TOKEN },
  ),
  allow('orders:read'),
  validate('query', NoticesQuery),
  async (c) => {
    const q = c.req.valid('query');
    const now = new Date();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const [[placed], [returned]] = await Promise.all([
      c.var.db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            inArray(orders.paymentStatus, [...PLACED_PAYMENTS]),
            gt(orders.createdAt, q.orders_since ?? dayAgo),
          ),
        ),
      c.var.db
        .select({ n: count() })
        .from(returnRequests)
        .where(gt(returnRequests.createdAt, q.returns_since ?? dayAgo)),
    ]);
    return c.json({ new_orders: placed?.n ?? 0, new_returns: returned?.n ?? 0, now: now.toISOString() });
  },
);
