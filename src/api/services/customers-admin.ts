/**
 * The back office's customers: search, detail with orders, addresses and plans, trade
 * application decisions (services/trade) and membership plan assignment. Every write records its
 * audit entry in its own transaction.
 */
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { CUSTOMER_TRADE_STATUSES } from '../../lib/account/trade.ts';
import type { CustomerDetail, CustomerRow } from '../../lib/api/schemas/admin-customers.ts';
import type { Page } from '../../lib/api/schemas/common.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import {
  addresses,
  membershipPlans,
  orders,
  userMembershipPlans,
  userMeta,
  users,
} from '../db/schema/index.ts';
import type { Actor } from '../http/staff.ts';
import { recordAudit } from './audit.ts';
import { revokeTradePlans } from './membership.ts';
import { orderRowFields, orderRowView } from './order-admin/list.ts';
import { PLACED_PAYMENTS } from './order-admin/rules.ts';
import { approveTrade, TRADE_STATUS_OPTION, tradeDetails } from './trade.ts';

type CustomerTradeStatus = CustomerRow['trade_status'];

const toStatus = (value: string | null | undefined): CustomerTradeStatus =>
  (CUSTOMER_TRADE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as CustomerTradeStatus)
    : 'none';

export async function listCustomers(
  db: DbOrTx,
  o: { q: string; page: number; perPage: number },
): Promise<Page<CustomerRow>> {
  const q = o.q.trim();
  const where = q
    ? or(ilike(users.name, containsPattern(q)), ilike(users.email, containsPattern(q)))
    : undefined;
  const orderCount = db
    .select({ userId: orders.userId, n: count().as('n') })
    .from(orders)
    .where(inArray(orders.paymentStatus, [...PLACED_PAYMENTS]))
    .groupBy(orders.userId)
    .as('order_count');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        createdAt: users.createdAt,
        orderCount: orderCount.n,
        trade: userMeta.value,
      })
      .from(users)
      .leftJoin(orderCount, eq(orderCount.userId, users.id))
      .leftJoin(userMeta, and(eq(userMeta.userId, users.id), eq(userMeta.option, TRADE_STATUS_OPTION)))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(o.perPage)
      .offset((o.page - 1) * o.perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      created_at: r.createdAt.toISOString(),
      order_count: Number(r.orderCount ?? 0),
      trade_status: toStatus(r.trade),
    })),
    page: o.page,
    per_page: o.perPage,
    total: total?.n ?? 0,
  };
}

/** The trade status as stored, 'rejected' included (lib/trade shows a rejected application as none). */
async function storedTradeStatus(db: DbOrTx, userId: number): Promise<CustomerTradeStatus> {
  const [row] = await db
    .select({ value: userMeta.value })
    .from(userMeta)
    .where(and(eq(userMeta.userId, userId), eq(userMeta.option, TRADE_STATUS_OPTION)));
  return toStatus(row?.value);
}

async function heldPlanIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userMembershipPlans.planId })
    .from(userMembershipPlans)
    .where(eq(userMembershipPlans.userId, userId))
    .orderBy(asc(userMembershipPlans.planId));
  return rows.map((r) => r.id);
}

export async function loadCustomer(db: DbOrTx, id: number): Promise<CustomerDetail | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return null;
  const [details, status, plans, held, saved, placed] = await Promise.all([
    tradeDetails(db, id),
    storedTradeStatus(db, id),
    db.select().from(membershipPlans).orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id)),
    heldPlanIds(db, id),
    db.select().from(addresses).where(eq(addresses.userId, id)).orderBy(asc(addresses.id)),
    db
      .select(orderRowFields)
      .from(orders)
      .where(and(eq(orders.userId, id), inArray(orders.paymentStatus, [...PLACED_PAYMENTS])))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100),
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    created_at: user.createdAt.toISOString(),
    email_verified: user.emailVerifiedAt !== null,
    trade: { status, business_name: details.businessName, abn: details.abn },
    plans: plans.map((p) => ({ id: p.id, title: p.planName, held: held.includes(p.id) })),
    addresses: saved.map((a) => ({
      id: a.id,
      address_type: a.addressType,
      name: `${a.fName} ${a.lName}`.trim(),
      company: a.company,
      email: a.email,
      phone: a.phone,
      street_address: a.streetAddress,
      suburb: a.suburb,
      city: a.city,
      state: a.state,
      post_code: a.postCode,
    })),
    orders: placed.map(orderRowView),
  };
}

export type WriteResult = { status: 200 } | { status: 404 | 409 | 422; message: string };

export const NO_APPLICATION = 'This customer has not applied for a trade account.';

/**
 * Approves (services/trade's approveTrade: trade plans and the member's email) or rejects the
 * customer's trade application. A rejection stores 'rejected' and takes any trade plans back.
 */
export async function decideTrade(
  db: Db,
  actor: Actor | null,
  id: number,
  decision: 'approve' | 'reject',
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
    if (!user) return { status: 404, message: 'No such customer.' };
    const before = await storedTradeStatus(tx, id);
    let after: CustomerTradeStatus;
    if (decision === 'approve') {
      if (before === 'approved') return { status: 200 };
      // approveTrade opens its own transaction: inside ours it is a savepoint, so the audit entry commits with it.
      const approved = await approveTrade(tx as unknown as Db, user.email);
      if (!approved.ok) return { status: 409, message: approved.reason };
      after = 'approved';
    } else {
      if (before === 'none') return { status: 409, message: NO_APPLICATION };
      if (before === 'rejected') return { status: 200 };
      await tx
        .update(userMeta)
        .set({ value: 'rejected' })
        .where(and(eq(userMeta.userId, id), eq(userMeta.option, TRADE_STATUS_OPTION)));
      await revokeTradePlans(tx, id);
      after = 'rejected';
    }
    const details = await tradeDetails(tx, id);
    await recordAudit(tx, actor, {
      action: `customer.trade_${decision}`,
      entity: 'customer',
      entityId: id,
      before: { trade_status: before },
      after: { trade_status: after, business_name: details.businessName, abn: details.abn },
    });
    return { status: 200 };
  });
}

/** Sets exactly which membership plans the customer holds. */
export async function setPlans(
  db: Db,
  actor: Actor | null,
  id: number,
  planIds: number[],
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) return { status: 404, message: 'No such customer.' };
    const wanted = [...new Set(planIds)].sort((a, b) => a - b);
    if (wanted.length) {
      const known = await tx
        .select({ id: membershipPlans.id })
        .from(membershipPlans)
        .where(inArray(membershipPlans.id, wanted));
      const unknown = wanted.filter((p) => !known.some((k) => k.id === p));
      if (unknown.length)
        return { status: 422, message: `No membership plan has the id ${unknown.join(', ')}.` };
    }
    const before = await heldPlanIds(tx, id);
    const drop = before.filter((p) => !wanted.includes(p));
    const add = wanted.filter((p) => !before.includes(p));
    if (!drop.length && !add.length) return { status: 200 };
    if (drop.length)
      await tx
        .delete(userMembershipPlans)
        .where(and(eq(userMembershipPlans.userId, id), inArray(userMembershipPlans.planId, drop)));
    if (add.length)
      await tx
        .insert(userMembershipPlans)
        .values(add.map((planId) => ({ userId: id, planId })))
        .onConflictDoNothing();
    await recordAudit(tx, actor, {
      action: 'customer.plans',
      entity: 'customer',
      entityId: id,
      before: { plan_ids: before },
      after: { plan_ids: wanted },
    });
    return { status: 200 };
  });
}
