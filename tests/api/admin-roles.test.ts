/**
 * The back office's role matrix: every /api/admin route, called by an anonymous visitor, a
 * customer, a disabled member of staff and each staff role. Only the roles lib/staff-roles grants the
 * route's permission get past the check; everyone else gets 401 or 403 and nothing is written.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/api/db/schema/index.ts';
import { DEMO_CUSTOMER } from '../../src/api/seed/seed.ts';
import { issueStaffToken } from '../../src/api/services/staff-auth.ts';
import { can, type Permission, STAFF_ROLES, type StaffRole } from '../../src/lib/account/staff-roles.ts';
import { signIn } from '../helpers/orders.ts';
import { adminCall, staffSession } from '../helpers/staff.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

/** The permission each route needs; 'staff' = any enabled member of staff. */
const ROUTES: Record<string, Permission | 'staff'> = {
  'GET /admin/me': 'staff',
  'POST /admin/logout': 'staff',
  'POST /admin/password': 'staff',
  'GET /admin/dashboard': 'orders:read',
  'GET /admin/orders': 'orders:read',
  'GET /admin/orders/:invoice': 'orders:read',
  'POST /admin/orders/:invoice/status': 'orders:fulfil',
  'POST /admin/orders/:invoice/notes': 'orders:fulfil',
  'POST /admin/orders/:invoice/refunds': 'orders:refund',
  'GET /admin/orders/:invoice/invoice.pdf': 'orders:read',
  'GET /admin/orders/:invoice/packing-slip.pdf': 'orders:fulfil',
  'POST /admin/orders/:invoice/resend-confirmation': 'orders:fulfil',
  'POST /admin/orders/:invoice/shipments/:index/book': 'orders:fulfil',
  'GET /admin/orders/:invoice/shipments/:index/label': 'orders:fulfil',
  'POST /admin/orders/bulk-status': 'orders:fulfil',
  'GET /admin/orders/export.csv': 'orders:export',
  'GET /admin/notices': 'orders:read',
  'GET /admin/returns': 'returns:read',
  'GET /admin/returns/:id': 'returns:read',
  'POST /admin/returns/:id/status': 'returns:decide',
  'GET /admin/return-requests/:id/file': 'returns:read',
  'GET /admin/customers': 'customers:read',
  'GET /admin/customers/:id': 'customers:read',
  'POST /admin/customers/:id/trade': 'customers:write',
  'PUT /admin/customers/:id/plans': 'customers:write',
  'GET /admin/messages': 'inbox:read',
  'GET /admin/newsletter.csv': 'inbox:read',
  'GET /admin/staff': 'staff:manage',
  'POST /admin/staff': 'staff:manage',
  'PATCH /admin/staff/:id': 'staff:manage',
  'POST /admin/staff/:id/password-reset': 'staff:manage',
  'GET /admin/audit': 'audit:read',
  // Every role reads one group at least (editors products); each sees only its own groups.
  'GET /admin/search': 'staff',
  'GET /admin/products': 'catalogue:write',
  'GET /admin/products/:id': 'catalogue:write',
  'POST /admin/products': 'catalogue:write',
  'PATCH /admin/products/:id': 'catalogue:write',
  'POST /admin/products/:id/duplicate': 'catalogue:write',
  'GET /admin/products/:id/fitment': 'catalogue:write',
  'PUT /admin/products/:id/fitment': 'catalogue:write',
  'GET /admin/locations': 'inventory:read',
  'GET /admin/locations/:id': 'inventory:read',
  'POST /admin/locations': 'inventory:write',
  'PATCH /admin/locations/:id': 'inventory:write',
  'GET /admin/products/:id/stock': 'inventory:read',
  'PUT /admin/products/:id/stock': 'inventory:write',
  'POST /admin/products/:id/stock/adjustments': 'inventory:write',
  'GET /admin/stock/low': 'inventory:read',
  'GET /admin/stock/pick-list': 'inventory:read',
  'GET /admin/stock/export.csv': 'inventory:read',
  'POST /admin/stock/import': 'inventory:write',
  'GET /admin/vehicles': 'catalogue:write',
  'POST /admin/vehicles': 'catalogue:write',
  'GET /admin/vehicles/:id': 'catalogue:write',
  'PATCH /admin/vehicles/:id': 'catalogue:write',
  'DELETE /admin/vehicles/:id': 'catalogue:write',
  'DELETE /admin/products/:id': 'catalogue:write',
  'GET /admin/products/export.csv': 'catalogue:write',
  'POST /admin/products/import': 'catalogue:write',
  'GET /admin/fitment/export.csv': 'catalogue:write',
  'POST /admin/fitment/import': 'catalogue:write',
  'POST /admin/uploads': 'catalogue:write',
  'GET /admin/publishing': 'catalogue:write',
  'GET /admin/brands': 'catalogue:write',
  'POST /admin/brands': 'catalogue:write',
  'GET /admin/brands/:id': 'catalogue:write',
  'PATCH /admin/brands/:id': 'catalogue:write',
  'GET /admin/blogs': 'catalogue:write',
  'POST /admin/blogs': 'catalogue:write',
  'GET /admin/blogs/:id': 'catalogue:write',
  'PATCH /admin/blogs/:id': 'catalogue:write',
  'GET /admin/faqs': 'catalogue:write',
  'POST /admin/faqs': 'catalogue:write',
  'GET /admin/faqs/:id': 'catalogue:write',
  'PATCH /admin/faqs/:id': 'catalogue:write',
  'GET /admin/home-blocks': 'catalogue:write',
  'POST /admin/home-blocks': 'catalogue:write',
  'GET /admin/home-blocks/:id': 'catalogue:write',
  'PATCH /admin/home-blocks/:id': 'catalogue:write',
  'GET /admin/categories': 'catalogue:write',
  'POST /admin/categories': 'catalogue:write',
  'GET /admin/categories/:id': 'catalogue:write',
  'PATCH /admin/categories/:id': 'catalogue:write',
  'DELETE /admin/blogs/:id': 'catalogue:write',
  'DELETE /admin/faqs/:id': 'catalogue:write',
  'DELETE /admin/home-blocks/:id': 'catalogue:write',
  'DELETE /admin/categories/:id': 'catalogue:write',
  'DELETE /admin/brands/:id': 'catalogue:write',
  'GET /admin/pages': 'catalogue:write',
  'GET /admin/pages/:id': 'catalogue:write',
  'PATCH /admin/pages/:id': 'catalogue:write',
  'GET /admin/child-categories': 'catalogue:write',
  'GET /admin/child-categories/:id': 'catalogue:write',
  'PATCH /admin/child-categories/:id': 'catalogue:write',
  'DELETE /admin/child-categories/:id': 'catalogue:write',
  'POST /admin/categories/:parent/children': 'catalogue:write',
  'GET /admin/page-meta': 'catalogue:write',
  'PUT /admin/page-meta/:scope/:ref': 'catalogue:write',
  'GET /admin/settings': 'settings:write',
  'PATCH /admin/settings': 'settings:write',
  'GET /admin/emails': 'settings:write',
  'GET /admin/emails/:template': 'settings:write',
  'POST /admin/emails/:template/test': 'settings:write',
  'GET /admin/freight': 'settings:write',
  'PUT /admin/freight': 'settings:write',
  'GET /admin/reviews': 'catalogue:write',
  'POST /admin/reviews/:id/approve': 'catalogue:write',
  'POST /admin/reviews/:id/reject': 'catalogue:write',
  'PUT /admin/reviews/:id/reply': 'catalogue:write',
  'GET /admin/fitment-tasks': 'catalogue:write',
  'POST /admin/fitment-tasks/:id/done': 'catalogue:write',
  'GET /admin/search/synonyms': 'catalogue:write',
  'PUT /admin/search/synonyms': 'catalogue:write',
  // catalogue:write or orders:read, which between them every role has.
  'GET /admin/search/analytics': 'staff',
};

