import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FitmentFixture, fitmentFixture } from '../../../tests/helpers/fitment-fixture.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { FITMENT_MESSAGES } from '../../lib/fitment/fitment.ts';
import { garageVehicles } from '../db/schema.ts';

const t = setupTestApp();
let f: FitmentFixture;

beforeAll(async () => {
  f = await fitmentFixture(t);
});

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await t.app.request(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read several response shapes loosely
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

let n = 0;
async function member() {
  const reg = await call('POST', '/registered', undefined, {
    name: 'Garage Owner',
    email: `garage${n++}-${Date.now()}@example.com`,
    password: 'Secret!234',
    phone: '0411111111',
    terms: true,
  });
  expect(reg.status).toBe(201);
  return { token: reg.body.token as string, id: reg.body.user.id as number };
}

/** The member's rows as stored: [vehicle, year, active], oldest first. */
async function stored(userId: number) {
  const rows = await t.database.db
    .select()
    .from(garageVehicles)
    .where(eq(garageVehicles.userId, userId))
    .orderBy(asc(garageVehicles.createdAt), asc(garageVehicles.id));
  return rows.map((r) => [r.vehicleId, r.year, r.active]);
}

const add = (token: string, body: unknown) => call('POST', '/user/garage', token, body);

describe('signed out', () => {
  it('answers 401 on every garage call', async () => {
    for (const [method, path] of [
      ['GET', '/user/garage'],
      ['PUT', '/user/garage'],
      ['POST', '/user/garage'],
      ['PATCH', '/user/garage/1'],
      ['DELETE', '/user/garage/1'],
      ['PATCH', '/user/garage/abc'],
    ] as const)
      expect(
        await call(method, path, undefined, method === 'GET' ? undefined : { vehicles: [] }),
        path,
      ).toEqual({
        status: 401,
        body: { message: 'Please sign in to continue.' },
      });
  });
});

describe('adding vehicles', () => {
  it('saves a vehicle and year with its label; the first becomes active', async () => {
    const m = await member();
    expect(await call('GET', '/user/garage', m.token)).toEqual({ status: 200, body: { data: [] } });
    const first = await add(m.token, { vehicle_id: f.v.s1, year: 2016 });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      vehicle_id: f.v.s1,
      year: 2016,
      active: true,
      label: '2016 Testmake Alpha S1 2.0',
      vehicle: expect.objectContaining({ id: f.v.s1, model: 'Alpha', year_from: 2015, year_to: 2018 }),
    });
    // The same vehicle and year again: the entry already saved, not a second one.
    const again = await add(m.token, { vehicle_id: f.v.s1, year: 2016 });
    expect(again).toEqual({ status: 200, body: { data: first.body.data } });
    const second = await add(m.token, { vehicle_id: f.v.s2, year: 2020 });
    expect(second.body.data).toMatchObject({ active: false, label: '2020 Testmake Alpha S2 2.2' });
    const third = await add(m.token, { vehicle_id: f.v.beta, year: 2011, active: true });
    expect(third.status).toBe(201);
    expect(third.body.data.active).toBe(true);
    const list = (await call('GET', '/user/garage', m.token)).body.data;
    expect(list.map((e: { id: number; active: boolean }) => [e.id, e.active])).toEqual([
      [first.body.data.id, false],
      [second.body.data.id, false],
      [third.body.data.id, true],
    ]);
  });

  it('refuses a 6th vehicle, an unknown vehicle and a year outside its span, writing nothing', async () => {
    const m = await member();
    const five = [
      [f.v.s1, 2015],
      [f.v.s1, 2018],
      [f.v.s1b, 2016],
      [f.v.s2, 2023],
      [f.v.beta, 2010],
    ];
    for (const [vehicle_id, year] of five)
      expect((await add(m.token, { vehicle_id, year })).status).toBe(201);
    const before = await stored(m.id);
    expect(before).toHaveLength(5);
    expect(await add(m.token, { vehicle_id: f.v.beta, year: 2012 })).toEqual({
      status: 422,
      body: { message: FITMENT_MESSAGES.garageFull },
    });
    // One already saved is still answered when the garage is full.
    expect((await add(m.token, { vehicle_id: f.v.s1, year: 2015 })).status).toBe(200);
    const other = await member();
    expect(await add(other.token, { vehicle_id: 999999, year: 2016 })).toEqual({
      status: 422,
      body: { message: FITMENT_MESSAGES.unknownVehicle },
    });
    expect(await add(other.token, { vehicle_id: f.v.s1, year: 2019 })).toEqual({
      status: 422,
      body: { message: 'The Testmake Alpha S1 was made from 2015 to 2018.' },
    });
    for (const body of [
      { vehicle_id: 1.5, year: 2016 },
      { vehicle_id: '12', year: 2016 },
      { vehicle_id: 2147483648, year: 2016 },
      { vehicle_id: f.v.s1, year: 1900 },
      { vehicle_id: f.v.s1, year: 2016.5 },
      { vehicle_id: f.v.s1 },
      { vehicle_id: f.v.s1, year: 2016, active: 'yes' },
    ])
      expect((await add(other.token, body)).status, JSON.stringify(body)).toBe(422);
    expect((await add(other.token, '[1]')).status).toBe(400);
    expect((await add(other.token, 'not json')).status).toBe(400);
    expect(await stored(m.id)).toEqual(before);
    expect(await stored(other.id)).toEqual([]);
  });

  it('keeps to 5 vehicles and one active when adds arrive at once', async () => {
    const m = await member();
    const tries = [2015, 2016, 2017, 2018].flatMap((year) => [
      add(m.token, { vehicle_id: f.v.s1, year, active: true }),
      add(m.token, { vehicle_id: f.v.s1b, year, active: true }),
    ]);
    const statuses = (await Promise.all(tries)).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 422, 422, 422]);
    const rows = await stored(m.id);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r[2])).toHaveLength(1);
  });
});

