/**
 * A product's freight data through the back office's product calls: weight and packed size in the
 * product's columns and required for a shipped product on sale, the freight class, and the
 * dangerous goods (UN number as stored, class, packing group, limited quantity) with their refusals,
 * the version check and the audit log as every product save has them.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { AdminProduct } from '../../lib/catalogue/catalogue-input.ts';
import { auditLog, brands, categories, productMeta, products } from '../db/schema/index.ts';
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

type Answer = {
  status: number;
  body: { data: AdminProduct; message?: string; errors?: Record<string, string> };
};
const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
  const res = await adminCall(t, method, path, editor, body);
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};
const audits = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
const rowOf = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

let seq = 0;
const newProduct = (extra: Record<string, unknown> = {}) => {
  const n = `${Date.now().toString(36)}${seq++}`;
  return {
    title: `Freight test ${n}`,
    sku: `FRT-${n}`.toUpperCase(),
    permalink: `freight-test-${n}`,
    price_cents: 2495,
    brand_id: brandId,
    category_id: categoryId,
    weight_grams: 18_900,
    length_mm: 250,
    width_mm: 140,
    height_mm: 230,
    ...extra,
  };
};

const BATTERY = { un: 'UN2794', dg_class: '8', packing_group: 'III', limited_quantity: false };

describe('a product’s freight data', () => {
  it('stores the size, class and dangerous goods in the product’s columns and reads them back', async () => {
    const created = await call(
      'POST',
      '/products',
      newProduct({ freight_class: 'bulky', dangerous_goods: { ...BATTERY, un: 'un 2794' } }),
    );
    expect(created.status).toBe(201);
    const p = created.body.data;
    expect(p).toMatchObject({
      weight_grams: 18_900,
      length_mm: 250,
      width_mm: 140,
      height_mm: 230,
      freight_class: 'bulky',
      dangerous_goods: BATTERY,
      is_virtual: false,
    });
    expect((await call('GET', `/products/${p.id}`)).body.data).toEqual(p);
    expect(await rowOf(p.id)).toMatchObject({
      lengthMm: 250,
      widthMm: 140,
      heightMm: 230,
      freightClass: 'bulky',
      dgUn: 'UN2794',
      dgClass: '8',
      dgPackingGroup: 'III',
      dgLimitedQuantity: false,
    });
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(productMeta)
      .where(eq(productMeta.productId, p.id))) as [{ n: number }];
    expect(n).toBe(4); // the SEO title, description and keywords, and the page index; no sizes
    expect((await audits(p.id))[0]!.after).toMatchObject({
      dangerous_goods: BATTERY,
      freight_class: 'bulky',
    });
  });

  it('edits the dangerous goods with the version check, audited; null clears them', async () => {
    const p = (await call('POST', '/products', newProduct())).body.data;
    expect(p.dangerous_goods).toBeNull();
    const aerosol = { un: '1950', dg_class: '2.1', packing_group: '', limited_quantity: true };
    const saved = await call('PATCH', `/products/${p.id}`, { version: p.version, dangerous_goods: aerosol });
    expect(saved.status).toBe(200);
    expect(saved.body.data.dangerous_goods).toEqual({ ...aerosol, un: 'UN1950' });
    expect((await audits(p.id)).at(-1)).toMatchObject({
      action: 'product.edit',
      before: { dangerous_goods: null },
      after: { dangerous_goods: { ...aerosol, un: 'UN1950' } },
    });
    // The same UN number typed another way is no change.
    const same = await call('PATCH', `/products/${p.id}`, {
      version: saved.body.data.version,
      dangerous_goods: { ...aerosol, un: 'UN 1950' },
    });
    expect(same.body.data.version).toBe(saved.body.data.version);
    // A stale save is refused with the product as it is.
    const stale = await call('PATCH', `/products/${p.id}`, { version: p.version, dangerous_goods: null });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: staleMessage('product') });
    const cleared = await call('PATCH', `/products/${p.id}`, {
      version: saved.body.data.version,
      dangerous_goods: null,
    });
    expect(cleared.body.data.dangerous_goods).toBeNull();
    expect(await rowOf(p.id)).toMatchObject({
      dgUn: '',
      dgClass: '',
      dgPackingGroup: '',
      dgLimitedQuantity: false,
    });
  });

  it.each([
    [
      { dangerous_goods: { ...BATTERY, un: '279' } },
      'dangerous_goods.un',
      'UN number must be UN and four digits, like UN2794',
    ],
    [
      { dangerous_goods: { ...BATTERY, un: 'UN27945' } },
      'dangerous_goods.un',
      'UN number must be UN and four digits, like UN2794',
    ],
    [
      { dangerous_goods: { ...BATTERY, dg_class: '7' } },
      'dangerous_goods.dg_class',
      'Dangerous goods class must be one of 2.1, 2.2, 3, 4.1, 5.1, 6.1, 8 or 9',
    ],
    [
      { dangerous_goods: { ...BATTERY, packing_group: 'IV' } },
      'dangerous_goods.packing_group',
      'Packing group must be I, II, III or none',
    ],
    [
      { dangerous_goods: { ...BATTERY, packing_group: '' } },
      'dangerous_goods.packing_group',
      'Class 8 needs a packing group (I, II or III)',
    ],
    [
      { dangerous_goods: { un: 'UN1950', dg_class: '2.1', packing_group: 'II', limited_quantity: true } },
      'dangerous_goods.packing_group',
      'Class 2.1 gases have no packing group',
    ],
    [{ freight_class: 'huge' }, 'freight_class', 'Freight class must be standard, bulky or oversize'],
    [{ weight_grams: 0 }, 'weight_grams', 'Weight is required for a product that is shipped'],
    [{ height_mm: 0 }, 'height_mm', 'Height is required for a product that is shipped'],
  ])('refuses %j with 422 beside the field, writing nothing', async (extra, field, message) => {
    const [{ n }] = (await t.database.db.select({ n: count() }).from(products)) as [{ n: number }];
    const answer = await call('POST', '/products', newProduct(extra));
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message, errors: { [field]: message } });
    expect((await t.database.db.select({ n: count() }).from(products))[0]!.n).toBe(n);
  });

  it('needs no size for a product that is not shipped or not on sale', async () => {
    const sizeless = { weight_grams: 0, length_mm: 0, width_mm: 0, height_mm: 0 };
    expect((await call('POST', '/products', newProduct({ ...sizeless, is_virtual: true }))).status).toBe(201);
    const draft = await call('POST', '/products', newProduct({ ...sizeless, active: false }));
    expect(draft.status).toBe(201);
    // On sale, it needs them.
    const activated = await call('PATCH', `/products/${draft.body.data.id}`, {
      version: draft.body.data.version,
      active: true,
    });
    expect(activated.status).toBe(422);
    expect(activated.body.errors).toEqual({
      weight_grams: 'Weight is required for a product that is shipped',
      length_mm: 'Length is required for a product that is shipped',
      width_mm: 'Width is required for a product that is shipped',
      height_mm: 'Height is required for a product that is shipped',
    });
  });

  it('loads a product from before the rule, and saves it once it has a size', async () => {
    const p = (await call('POST', '/products', newProduct())).body.data;
    await t.database.db
      .update(products)
      .set({ weightGrams: 0, lengthMm: 0, widthMm: 0, heightMm: 0 })
      .where(eq(products.id, p.id));
    const old = await call('GET', `/products/${p.id}`);
    expect(old.status).toBe(200);
    expect(old.body.data).toMatchObject({ weight_grams: 0, length_mm: 0 });
    const renamed = await call('PATCH', `/products/${p.id}`, { version: p.version, title: 'Renamed' });
    expect(renamed.status).toBe(422);
    expect(Object.keys(renamed.body.errors!)).toEqual(['weight_grams', 'length_mm', 'width_mm', 'height_mm']);
    // It can still be taken off sale.
    const off = await call('PATCH', `/products/${p.id}`, { version: p.version, active: false });
    expect(off.status).toBe(200);
    const sized = await call('PATCH', `/products/${p.id}`, {
      version: off.body.data.version,
      active: true,
      weight_grams: 500,
      length_mm: 300,
      width_mm: 200,
      height_mm: 100,
    });
    expect(sized.status).toBe(200);
    expect(await rowOf(p.id)).toMatchObject({ weightGrams: 500, lengthMm: 300, widthMm: 200, heightMm: 100 });
  });

  it('copies the freight data with a duplicate', async () => {
    const p = (
      await call('POST', '/products', newProduct({ dangerous_goods: BATTERY, freight_class: 'bulky' }))
    ).body.data;
    const copy = await call('POST', `/products/${p.id}/duplicate`);
    expect(copy.body.data).toMatchObject({
      freight_class: 'bulky',
      dangerous_goods: BATTERY,
      length_mm: 250,
      is_virtual: false,
    });
  });
});