/** The admin routes for everyone: signing in, and setting a password with an emailed reset link. */
const PUBLIC = ['/api/admin/login', '/api/admin/password-reset'];

/** Every admin route of the app as 'METHOD /admin/path' (the public ones aside). */
function adminRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/admin/') || PUBLIC.includes(r.path)) continue;
    seen.add(`${r.method} ${r.path.slice('/api'.length).replace(/\{[^}]*\}/g, '')}`);
  }
  return [...seen].sort();
}

/** A concrete URL for a route pattern: ids that name nothing, so even a permitted call changes nothing. */
const urlOf = (pattern: string) =>
  pattern
    .replace(':invoice', 'SCNOSUCHORDER')
    .replace(':index', '0')
    .replace(':id', '999999')
    .replace(':parent', '999999')
    .replace(':scope/:ref', 'brand/no-such-brand')
    .slice('/admin'.length);

/** Rows in every table staff can write, to prove refused calls wrote nothing. */
async function writes(): Promise<number[]> {
  const tables = [
    schema.auditLog,
    schema.orderEvents,
    schema.orderRefunds,
    schema.orderShipments,
    schema.staff,
    schema.staffPasswordResets,
    schema.emailOutbox,
    schema.userMembershipPlans,
    schema.userMeta,
  ];
  return Promise.all(
    tables.map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n),
  );
}

