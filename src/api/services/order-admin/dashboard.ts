/** The back office's dashboard: today's paid orders and revenue, orders to fulfil, returns to answer. */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Dashboard } from '../../../lib/api/schemas/admin-orders.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders, returnRequests } from '../../db/schema/index.ts';
import { shopToday } from './shop-day.ts';

/** Return requests still waiting for the shop. */
const OPEN_RETURNS = ['requested', 'approved', 'received'];

export async function dashboard(db: DbOrTx): Promise<Dashboard> {
  const [today] = await db
    .select({
      orders: count(),
      inc: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
      gst: sql<number>`coalesce(sum(${orders.gstCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'completed'), gte(orders.createdAt, shopToday)));
  const [awaiting] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'completed'), inArray(orders.status, ['pending', 'processing'])));
  const [returns] = await db
    .select({ n: count() })
    .from(returnRequests)
    .where(inArray(returnRequests.status, OPEN_RETURNS));
  return {
    today: {
      orders: today?.orders ?? 0,
      revenue_inc_gst_cents: today?.inc ?? 0,
      revenue_ex_gst_cents: (today?.inc ?? 0) - (today?.gst ?? 0),
    },
    awaiting_fulfilment: awaiting?.n ?? 0,
    open_returns: returns?.n ?? 0,
  };
}
