import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardOrder, place } from '../../../tests/helpers/orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import type { AdminProduct } from '../../lib/catalogue/catalogue-input.ts';
import { auditLog, orderItems, productMeta, products } from '../db/schema/index.ts';
import { PRODUCT_ORDERED } from '../services/product-delete.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));

let token: string | null = null;
const call = async (method: string, path: string, body?: unknown) => {
  token ??= (await staffSession(t, 'editor')).token;
  const res = await adminCall(t, method, path, token, body);
  return { status: res.status, body: (await res.json()) as { message?: string; data?: AdminProduct } };
};

/** A new active, in-stock product that nobody has ordered: a copy of product 1, switched on. */
async function freshProduct(): Promise<AdminProduct> {
  const copy = (await call('POST', '/products/1/duplicate')).body.data!;
  const on = await call('PATCH', `/products/${copy.id}`, {
    version: copy.version,
    active: true,
    stock_status: 'in_stock',
  });
  expect(on.status).toBe(200);
  return on.body.data!;
}

const orderFor = (id: number) => cardOrder([{ id } as ApiProduct]);
const exists = async (id: number) =>
  (await t.database.db.select({ id: products.id }).from(products).where(eq(products.id, id))).length > 0;

describe('DELETE /api/admin/products/{id}', () => {
  it('deletes a product nobody ordered, with its meta, audited, and the site rebuilds', async () => {
    const p = await freshProduct();
    changes.length = 0;
    const res = await call('DELETE', `/products/${p.id}`);
    expect(res).toEqual({ status: 200, body: { data: { id: p.id, sku: p.sku, deleted: true } } });
    expect(await exists(p.id)).toBe(false);
    expect(await t.database.db.select().from(productMeta).where(eq(productMeta.productId, p.id))).toEqual([]);
    expect((await call('GET', `/products/${p.id}`)).status).toBe(404);
    expect(changes).toEqual([`product ${p.id} deleted`]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.delete'), eq(auditLog.entityId, String(p.id))));
    expect(entry!.before).toMatchObject({ sku: p.sku, title: p.title, price_cents: p.price_cents });
  });

  it('refuses to delete an ordered product with 409 and a clear message; it can still be deactivated', async () => {
    const p = await freshProduct();
    expect((await place(t, orderFor(p.id))).status).toBe(200);
    const res = await call('DELETE', `/products/${p.id}`);
    expect(res).toEqual({ status: 409, body: { message: PRODUCT_ORDERED } });
    expect(await exists(p.id)).toBe(true);
    const off = await call('PATCH', `/products/${p.id}`, { version: p.version, active: false });
    expect(off.status).toBe(200);
  });

  it('answers 404 for a product that is not there', async () => {
    expect(await call('DELETE', '/products/999999')).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
  });

  it('placing an order for a deleted product answers 422 naming the line', async () => {
    const p = await freshProduct();
    await call('DELETE', `/products/${p.id}`);
    const placed = await place(t, orderFor(p.id));
    expect(placed.status).toBe(422);
    expect(placed.body.errors).toEqual({ 'products.0.id': `Product ${p.id} is not available.` });
  });

  it('an order priced before a delete and written after it answers 422, not 500, and leaves no order', async () => {
    const p = await freshProduct();
    const db = t.deps.db;
    const transaction = db.transaction.bind(db);
    let deleted: Awaited<ReturnType<typeof call>> | null = null;
    // The order's first transaction is the one writing it: the delete commits just before it starts.
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      db.transaction = transaction;
      deleted = await call('DELETE', `/products/${p.id}`);
      return transaction(...args);
    }) as typeof db.transaction;
    try {
      const placed = await place(t, orderFor(p.id));
      expect(deleted!.status).toBe(200);
      expect(placed.status).toBe(422);
      expect(placed.body.message).toBe(`Product ${p.id} is not available.`);
    } finally {
      db.transaction = transaction;
    }
    const orphan = await t.database.db.select().from(orderItems).where(eq(orderItems.sku, p.sku));
    expect(orphan).toEqual([]);
  });

  it('an order and a delete at once: either the order wins (409 to the delete) or the delete wins (422 to the order), never 500', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await freshProduct();
      const [placed, deleted] = await Promise.all([
        place(t, orderFor(p.id)),
        // Started a little later each round, so the delete lands at different steps of the order.
        new Promise((r) => setTimeout(r, round)).then(() => call('DELETE', `/products/${p.id}`)),
      ]);
      const outcome = `${placed.status}/${deleted.status}`;
      expect(['200/409', '422/200']).toContain(outcome);
      const lines = await t.database.db
        .select()
        .from(products)
        .where(eq(products.id, p.id))
        .orderBy(asc(products.id));
      expect(lines.length).toBe(deleted.status === 200 ? 0 : 1);
    }
  });
});
