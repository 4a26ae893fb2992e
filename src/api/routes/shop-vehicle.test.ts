import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FitmentFixture, fitmentFixture } from '../../../tests/helpers/fitment-fixture.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiShopPage } from '../../lib/api/schemas/catalogue.ts';
import { FITMENT_MESSAGES } from '../../lib/fitment/fitment.ts';

const t = setupTestApp();
let f: FitmentFixture;

beforeAll(async () => {
  f = await fitmentFixture(t);
});

/** The rows of a raw query. */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function shop(query: string) {
  const res = await t.app.request(`/api/shop?${query}`);
  return { status: res.status, body: (await res.json()) as ApiShopPage & { message?: string } };
}

/** Every product id the filter gives, page by page. */
async function allIds(query: string): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await shop(`${query}&pagination=100&page=${page}`);
    expect(status).toBe(200);
    ids.push(...body.data.map((p) => p.id));
    if (page >= body.last_page) return { ids, total: body.total };
  }
}

/** The same question asked of the database directly. */
async function expected(vehicle: number, year?: number, category?: number): Promise<number[]> {
  const covers =
    year === undefined
      ? sql`true`
      : sql`(f.year_from is null or f.year_from <= ${year}) and (f.year_to is null or f.year_to >= ${year})`;
  const result = await rows<{ id: number }>(sql`select p.id from products p where p.active
      and (p.universal or exists (select 1 from fitments f where f.product_id = p.id and f.vehicle_id = ${vehicle} and ${covers}))
      ${category === undefined ? sql`` : sql`and p.category_id = ${category}`}
      order by p.id`);
  return result.map((r) => r.id);
}

describe('GET /shop filtered by vehicle', () => {
  it('keeps universal products and the products that fit the vehicle, nothing else', async () => {
    const { ids, total } = await allIds(`vehicle=${f.v.s1}`);
    expect(ids).toEqual(await expected(f.v.s1));
    expect(total).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([f.p.p1.id, f.p.p2.id, f.p.p4.id]));
    expect(ids).not.toContain(f.p.p3.id);
    expect(ids).not.toContain(f.p.off.id);
    // Without the filter there is more: the filter took something away.
    expect((await shop('pagination=1')).body.total).toBeGreaterThan(total);
  });

  it('narrows to the fitment rows covering the model year', async () => {
    const in2015 = await allIds(`vehicle=${f.v.s1}&year=2015`);
    expect(in2015.ids).toEqual(await expected(f.v.s1, 2015));
    expect(in2015.ids).toContain(f.p.p2.id);
    const in2018 = await allIds(`vehicle=${f.v.s1}&year=2018`);
    expect(in2018.ids).toEqual(await expected(f.v.s1, 2018));
    expect(in2018.ids).not.toContain(f.p.p2.id);
    expect(in2018.ids).toContain(f.p.p1.id);
    const other = await allIds(`vehicle=${f.v.s1b}&year=2020`);
    expect(other.ids).toContain(f.p.p3.id);
    expect(other.ids).not.toContain(f.p.p1.id);
  });

  it('combines with the category filter', async () => {
    const [{ category_id }] = (await rows<{ category_id: number }>(
      sql`select category_id from products where id = ${f.p.p1.id}`,
    )) as [{ category_id: number }];
    const [{ sku }] = (await rows<{ sku: string }>(
      sql`select sku from categories where id = ${category_id}`,
    )) as [{ sku: string }];
    const { ids } = await allIds(`category=${encodeURIComponent(sku)}&vehicle=${f.v.s1}`);
    expect(ids).toEqual(await expected(f.v.s1, undefined, category_id));
    expect(ids).toContain(f.p.p1.id);
  });

  it('404s an unknown vehicle and refuses a bad year', async () => {
    expect(await shop('vehicle=999999')).toEqual({
      status: 404,
      body: { message: FITMENT_MESSAGES.vehicleNotFound },
    });
    expect(await shop(`vehicle=${f.v.s1}&year=2019`)).toEqual({
      status: 422,
      body: { message: 'The Testmake Alpha S1 was made from 2015 to 2018.' },
    });
    for (const query of [
      'vehicle=abc',
      'vehicle=0',
      'vehicle=1.5',
      'vehicle=2147483648',
      `vehicle=${f.v.s1}&year=20x6`,
      `vehicle=${f.v.s1}&year=1800`,
      'year=2016',
    ])
      expect((await shop(query)).status, query).toBe(400);
  });
});
