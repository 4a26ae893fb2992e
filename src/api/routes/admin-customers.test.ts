import { and, count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, place, someProducts } from '../../../tests/helpers/orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { CustomerAnswerSchema, CustomerListSchema } from '../../lib/api/schemas/admin-customers.ts';
import { auditLog, membershipPlans, userMembershipPlans, userMeta, users } from '../db/schema/index.ts';
import { NO_APPLICATION } from '../services/customers-admin.ts';

const t = setupTestApp();

interface Detail {
  trade: { status: string; business_name: string; abn: string };
  plans: { id: number; title: string; held: boolean }[];
  orders: Record<string, unknown>[];
  addresses: unknown[];
  [field: string]: unknown;
}
const ABN = '51 824 753 556';

let owner: string;
let manager: string;
let support: string;
let editor: string;
let tradePlanId: number;
let memberPlanId: number;

let n = 0;
/** A member signed up through the API (with a trade application when a business is given). */
async function member(extra: Record<string, unknown> = {}) {
  const email = `customer${n++}-${Date.now()}@example.com`;
  const res = await t.app.request('/api/registered', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Casey Customer',
      email,
      password: 'Secret!234',
      phone: '0412345678',
      terms: true,
      ...extra,
    }),
  });
  expect(res.status).toBeLessThan(300);
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const { token } = (await res.json()) as { token: string };
  return { id: user!.id, email, token };
}

const audits = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
const planIds = async (userId: number) =>
  (
    await t.database.db
      .select({ id: userMembershipPlans.planId })
      .from(userMembershipPlans)
      .where(eq(userMembershipPlans.userId, userId))
  )
    .map((r) => r.id)
    .sort();

beforeAll(async () => {
  owner = (await staffSession(t, 'owner')).token;
  manager = (await staffSession(t, 'manager')).token;
  support = (await staffSession(t, 'support')).token;
  editor = (await staffSession(t, 'editor')).token;
  const plans = await t.database.db.select().from(membershipPlans);
  tradePlanId = plans.find((p) => p.forTrade)!.id;
  memberPlanId = plans.find((p) => !p.forTrade)!.id;
});

describe('GET /api/admin/customers', () => {
  it('searches by name or email, with order counts and trade status', async () => {
    const m = await member({ name: 'Zelda Unique', _b_name: 'Zelda Pty Ltd', _b_number: ABN });
    const products = await someProducts(t, 1);
    expect((await place(t, cardOrder(products, { email: m.email }), undefined, m.token)).status).toBe(200);
    for (const q of ['zelda uni', m.email.toUpperCase()]) {
      const res = await adminCall(t, 'GET', `/customers?q=${encodeURIComponent(q)}`, support);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: Record<string, unknown>[]; total: number; per_page: number };
      v.assert(CustomerListSchema, body);
      expect(body.total).toBe(1);
      expect(body.per_page).toBe(25);
      expect(body.data[0]).toMatchObject({
        id: m.id,
        name: 'Zelda Unique',
        email: m.email,
        order_count: 1,
        trade_status: 'pending',
      });
    }
    // LIKE wildcards are taken literally.
    const wild = (await (await adminCall(t, 'GET', '/customers?q=%25', support)).json()) as { total: number };
    expect(wild.total).toBe(0);
    const all = (await (await adminCall(t, 'GET', '/customers?per_page=2', support)).json()) as {
      data: unknown[];
      total: number;
    };
    expect(all.data).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad query (400), the anonymous (401) and an editor (403)', async () => {
    expect((await adminCall(t, 'GET', '/customers?page=0', owner)).status).toBe(400);
    expect((await adminCall(t, 'GET', '/customers?sort=name', owner)).status).toBe(400);
    expect((await adminCall(t, 'GET', '/customers', null)).status).toBe(401);
    expect((await adminCall(t, 'GET', '/customers', editor)).status).toBe(403);
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('shows the trade application with its ABN, plans, addresses and orders', async () => {
    const m = await member({ _b_name: 'Acme Pty Ltd', _b_number: ABN });
    const products = await someProducts(t, 2);
    const placed = await place(t, cardOrder(products, { email: m.email }), undefined, m.token);
    const res = await adminCall(t, 'GET', `/customers/${m.id}`, support);
    expect(res.status).toBe(200);
    const answer = await res.json();
    v.assert(CustomerAnswerSchema, answer);
    const { data } = answer as { data: Detail };
    expect(data).toMatchObject({
      id: m.id,
      email: m.email,
      email_verified: false,
      trade: { status: 'pending', business_name: 'Acme Pty Ltd', abn: '51824753556' },
    });
    expect(data.plans).toContainEqual({ id: memberPlanId, title: 'Member', held: true });
    expect(data.plans).toContainEqual({ id: tradePlanId, title: 'Trade Member', held: false });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      invoice_number: placed.body.order!.invoice_number,
      payment_status: 'completed',
      item_count: 4,
      refunded_cents: 0,
    });
    expect(Array.isArray(data.addresses)).toBe(true);
  });

  it('answers 404 for an unknown customer', async () => {
    expect((await adminCall(t, 'GET', '/customers/999999', owner)).status).toBe(404);
    expect((await adminCall(t, 'GET', '/customers/x', owner)).status).toBe(400);
  });
});

