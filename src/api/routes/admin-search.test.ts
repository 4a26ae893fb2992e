/** GET /api/admin/search: orders, customers and products in one box, by role, rate limited. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { AdminSearchSchema } from '../../lib/api/schemas/admin-search.ts';
import { products, users } from '../db/schema/index.ts';
import { DEFAULT_LIMITS, memoryStore, type RateLimits } from '../http/rate-limit.ts';
import { SEARCH_LENGTH_MESSAGE } from './admin-search.ts';

const limits = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((k) => [
    k,
    { limit: k === 'admin-search' ? 8 : 100_000, windowMs: 60_000 },
  ]),
) as RateLimits;
const t = setupTestApp(() => ({ rateLimits: { store: memoryStore(), limits } }));
const tokens: Record<string, string> = {};
let invoice = '';
let customerId = 0;
let productId = 0;

const search = async (q: string, role = 'owner') => {
  const res = await adminCall(t, 'GET', `/search?q=${encodeURIComponent(q)}`, tokens[role]!);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  for (const role of ['owner', 'support', 'editor'] as const)
    tokens[role] = (await staffSession(t, role)).token;
  const [user] = await t.database.db
    .insert(users)
    .values({ name: 'Quokka Zanetti', email: 'quokka.z@example.com', passwordHash: 'x' })
    .returning();
  customerId = user!.id;
  const { row: order } = await insertPaidOrder(t.database.db, {
    lines: [{ title: 'Wiper blade', sku: 'WB-1', unitExCents: 2000, quantity: 1 }],
    email: 'quokka.z@example.com',
  });
  invoice = order.invoiceNumber;
  const [product] = await t.database.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .limit(1);
  productId = product!.id;
  await t.database.db
    .update(products)
    .set({ title: 'Quokka-proof mud flaps' })
    .where(eq(products.id, productId));
});

describe('GET /api/admin/search', () => {
  it('finds an order by email, the customer by name and a product by title, for an owner', async () => {
    const { status, body } = await search('quokka');
    expect(status).toBe(200);
    v.assert(AdminSearchSchema, body);
    expect((body.orders as { invoice_number: string }[]).map((o) => o.invoice_number)).toContain(invoice);
    expect(body.customers).toEqual([expect.objectContaining({ id: customerId, name: 'Quokka Zanetti' })]);
    expect(body.products).toEqual([
      expect.objectContaining({ id: productId, title: 'Quokka-proof mud flaps' }),
    ]);
  });

  it('finds an order by part of its number, whatever the case', async () => {
    const { body } = await search(invoice.slice(2, 9).toLowerCase());
    expect((body.orders as { invoice_number: string }[]).map((o) => o.invoice_number)).toEqual([invoice]);
  });

  it('lists only the groups the role may read: support no products, an editor only products', async () => {
    const support = await search('quokka', 'support');
    expect(Object.keys(support.body).sort()).toEqual(['customers', 'orders', 'q']);
    const editor = await search('quokka', 'editor');
    expect(Object.keys(editor.body).sort()).toEqual(['products', 'q']);
  });

  it('treats % and _ as themselves, not wildcards', async () => {
    const { body } = await search('%_%');
    expect(body).toMatchObject({ orders: [], customers: [], products: [] });
  });

  it('refuses one character and over 100 (400), and a caller not signed in (401)', async () => {
    for (const q of ['q', ' ', 'x'.repeat(101)]) {
      const { status, body } = await search(q);
      expect(status, q).toBe(400);
      expect(body.message).toBe(SEARCH_LENGTH_MESSAGE);
    }
    expect((await adminCall(t, 'GET', '/search?q=quokka', null)).status).toBe(401);
  });

  it('answers 429 with Retry-After past its limit', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 10; i++) last = await adminCall(t, 'GET', '/search?q=brake', tokens.owner!);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
