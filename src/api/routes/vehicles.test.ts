import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FitmentFixture, fitmentFixture } from '../../../tests/helpers/fitment-fixture.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiVehicleTree } from '../../lib/api/schemas/fitment.ts';
import { FITMENT_MESSAGES } from '../../lib/fitment/fitment.ts';

const t = setupTestApp();
let f: FitmentFixture;

beforeAll(async () => {
  f = await fitmentFixture(t);
});

async function get(path: string) {
  const res = await t.app.request(`/api${path}`);
  // biome-ignore lint/suspicious/noExplicitAny: the tests read several response shapes loosely
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
}

describe('GET /vehicles', () => {
  it('nests every vehicle as make -> model -> series (with its years) -> engine, cacheable', async () => {
    const res = await get('/vehicles');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    const tree = res.body.data as ApiVehicleTree;
    const counted = await t.database.db.execute(sql`select count(*)::int as n from vehicles`);
    const [{ n }] = (counted as unknown as { rows: [{ n: number }] }).rows;
    const ids = tree.makes.flatMap((m) => m.models.flatMap((mo) => mo.series.flatMap((s) => s.vehicles)));
    expect(ids).toHaveLength(n);
    const names = tree.makes.map((m) => m.make);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const make = tree.makes.find((m) => m.make === 'Testmake')!;
    expect(make.models.map((m) => m.model)).toEqual(['Alpha', 'Beta']);
    const alpha = make.models[0]!;
    expect(alpha.series.map((s) => [s.series, s.year_from, s.year_to])).toEqual([
      ['S1', 2015, 2020],
      ['S2', 2019, 2023],
    ]);
    expect(alpha.series[0]!.vehicles).toEqual([
      {
        id: f.v.s1,
        engine: '2.0',
        engine_code: 'AA20',
        displacement_cc: null,
        fuel: 'diesel',
        body: 'Ute',
        drive: '4WD',
        transmission: 'Auto',
        year_from: 2015,
        year_to: 2018,
      },
      expect.objectContaining({ id: f.v.s1b, engine: '2.2', displacement_cc: 2198, year_from: 2016 }),
    ]);
  });
});

describe('GET /vehicles/{id}', () => {
  it('answers one vehicle', async () => {
    const res = await get(`/vehicles/${f.v.beta}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: f.v.beta,
      make: 'Testmake',
      model: 'Beta',
      series: 'B1',
      year_from: 2010,
      year_to: 2012,
      ktype: '12345',
      redbook_code: null,
    });
  });

  it('404s an unknown vehicle and 400s an id that is not a whole number', async () => {
    expect(await get('/vehicles/999999')).toMatchObject({
      status: 404,
      body: { message: FITMENT_MESSAGES.vehicleNotFound },
    });
    for (const id of ['abc', '1.5', '0', '-3', '2147483648'])
      expect((await get(`/vehicles/${id}`)).status, id).toBe(400);
  });
});

describe('GET /vehicles/{id}/products', () => {
  const parts = async (query: string) => (await get(`/vehicles/${f.v.s1}/products${query}`)).body.data;

  it('lists the active vehicle-specific parts that fit, one row per fitment', async () => {
    const data = await parts('');
    expect(data.vehicle.id).toBe(f.v.s1);
    expect(data.year).toBeNull();
    expect(data.parts).toEqual([
      {
        product_id: f.p.p1.id,
        sku: f.p.p1.sku,
        title: expect.any(String),
        permalink: f.p.p1.permalink,
        position: 'front',
        qty: 2,
        note: '',
        year_from: null,
        year_to: null,
      },
      expect.objectContaining({
        product_id: f.p.p1.id,
        position: 'rear',
        note: 'with 288 mm rotor',
        year_from: 2017,
      }),
      expect.objectContaining({ product_id: f.p.p2.id, position: '', year_from: null, year_to: 2016 }),
    ]);
    // Universal (fits everything anyway) and inactive products are never listed.
    const ids = data.parts.map((p: { product_id: number }) => p.product_id);
    expect(ids).not.toContain(f.p.p4.id);
    expect(ids).not.toContain(f.p.off.id);
  });

  it('narrows to the rows covering a model year', async () => {
    const rows = (data: { parts: { product_id: number; position: string }[] }) =>
      data.parts.map((p) => [p.product_id, p.position]);
    expect(rows(await parts('?year=2015'))).toEqual([
      [f.p.p1.id, 'front'],
      [f.p.p2.id, ''],
    ]);
    expect(rows(await parts('?year=2018'))).toEqual([
      [f.p.p1.id, 'front'],
      [f.p.p1.id, 'rear'],
    ]);
    expect((await parts('?year=2018')).year).toBe(2018);
    expect((await get(`/vehicles/${f.v.s2}/products`)).body.data.parts).toEqual([]);
  });

  it('refuses a year the vehicle was not made in, a malformed year and an unknown vehicle', async () => {
    expect(await get(`/vehicles/${f.v.s1}/products?year=2019`)).toMatchObject({
      status: 422,
      body: { message: 'The Testmake Alpha S1 was made from 2015 to 2018.' },
    });
    for (const year of ['abc', '1900', '2036', '19', ''])
      expect((await get(`/vehicles/${f.v.s1}/products?year=${year}`)).status, year).toBe(400);
    expect((await get(`/vehicles/${f.v.s1}/products?make=x`)).status).toBe(400);
    expect(await get('/vehicles/999999/products?year=2019')).toMatchObject({
      status: 404,
      body: { message: FITMENT_MESSAGES.vehicleNotFound },
    });
  });
});

describe('GET /products/{sku}/fitment', () => {
  it('lists the vehicles a product fits, with its rows', async () => {
    const res = await get(`/products/${f.p.p2.sku}/fitment`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      product_id: f.p.p2.id,
      universal: false,
      fitments: [
        {
          vehicle: expect.objectContaining({ id: f.v.s1, model: 'Alpha', series: 'S1', engine: '2.0' }),
          position: '',
          qty: 1,
          note: '',
          year_from: null,
          year_to: 2016,
          qualifiers: { rotor: '288 mm' },
        },
      ],
    });
    const p1 = (await get(`/products/${f.p.p1.permalink}/fitment`)).body.data;
    expect(p1.fitments.map((x: { position: string }) => x.position)).toEqual(['front', 'rear']);
  });

  it('says a universal product fits everything and lists no rows', async () => {
    expect((await get(`/products/${f.p.p4.sku}/fitment`)).body.data).toEqual({
      product_id: f.p.p4.id,
      universal: true,
      fitments: [],
    });
  });

  it('404s an unknown or inactive product, as GET /products/{sku} does', async () => {
    expect((await get('/products/no-such-part/fitment')).status).toBe(404);
    expect((await get(`/products/${f.p.off.sku}/fitment`)).status).toBe(404);
    expect((await get(`/products/${'x'.repeat(201)}/fitment`)).status).toBe(400);
  });
});

describe('universal on the storefront product JSON', () => {
  it('is true for universal products and false for vehicle-specific ones', async () => {
    expect((await get(`/products/${f.p.p4.sku}`)).body.data.universal).toBe(true);
    expect((await get(`/products/${f.p.p1.sku}`)).body.data.universal).toBe(false);
    const exported = (await get('/catalogue/products?limit=10')).body.data as {
      id: number;
      universal: boolean;
    }[];
    expect(exported.find((p) => p.id === f.p.p4.id)?.universal).toBe(true);
    expect(exported.find((p) => p.id === f.p.p1.id)?.universal).toBe(false);
  });
});
