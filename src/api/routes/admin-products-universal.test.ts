import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { AdminProduct } from '../../lib/catalogue/catalogue-input.ts';
import { auditLog, brands, categories, products } from '../db/schema/index.ts';
import { staleMessage } from '../services/versioned.ts';

const t = setupTestApp();
let editor: string;
let brandId: number;
let categoryId: number;

beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).token;
  [{ id: brandId }] = (await t.database.db.select({ id: brands.id }).from(brands).limit(1)) as [
    { id: number },
  ];
  [{ id: categoryId }] = (await t.database.db.select({ id: categories.id }).from(categories).limit(1)) as [
    { id: number },
  ];
});

const call = async (method: string, path: string, body?: unknown) => {
  const res = await adminCall(t, method, path, editor, body);
  return { status: res.status, body: (await res.json()) as { data: AdminProduct; message?: string } };
};
const audits = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

let seq = 0;
const newProduct = (extra: Record<string, unknown> = {}) => {
  const n = `${Date.now().toString(36)}${seq++}`;
  return {
    title: `Universal test ${n}`,
    sku: `UNI-${n}`.toUpperCase(),
    permalink: `universal-test-${n}`,
    price_cents: 1995,
    brand_id: brandId,
    category_id: categoryId,
    weight_grams: 400,
    length_mm: 200,
    width_mm: 100,
    height_mm: 50,
    ...extra,
  };
};

describe('the universal flag of a product', () => {
  it('is off for a new product unless it is ticked', async () => {
    const plain = await call('POST', '/products', newProduct());
    expect(plain.status).toBe(201);
    expect(plain.body.data.universal).toBe(false);
    const ticked = await call('POST', '/products', newProduct({ universal: true }));
    expect(ticked.body.data.universal).toBe(true);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, ticked.body.data.id));
    expect(row?.universal).toBe(true);
  });

  it('is edited like any field: the version must match, and the audit entry names it', async () => {
    const created = (await call('POST', '/products', newProduct())).body.data;
    const saved = await call('PATCH', `/products/${created.id}`, {
      version: created.version,
      universal: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ universal: true, version: created.version + 1 });
    const entry = (await audits(created.id)).at(-1);
    expect(entry).toMatchObject({
      action: 'product.edit',
      before: { universal: false },
      after: { universal: true },
    });

    // A save from the old version is refused and changes nothing.
    const stale = await call('PATCH', `/products/${created.id}`, {
      version: created.version,
      universal: false,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(staleMessage('product'));
    expect((await call('GET', `/products/${created.id}`)).body.data.universal).toBe(true);
  });

  it('must be true or false', async () => {
    const created = (await call('POST', '/products', newProduct())).body.data;
    const bad = await call('PATCH', `/products/${created.id}`, {
      version: created.version,
      universal: 'yes',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Universal must be true or false');
    expect((await call('GET', `/products/${created.id}`)).body.data).toMatchObject({
      universal: false,
      version: created.version,
    });
  });
});
