/**
 * POST /api/admin/products/import with some columns only (a supplier's `sku,price` file): just those
 * fields change, the dry run lists each row's changed columns, and the audit log has one entry per
 * product with its values before and after.
 */
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { auditLog, products } from '../db/schema/index.ts';
import { loadProducts } from '../services/product-csv.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));
let editor: string;
beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).token;
});

async function importCsv(body: string, mode: 'dry_run' | 'apply') {
  const res = await t.app.request(`/api/admin/products/import?mode=${mode}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${editor}`, 'Content-Type': 'text/csv' },
    body,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the answer's fields loosely
  return { status: res.status, body: (await res.json()) as any };
}

/** Three seeded products as the CSV sees them, by id. */
async function threeProducts() {
  const all = await loadProducts(t.database.db);
  return all.slice(0, 3);
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

describe('a CSV of some columns only', () => {
  it('sku,price changes only the prices; the dry run says which column changes per row', async () => {
    const before = await threeProducts();
    const file = stringify(
      before.map((p, i) => ({ sku: p.product.sku, price: dollars(p.product.price_cents + 100 * (i + 1)) })),
      { header: true, columns: ['sku', 'price'] },
    );

    const dry = await importCsv(file, 'dry_run');
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ rows: 3, created: 0, updated: 3, unchanged: 0, errors: [] });
    expect(dry.body.changes).toEqual(
      before.map((p, i) => ({ line: i + 2, sku: p.product.sku, fields: ['price'] })),
    );
    expect(await threeProducts()).toEqual(before);

    const applied = await importCsv(file, 'apply');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ updated: 3, errors: [] });
    const after = await threeProducts();
    after.forEach((p, i) => {
      expect(p.product).toEqual({
        ...before[i]!.product,
        price_cents: before[i]!.product.price_cents + 100 * (i + 1),
      });
    });
    expect(changes).toEqual(['product import: 0 created, 3 updated']);
  });

  it("keeps each changed product's old and new price in its own audit entry", async () => {
    const before = await threeProducts();
    const file = stringify(
      before.map((p) => ({ price: dollars(p.product.price_cents + 5), sku: p.product.sku })),
      { header: true, columns: ['price', 'sku'] },
    );
    expect((await importCsv(file, 'apply')).status).toBe(200);
    const ids = before.map((p) => String(p.id));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.import'), inArray(auditLog.entityId, ids)))
      .orderBy(asc(auditLog.id));
    const last = entries.slice(-3);
    expect(last.map((e) => ({ entity: e.entity, id: e.entityId, before: e.before, after: e.after }))).toEqual(
      before.map((p) => ({
        entity: 'product',
        id: String(p.id),
        before: { price_cents: p.product.price_cents },
        after: { price_cents: p.product.price_cents + 5 },
      })),
    );
  });

  it('refuses a row whose SKU is new: a new product needs every column', async () => {
    const file = stringify([{ sku: 'NO-SUCH-SKU-1', price: '10.00' }], {
      header: true,
      columns: ['sku', 'price'],
    });
    const dry = await importCsv(file, 'dry_run');
    expect(dry.body.errors).toEqual([
      {
        line: 2,
        field: 'sku',
        message:
          'No product has SKU NO-SUCH-SKU-1; a new product needs every column, and this file has only sku, price.',
      },
    ]);
    const refused = await importCsv(file, 'apply');
    expect(refused.status).toBe(422);
    expect(await t.database.db.select().from(products).where(eq(products.sku, 'NO-SUCH-SKU-1'))).toEqual([]);
  });

  it('a bad cell in a partial file is named by line and column, and the other columns are untouched', async () => {
    const [one] = await threeProducts();
    const file = stringify([{ sku: one!.product.sku, price: 'cheap', active: '0' }], {
      header: true,
      columns: ['sku', 'price', 'active'],
    });
    const dry = await importCsv(file, 'dry_run');
    expect(dry.body.errors).toEqual([
      { line: 2, field: 'price', message: 'Price must be an amount in dollars, like 154.99' },
    ]);
    const ok = stringify([{ sku: one!.product.sku, title: `${one!.product.title} v2`, active: '0' }], {
      header: true,
      columns: ['sku', 'title', 'active'],
    });
    const changed = await importCsv(ok, 'dry_run');
    expect(changed.body.changes).toEqual([{ line: 2, sku: one!.product.sku, fields: ['title', 'active'] }]);
  });
});