describe('changing and removing', () => {
  it('makes one active and changes the year within the span', async () => {
    const m = await member();
    const a = (await add(m.token, { vehicle_id: f.v.s1, year: 2016 })).body.data;
    const b = (await add(m.token, { vehicle_id: f.v.s1b, year: 2017 })).body.data;
    const patched = await call('PATCH', `/user/garage/${b.id}`, m.token, { active: true, year: 2020 });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({
      id: b.id,
      active: true,
      year: 2020,
      label: '2020 Testmake Alpha S1 2.2',
    });
    expect(await stored(m.id)).toEqual([
      [f.v.s1, 2016, false],
      [f.v.s1b, 2020, true],
    ]);
    const before = await stored(m.id);
    expect(await call('PATCH', `/user/garage/${a.id}`, m.token, { year: 2019 })).toEqual({
      status: 422,
      body: { message: 'The Testmake Alpha S1 was made from 2015 to 2018.' },
    });
    await add(m.token, { vehicle_id: f.v.s1, year: 2017 });
    expect((await call('PATCH', `/user/garage/${a.id}`, m.token, { year: 2017 })).status).toBe(422);
    expect((await call('PATCH', `/user/garage/${a.id}`, m.token, { active: false })).status).toBe(422);
    expect((await call('PATCH', `/user/garage/${a.id}`, m.token, { year: '2017' })).status).toBe(422);
    expect((await call('PATCH', '/user/garage/abc', m.token, { active: true })).status).toBe(400);
    expect((await call('PATCH', '/user/garage/2147483648', m.token, { active: true })).status).toBe(400);
    expect((await stored(m.id)).slice(0, 2)).toEqual(before);
  });

  it("never touches another member's garage: 404 and nothing written", async () => {
    const owner = await member();
    const intruder = await member();
    const entry = (await add(owner.token, { vehicle_id: f.v.s1, year: 2016 })).body.data;
    await add(owner.token, { vehicle_id: f.v.s2, year: 2020 });
    await add(intruder.token, { vehicle_id: f.v.beta, year: 2011 });
    const before = await stored(owner.id);
    const notInGarage = { status: 404, body: { message: FITMENT_MESSAGES.notInGarage } };
    expect(await call('PATCH', `/user/garage/${entry.id}`, intruder.token, { active: true })).toEqual(
      notInGarage,
    );
    expect(await call('PATCH', `/user/garage/${entry.id}`, intruder.token, { year: 2017 })).toEqual(
      notInGarage,
    );
    expect(await call('DELETE', `/user/garage/${entry.id}`, intruder.token)).toEqual(notInGarage);
    expect(await call('DELETE', '/user/garage/999999', intruder.token)).toEqual(notInGarage);
    expect((await call('DELETE', '/user/garage/x', intruder.token)).status).toBe(400);
    // Replacing one's own garage leaves everyone else's alone.
    expect((await call('PUT', '/user/garage', intruder.token, { vehicles: [] })).status).toBe(200);
    expect(await stored(owner.id)).toEqual(before);
    expect(await stored(intruder.id)).toEqual([]);
    expect((await call('GET', '/user/garage', intruder.token)).body.data).toEqual([]);
  });

  it('removing the active vehicle makes the oldest left active', async () => {
    const m = await member();
    const a = (await add(m.token, { vehicle_id: f.v.s1, year: 2016 })).body.data;
    await add(m.token, { vehicle_id: f.v.s2, year: 2020 });
    const c = (await add(m.token, { vehicle_id: f.v.beta, year: 2011, active: true })).body.data;
    expect(await call('DELETE', `/user/garage/${c.id}`, m.token)).toEqual({
      status: 200,
      body: { message: 'Vehicle removed from your garage.' },
    });
    expect(await stored(m.id)).toEqual([
      [f.v.s1, 2016, true],
      [f.v.s2, 2020, false],
    ]);
    await call('DELETE', `/user/garage/${a.id}`, m.token);
    expect(await stored(m.id)).toEqual([[f.v.s2, 2020, true]]);
    expect((await call('DELETE', `/user/garage/${a.id}`, m.token)).status).toBe(404);
  });
});

