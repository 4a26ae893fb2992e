import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';

// The browser's API client keeps the fetch it found when it was made: forward that one to each test's.
const net = vi.hoisted(() => {
  const state = { fetch: (_url: string, _init: RequestInit) => Promise.resolve(new Response(null)) };
  globalThis.fetch = ((url: string, init: RequestInit) => state.fetch(url, init)) as typeof fetch;
  return state;
});

import type { GarageVehicle, Vehicle } from '../lib/fitment/fitment.ts';
import { $activeVehicle, $garage, addVehicle } from './garage.ts';
import { mergeAtSignIn, pushGarage } from './garage-sync.ts';
import { $session } from './session.ts';

const vehicle = (id: number, make: string, model: string, series: string, engine: string): Vehicle => ({
  id,
  make,
  model,
  series,
  year_from: 2010,
  year_to: 2024,
  body: 'ute',
  engine,
  engine_code: '',
  displacement_cc: null,
  fuel: 'diesel',
  drive: '4WD',
  transmission: 'automatic',
  ktype: null,
  redbook_code: null,
});
const RANGER = vehicle(10, 'Ford', 'Ranger', 'PX3', '3.2 TDCi');
const HILUX = vehicle(20, 'Toyota', 'Hilux', 'AN120', '2.8 D-4D');
const DMAX = vehicle(30, 'Isuzu', 'D-Max', 'RG', '3.0');
const garageVehicle = (v: Vehicle, year: number): GarageVehicle => ({
  vehicleId: v.id,
  year,
  label: `${year} ${v.make} ${v.model} ${v.series} ${v.engine}`,
  model: v.model,
});
const entry = (id: number, v: Vehicle, year: number, active: boolean) => ({
  id,
  vehicle_id: v.id,
  year,
  active,
  label: `${year} ${v.make} ${v.model} ${v.series} ${v.engine}`,
  vehicle: v,
});

interface Call {
  method: string;
  url: string;
  auth: string | null;
  body: unknown;
}
let calls: Call[];
let answers: Record<string, (body: unknown) => Response>;

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  calls = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
  net.fetch = async (url: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const headers = new Headers(init.headers);
    calls.push({ method: init.method ?? 'GET', url, auth: headers.get('Authorization'), body });
    const answer = answers[`${init.method} ${url}`];
    return answer ? answer(body) : new Response('{"message":"no"}', { status: 500 });
  };
  $session.set({ user: { name: 'Dana', trade_status: 'none' }, token: 'tok', timestamp: Date.now() });
});
afterEach(() => {
  $session.set(null);
  vi.unstubAllGlobals();
  cleanTestStorage();
  cleanStores($garage, $activeVehicle);
});

describe('merging the garage at sign-in', () => {
  it('saves the union to the account, keeps the browser’s active vehicle, and shows the account’s answer', async () => {
    $garage.set({ vehicles: [garageVehicle(RANGER, 2019), garageVehicle(HILUX, 2017)], active: 0 });
    answers = {
      'GET /api/user/garage': () =>
        Response.json({ data: [entry(1, HILUX, 2017, true), entry(2, DMAX, 2021, false)] }),
      'PUT /api/user/garage': () =>
        Response.json({
          data: [entry(3, RANGER, 2019, true), entry(1, HILUX, 2017, false), entry(2, DMAX, 2021, false)],
        }),
    };
    await mergeAtSignIn();
    expect(calls.map((c) => `${c.method} ${c.url} ${c.auth}`)).toEqual([
      'GET /api/user/garage Bearer tok',
      'PUT /api/user/garage Bearer tok',
    ]);
    expect(calls[1]!.body).toEqual({
      vehicles: [
        { vehicle_id: 10, year: 2019, active: true },
        { vehicle_id: 20, year: 2017, active: false },
        { vehicle_id: 30, year: 2021, active: false },
      ],
    });
    expect($garage.get().vehicles.map((v) => v.label)).toEqual([
      '2019 Ford Ranger PX3 3.2 TDCi',
      '2017 Toyota Hilux AN120 2.8 D-4D',
      '2021 Isuzu D-Max RG 3.0',
    ]);
    expect($activeVehicle.get()).toEqual(garageVehicle(RANGER, 2019));
  });

  it('leaves the browser’s garage alone, without throwing, when the account cannot be reached', async () => {
    const mine = { vehicles: [garageVehicle(RANGER, 2019)], active: 0 };
    $garage.set(mine);
    answers = {};
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(mergeAtSignIn()).resolves.toBeUndefined();
    expect($garage.get()).toEqual(mine);
  });
});

describe('keeping the account in step', () => {
  it('sends each change while signed in, and the latest garage after changes made during a save', async () => {
    answers = { 'PUT /api/user/garage': () => Response.json({ data: [] }) };
    addVehicle(garageVehicle(RANGER, 2019));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const saving = pushGarage();
    addVehicle(garageVehicle(HILUX, 2017));
    await saving;
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    await vi.waitFor(() =>
      expect(calls.at(-1)!.body).toEqual({
        vehicles: [
          { vehicle_id: 10, year: 2019, active: false },
          { vehicle_id: 20, year: 2017, active: true },
        ],
      }),
    );
  });

  it('sends nothing when signed out', async () => {
    $session.set(null);
    await pushGarage();
    addVehicle(garageVehicle(RANGER, 2019));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });
});