describe('POST /api/admin/customers/{id}/trade', () => {
  it('approves an application: trade plan, email to the member, audit entry', async () => {
    const m = await member({ _b_name: 'Approve Me Pty Ltd', _b_number: ABN });
    const res = await adminCall(t, 'POST', `/customers/${m.id}/trade`, manager, { decision: 'approve' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Detail };
    expect(data.trade.status).toBe('approved');
    expect(data.plans).toContainEqual({ id: tradePlanId, title: 'Trade Member', held: true });
    expect(
      t.mail.some((mail) => mail.to === m.email && mail.subject === 'Your trade account is approved'),
    ).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(m.id))));
    expect(entry).toMatchObject({
      action: 'customer.trade_approve',
      before: { trade_status: 'pending' },
      after: { trade_status: 'approved', abn: '51824753556' },
    });
  });

  it('rejects an application and takes the trade plans back', async () => {
    const m = await member({ _b_name: 'Reject Me Pty Ltd', _b_number: ABN });
    await adminCall(t, 'POST', `/customers/${m.id}/trade`, owner, { decision: 'approve' });
    const res = await adminCall(t, 'POST', `/customers/${m.id}/trade`, owner, { decision: 'reject' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Detail };
    expect(data.trade.status).toBe('rejected');
    expect(await planIds(m.id)).toEqual([memberPlanId]);
    const [meta] = await t.database.db
      .select()
      .from(userMeta)
      .where(and(eq(userMeta.userId, m.id), eq(userMeta.option, '_trade_status')));
    expect(meta!.value).toBe('rejected');
  });

  it('refuses a decision with no application (409), bad input (422), unknown ids (404) and support (403)', async () => {
    const m = await member();
    const before = await audits();
    const none = await adminCall(t, 'POST', `/customers/${m.id}/trade`, owner, { decision: 'reject' });
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ message: NO_APPLICATION });
    expect(
      (await adminCall(t, 'POST', `/customers/${m.id}/trade`, owner, { decision: 'approve' })).status,
    ).toBe(409);
    expect(
      (await adminCall(t, 'POST', `/customers/${m.id}/trade`, owner, { decision: 'maybe' })).status,
    ).toBe(422);
    expect(
      (await adminCall(t, 'POST', '/customers/999999/trade', owner, { decision: 'approve' })).status,
    ).toBe(404);
    expect(
      (await adminCall(t, 'POST', `/customers/${m.id}/trade`, support, { decision: 'approve' })).status,
    ).toBe(403);
    expect(
      (await adminCall(t, 'POST', `/customers/${m.id}/trade`, null, { decision: 'approve' })).status,
    ).toBe(401);
    expect(await audits()).toBe(before);
  });
});

describe('PUT /api/admin/customers/{id}/plans', () => {
  it('sets exactly the plans held, with an audit entry', async () => {
    const m = await member();
    const res = await adminCall(t, 'PUT', `/customers/${m.id}/plans`, owner, { plan_ids: [tradePlanId] });
    expect(res.status).toBe(200);
    expect(await planIds(m.id)).toEqual([tradePlanId]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.plans'), eq(auditLog.entityId, String(m.id))));
    expect(entry).toMatchObject({ before: { plan_ids: [memberPlanId] }, after: { plan_ids: [tradePlanId] } });
    expect((await adminCall(t, 'PUT', `/customers/${m.id}/plans`, owner, { plan_ids: [] })).status).toBe(200);
    expect(await planIds(m.id)).toEqual([]);
  });

  it('refuses unknown plans and bad input (422), unknown ids (404) and support (403), changing nothing', async () => {
    const m = await member();
    const before = await audits();
    const unknown = await adminCall(t, 'PUT', `/customers/${m.id}/plans`, owner, {
      plan_ids: [memberPlanId, 9999],
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({
      errors: { plan_ids: 'No membership plan has the id 9999.' },
    });
    for (const body of [{ plan_ids: 'all' }, { plan_ids: [1.5] }, {}, { plan_ids: [1], extra: 1 }])
      expect((await adminCall(t, 'PUT', `/customers/${m.id}/plans`, owner, body)).status).toBe(422);
    expect((await adminCall(t, 'PUT', '/customers/999999/plans', owner, { plan_ids: [] })).status).toBe(404);
    expect((await adminCall(t, 'PUT', `/customers/${m.id}/plans`, support, { plan_ids: [] })).status).toBe(
      403,
    );
    expect(await planIds(m.id)).toEqual([memberPlanId]);
    expect(await audits()).toBe(before);
  });
});