describe('replacing the garage (sign-in sync)', () => {
  it('stores the list in order; the first is active when none is', async () => {
    const m = await member();
    await add(m.token, { vehicle_id: f.v.beta, year: 2011 });
    const put = await call('PUT', '/user/garage', m.token, {
      vehicles: [
        { vehicle_id: f.v.s2, year: 2021 },
        { vehicle_id: f.v.s1, year: 2016 },
        { vehicle_id: f.v.s2, year: 2021 },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body.data.map((e: { label: string; active: boolean }) => [e.label, e.active])).toEqual([
      ['2021 Testmake Alpha S2 2.2', true],
      ['2016 Testmake Alpha S1 2.0', false],
    ]);
    expect((await call('GET', '/user/garage', m.token)).body).toEqual(put.body);
    const chosen = await call('PUT', '/user/garage', m.token, {
      vehicles: [
        { vehicle_id: f.v.s2, year: 2021, active: false },
        { vehicle_id: f.v.s1, year: 2016, active: true },
      ],
    });
    expect(chosen.body.data.map((e: { active: boolean }) => e.active)).toEqual([false, true]);
  });

  it('refuses too many, two active, an unknown vehicle or a year outside the span, keeping the garage', async () => {
    const m = await member();
    await add(m.token, { vehicle_id: f.v.beta, year: 2011 });
    const before = await stored(m.id);
    const six = [2015, 2016, 2017, 2018].map((year) => ({ vehicle_id: f.v.s1, year }));
    six.push({ vehicle_id: f.v.s2, year: 2020 }, { vehicle_id: f.v.s2, year: 2021 });
    const refused = [
      [{ vehicles: six }, FITMENT_MESSAGES.garageFull],
      [
        {
          vehicles: [
            { vehicle_id: f.v.s1, year: 2016, active: true },
            { vehicle_id: f.v.s2, year: 2020, active: true },
          ],
        },
        FITMENT_MESSAGES.oneActive,
      ],
      [
        {
          vehicles: [
            { vehicle_id: f.v.s1, year: 2016 },
            { vehicle_id: 999999, year: 2016 },
          ],
        },
        FITMENT_MESSAGES.unknownVehicle,
      ],
      [
        { vehicles: [{ vehicle_id: f.v.s1, year: 2014 }] },
        'The Testmake Alpha S1 was made from 2015 to 2018.',
      ],
    ] as const;
    for (const [body, message] of refused) {
      const res = await call('PUT', '/user/garage', m.token, body);
      expect(res.status, message).toBe(422);
      expect(res.body.message).toBe(message);
    }
    expect((await call('PUT', '/user/garage', m.token, {})).status).toBe(422);
    expect((await call('PUT', '/user/garage', m.token, { vehicles: 'all' })).status).toBe(422);
    expect((await call('PUT', '/user/garage', m.token, '[]')).status).toBe(400);
    expect(await stored(m.id)).toEqual(before);
  });
});
