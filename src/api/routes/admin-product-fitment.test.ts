/**
 * GET/PUT /api/admin/products/{id}/fitment as the product editor's Vehicles section uses them: the
 * whole set is replaced at once from the fitment version loaded, a stale or concurrent save changes
 * nothing and answers 409 with the set as saved, bad rows answer 422 naming the row, each change is
 * audited against the product and rebuilds the site, and the shop's fitment answers follow.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { auditLog, brands, categories, fitments, products, vehicles } from '../db/schema/index.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));
let editor: string;
let support: string;
let productId: number;
let jazz: number;
let i30: number;
beforeEach(() => {
  changes.length = 0;
});

// biome-ignore lint/suspicious/noExplicitAny: the test reads the answer's fields loosely
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any });
const read = async () => json(await adminCall(t, 'GET', `/products/${productId}/fitment`, editor));
const put = async (body: unknown, token = editor) =>
  json(await adminCall(t, 'PUT', `/products/${productId}/fitment`, token, body));

beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).token;
  support = (await staffSession(t, 'support')).token;
  const db = t.database.db;
  const common = { fuel: 'petrol', body: 'Hatch', drive: 'FWD' };
  const rows = await db
    .insert(vehicles)
    .values([
      {
        ...common,
        make: 'Honda',
        model: 'Jazz',
        series: 'GE',
        yearFrom: 2008,
        yearTo: 2014,
        engine: '1.5 i-VTEC',
      },
      {
        ...common,
        make: 'Hyundai',
        model: 'i30',
        series: 'GD',
        yearFrom: 2012,
        yearTo: 2017,
        engine: '1.8 MPi',
      },
    ])
    .returning({ id: vehicles.id });
  [jazz, i30] = rows.map((r) => r.id) as [number, number];
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [product] = await db
    .insert(products)
    .values({
      sku: 'FIT-ROTOR-1',
      title: 'Front rotor',
      permalink: 'fit-rotor-1',
      brandId: brand!.id,
      categoryId: category!.id,
      priceCents: 8995,
      universal: false,
    })
    .returning({ id: products.id });
  productId = product!.id;
});

describe('a product’s vehicles in the editor', () => {
  it('starts with none, then saves vehicles with position, qty and note as one set', async () => {
    expect((await read()).body.data).toEqual({
      product_id: productId,
      version: 1,
      universal: false,
      rows: [],
    });
    const saved = await put({
      version: 1,
      rows: [
        { vehicle_id: jazz, position: 'front', qty: 2, note: 'Check rotor size' },
        { vehicle_id: i30, year_from: 2012, year_to: 2012 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(2);
    expect(saved.body.data.rows).toEqual([
      {
        vehicle_id: jazz,
        position: 'front',
        qty: 2,
        note: 'Check rotor size',
        year_from: null,
        year_to: null,
        vehicle: { label: 'Honda Jazz GE 1.5 i-VTEC', year_from: 2008, year_to: 2014 },
      },
      {
        vehicle_id: i30,
        position: '',
        qty: 1,
        note: '',
        year_from: 2012,
        year_to: 2012,
        vehicle: { label: 'Hyundai i30 GD 1.8 MPi', year_from: 2012, year_to: 2017 },
      },
    ]);
    expect(changes).toEqual([`product ${productId} fitment edited`]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.fitment'), eq(auditLog.entityId, String(productId))));
    expect(entry).toMatchObject({ entity: 'product', before: { rows: [] } });

    // The shop now says the part fits the 2012 i30, and not the 2013 one.
    const fits2012 = await json(await t.app.request(`/api/vehicles/${i30}/products?year=2012`));
    const fits2013 = await json(await t.app.request(`/api/vehicles/${i30}/products?year=2013`));
    const skus = (answer: { body: { data: { parts: { sku: string }[] } } }) =>
      answer.body.data.parts.map((p) => p.sku);
    expect(skus(fits2012)).toContain('FIT-ROTOR-1');
    expect(skus(fits2013)).not.toContain('FIT-ROTOR-1');
  });

  it('removes a vehicle by saving the set without it', async () => {
    const { version } = (await read()).body.data;
    const saved = await put({
      version,
      rows: [{ vehicle_id: jazz, position: 'front', qty: 2, note: 'Check rotor size' }],
    });
    expect(saved.body.data.rows.map((r: { vehicle_id: number }) => r.vehicle_id)).toEqual([jazz]);
    const stored = await t.database.db.select().from(fitments).where(eq(fitments.productId, productId));
    expect(stored).toHaveLength(1);
  });

  it('changes nothing and answers 409 with the set as saved to a save from an old version', async () => {
    const stale = await put({ version: 1, rows: [] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Someone else saved this fitment since you opened it/);
    expect(stale.body.current.rows.map((r: { vehicle_id: number }) => r.vehicle_id)).toEqual([jazz]);
    expect(changes).toEqual([]);
  });

  it('lets only one of two saves from the same version through when they run at once', async () => {
    const { version } = (await read()).body.data;
    const answers = await Promise.all([
      put({ version, rows: [{ vehicle_id: i30 }] }),
      put({ version, rows: [{ vehicle_id: jazz, position: 'rear' }] }),
      put({ version, rows: [] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data;
    expect((await read()).body.data).toEqual(winner);
    const stored = await t.database.db.select().from(fitments).where(eq(fitments.productId, productId));
    expect(stored).toHaveLength(winner.rows.length);
  });

  it('answers 422 naming the row for an unknown vehicle, a vehicle twice at one position or years outside it', async () => {
    const { version } = (await read()).body.data;
    const bad = await put({
      version,
      rows: [
        { vehicle_id: 999_999 },
        { vehicle_id: jazz, position: 'front' },
        { vehicle_id: jazz, position: 'front' },
        { vehicle_id: i30, year_from: 2005 },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'rows.0.vehicle_id': 'Vehicle 999999 is not in the vehicle list.',
      'rows.2.position': 'Honda Jazz GE 1.5 i-VTEC is listed twice at front.',
      'rows.3.year_from':
        'The Hyundai i30 GD 1.8 MPi was made from 2012 to 2017; the years must be within them.',
    });
    const malformed = await put({ version, rows: [{ vehicle_id: jazz, position: 'middle', qty: 0 }] });
    expect(malformed.status).toBe(422);
    expect(malformed.body.message).toMatch(/Position must be empty or one of front, rear/);
    expect((await read()).body.data.version).toBe(version);
  });

  it('answers 404 for a product that does not exist and 403 to staff who do not edit the catalogue', async () => {
    expect((await json(await adminCall(t, 'GET', '/products/999999/fitment', editor))).status).toBe(404);
    expect(
      (await json(await adminCall(t, 'PUT', '/products/999999/fitment', editor, { version: 1, rows: [] })))
        .status,
    ).toBe(404);
    expect((await put({ version: 1, rows: [] }, support)).status).toBe(403);
  });
});