type Caller = { name: string; token: () => Promise<string | null>; role: StaffRole | null };

let customerToken: string;
let disabledToken: string;
const members = new Map<StaffRole, number>();
const callers: Caller[] = [
  { name: 'anonymous', token: async () => null, role: null },
  { name: 'a customer', token: async () => customerToken, role: null },
  { name: 'a disabled owner', token: async () => disabledToken, role: null },
  // A fresh session per call, so POST /admin/logout cannot sign the next call out.
  ...STAFF_ROLES.map((role) => ({
    name: role,
    role,
    token: () => issueStaffToken(t.database.db, members.get(role)!),
  })),
];

beforeAll(async () => {
  customerToken = await signIn(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  disabledToken = (await staffSession(t, 'owner', { disabled: true })).token;
  for (const role of STAFF_ROLES) members.set(role, (await staffSession(t, role)).member.id);
});

describe('the back-office role matrix', () => {
  it('knows the permission of every admin route', () => {
    expect(adminRoutes()).toEqual(Object.keys(ROUTES).sort());
  });

  it('lets through exactly the roles with the permission, and refused calls write nothing', async () => {
    const unexpected: string[] = [];
    for (const route of Object.keys(ROUTES)) {
      const [method, pattern] = route.split(' ') as [string, string];
      const permission = ROUTES[route]!;
      for (const caller of callers) {
        const token = await caller.token();
        const allowed = caller.role !== null && (permission === 'staff' || can(caller.role, permission));
        const before = allowed ? null : await writes();
        const body = method === 'GET' ? undefined : {};
        const res = await adminCall(t, method, urlOf(pattern), token, body, {
          'Idempotency-Key': `matrix-${Math.random()}`,
        });
        const refused = res.status === 401 || res.status === 403;
        if (allowed && refused) unexpected.push(`${route} refused ${caller.name} (${res.status})`);
        if (!allowed) {
          const expected = caller.role === null ? 401 : 403;
          if (res.status !== expected) unexpected.push(`${route} answered ${caller.name} ${res.status}`);
          const after = await writes();
          // Sessions for the callers themselves are made before `before` is read, so any change is the call's.
          if (JSON.stringify(after) !== JSON.stringify(before))
            unexpected.push(`${route} wrote something for ${caller.name}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('signs a disabled member of staff out of the session they already had', async () => {
    const { token, member } = await staffSession(t, 'manager');
    expect((await adminCall(t, 'GET', '/me', token)).status).toBe(200);
    await t.database.db
      .update(schema.staff)
      .set({ disabledAt: new Date() })
      .where(eq(schema.staff.id, member.id));
    const res = await adminCall(t, 'GET', '/me', token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Please sign in to the back office.' });
  });

  it("keeps the machine token (SHOP_ADMIN_TOKEN) working for the shop's own calls", async () => {
    const res = await adminCall(t, 'GET', '/me', t.deps.adminToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ staff: null });
  });
});
