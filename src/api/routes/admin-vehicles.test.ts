/**
 * /api/admin/vehicles as the back office's Vehicles screen uses it: staff who edit the catalogue add a
 * car the seed lacks (a Honda Jazz, a 2012 i30), see it in the public vehicle list, edit it from the
 * version they loaded (409 when stale), and get clear 4xx messages for bad input; each write is
 * audited and rebuilds the site; support staff are refused.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { auditLog, fitments, products } from '../db/schema/index.ts';
import { VEHICLE_DUPLICATE } from './admin-vehicles.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));
let editor: string;
let support: string;
beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).token;
  support = (await staffSession(t, 'support')).token;
});
beforeEach(() => {
  changes.length = 0;
});

const JAZZ = {
  make: 'Honda',
  model: 'Jazz',
  series: 'GE',
  year_from: 2008,
  year_to: 2014,
  engine: '1.5 i-VTEC',
  engine_code: 'L15A',
  fuel: 'petrol',
  body: 'Hatch',
  drive: 'FWD',
  transmission: 'CVT',
};

// biome-ignore lint/suspicious/noExplicitAny: the test reads the answer's fields loosely
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as any });

describe('adding a vehicle', () => {
  it('adds a Honda Jazz that then appears in the shop’s vehicle list, audited and rebuilt', async () => {
    const { status, body } = await json(await adminCall(t, 'POST', '/vehicles', editor, JAZZ));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ ...JAZZ, version: 1 });
    expect(changes).toEqual([`vehicle ${body.data.id} created`]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle'), eq(auditLog.entityId, String(body.data.id))));
    expect(entry).toMatchObject({ action: 'vehicle.create' });

    const tree = await json(await t.app.request('/api/vehicles'));
    const honda = tree.body.data.makes.find((m: { make: string }) => m.make === 'Honda');
    expect(honda.models.map((m: { model: string }) => m.model)).toContain('Jazz');
  });

  it('answers 422 with a message per field for bad input, and writes nothing', async () => {
    const bad = await json(
      await adminCall(t, 'POST', '/vehicles', editor, { ...JAZZ, make: ' ', year_from: 1890, fuel: 'steam' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      make: 'Make is required',
      year_from: 'First year must be at least 1950',
      fuel: 'Fuel must be one of petrol, diesel, hybrid, electric, lpg',
    });
    const backwards = await json(
      await adminCall(t, 'POST', '/vehicles', editor, {
        ...JAZZ,
        series: 'GD',
        year_from: 2012,
        year_to: 2008,
      }),
    );
    expect(backwards).toMatchObject({
      status: 422,
      body: { errors: { year_to: 'Last year 2008 is before first year 2012.' } },
    });
    expect(changes).toEqual([]);
  });

  it('refuses the same vehicle twice with a message saying so', async () => {
    const i30 = {
      ...JAZZ,
      make: 'Hyundai',
      model: 'i30',
      series: 'GD',
      year_from: 2012,
      year_to: 2017,
      engine: '1.8 MPi',
    };
    expect((await adminCall(t, 'POST', '/vehicles', editor, i30)).status).toBe(201);
    const again = await json(await adminCall(t, 'POST', '/vehicles', editor, { ...i30, make: 'HYUNDAI' }));
    expect(again).toEqual({ status: 422, body: { message: VEHICLE_DUPLICATE } });
  });

  it('is for catalogue editors only', async () => {
    expect((await adminCall(t, 'POST', '/vehicles', support, JAZZ)).status).toBe(403);
    expect((await adminCall(t, 'GET', '/vehicles', null)).status).toBe(401);
  });
});

describe('editing a vehicle', () => {
  it('saves from the version loaded and answers 409 with the vehicle as saved to a stale save', async () => {
    const made = await json(
      await adminCall(t, 'POST', '/vehicles', editor, {
        ...JAZZ,
        series: 'GK',
        year_from: 2014,
        year_to: 2020,
      }),
    );
    const id = made.body.data.id;
    const first = await json(
      await adminCall(t, 'PATCH', `/vehicles/${id}`, editor, { version: 1, engine: '1.5 i-VTEC DOHC' }),
    );
    expect(first).toMatchObject({ status: 200, body: { data: { engine: '1.5 i-VTEC DOHC', version: 2 } } });
    const stale = await json(
      await adminCall(t, 'PATCH', `/vehicles/${id}`, editor, { version: 1, body: 'Wagon' }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ engine: '1.5 i-VTEC DOHC', body: 'Hatch', version: 2 });
    const backwards = await json(
      await adminCall(t, 'PATCH', `/vehicles/${id}`, editor, { version: 2, year_to: 2010 }),
    );
    expect(backwards).toMatchObject({
      status: 422,
      body: { message: 'Last year 2010 is before first year 2014.' },
    });
  });

  it('deletes a vehicle no part fits, and refuses one with parts fitted', async () => {
    const made = await json(
      await adminCall(t, 'POST', '/vehicles', editor, { ...JAZZ, model: 'City', series: 'GM' }),
    );
    const id = made.body.data.id;
    const [product] = await t.database.db.select({ id: products.id }).from(products).limit(1);
    await t.database.db.insert(fitments).values({ productId: product!.id, vehicleId: id });
    const refused = await json(await adminCall(t, 'DELETE', `/vehicles/${id}`, editor));
    expect(refused).toEqual({ status: 409, body: { message: '1 part is fitted to it; remove them first.' } });
    await t.database.db.delete(fitments).where(eq(fitments.vehicleId, id));
    expect((await adminCall(t, 'DELETE', `/vehicles/${id}`, editor)).status).toBe(200);
    expect((await adminCall(t, 'GET', `/vehicles/${id}`, editor)).status).toBe(404);
  });
});
