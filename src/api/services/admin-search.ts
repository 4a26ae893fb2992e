/**
 * The back office's search box: orders, customers and products containing the typed text, a few of
 * each, newest first; only the groups the member's role may read. ILIKE '%…%' on columns with
 * trigram indexes (migration 0015), so it stays fast on a large shop.
 */
import { desc, ilike, or, sql } from 'drizzle-orm';
import { can } from '../../lib/account/staff-roles.ts';
import type { AdminSearchAnswer } from '../../lib/api/schemas/admin-search.ts';
import type { DbOrTx } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import { orders, products, users } from '../db/schema/index.ts';
import type { Actor } from '../http/staff.ts';

/** How many of each group the box lists. */
export const SEARCH_GROUP_SIZE = 5;

export type SearchGroup = 'orders' | 'customers' | 'products';

/** The groups an actor may search: the machine token all, staff by their role's permissions. */
export function searchGroups(actor: Actor): SearchGroup[] {
  const may = (p: Parameters<typeof can>[1]) => actor.kind !== 'staff' || can(actor.staff.role, p);
  return [
    ...(may('orders:read') ? (['orders'] as const) : []),
    ...(may('customers:read') ? (['customers'] as const) : []),
    ...(may('catalogue:write') ? (['products'] as const) : []),
  ];
}

function findOrders(db: DbOrTx, pattern: string) {
  return db
    .select({
      invoice_number: orders.invoiceNumber,
      name: sql<string>`${orders.fName} || ' ' || ${orders.lName}`,
      email: orders.email,
      status: orders.status,
      payment_status: orders.paymentStatus,
      total_cents: orders.totalCents,
      created_at: orders.createdAt,
    })
    .from(orders)
    .where(
      or(
        ilike(orders.invoiceNumber, pattern),
        ilike(orders.email, pattern),
        sql`(${orders.fName} || ' ' || ${orders.lName}) ILIKE ${pattern}`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SEARCH_GROUP_SIZE);
}

function findCustomers(db: DbOrTx, pattern: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, created_at: users.createdAt })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(SEARCH_GROUP_SIZE);
}

function findProducts(db: DbOrTx, pattern: string) {
  return db
    .select({ id: products.id, title: products.title, sku: products.sku, active: products.active })
    .from(products)
    .where(or(ilike(products.title, pattern), ilike(products.sku, pattern)))
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(SEARCH_GROUP_SIZE);
}

/** Each group the actor may read, with up to SEARCH_GROUP_SIZE rows containing `q`; the others left out. */
export async function searchBackOffice(
  db: DbOrTx,
  actor: Actor,
  q: string,
): Promise<Omit<AdminSearchAnswer, 'q'>> {
  const pattern = containsPattern(q.trim());
  const groups = searchGroups(actor);
  const [found, people, items] = await Promise.all([
    groups.includes('orders') ? findOrders(db, pattern) : null,
    groups.includes('customers') ? findCustomers(db, pattern) : null,
    groups.includes('products') ? findProducts(db, pattern) : null,
  ]);
  return {
    ...(found && {
      orders: found.map((o) => ({ ...o, name: o.name.trim(), created_at: o.created_at.toISOString() })),
    }),
    ...(people && { customers: people.map((c) => ({ ...c, created_at: c.created_at.toISOString() })) }),
    ...(items && { products: items }),
  };
}
