import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GarageVehicle, vehicleFilePath } from '../lib/fitment/fitment.ts';
import { activeFit } from '../stores/fitment-files.ts';
import { $garage } from '../stores/garage.ts';
import { cartVehicle, confirmFit } from './fit-confirm.ts';

const ranger: GarageVehicle = {
  vehicleId: 12,
  year: 2019,
  label: '2019 Ford Ranger PX3 3.2 TDCi',
  model: 'Ranger',
};
const file = {
  id: 12,
  parts: [
    [1, 'front'],
    [2, 'rear', 'with drum brakes'],
  ],
};

function serveFile() {
  const fetch = vi.fn(async (url: string) =>
    url === vehicleFilePath(12) ? new Response(JSON.stringify(file)) : new Response('', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  $garage.set({ vehicles: [], active: -1 });
});

describe('adding a part with a vehicle in the garage', () => {
  it('adds at once without a vehicle, for universal parts and for parts that fit', async () => {
    const fetch = serveFile();
    expect(await confirmFit({ productId: 99, universal: false, title: 'Pads' })).toBe(true);
    $garage.set({ vehicles: [ranger], active: 0 });
    expect(await confirmFit({ productId: 99, universal: true, title: 'Brake cleaner' })).toBe(true);
    expect(await confirmFit({ productId: 1, universal: false, title: 'Front pads' })).toBe(true);
    expect(await confirmFit({ productId: 2, universal: false, title: 'Rear shoes' })).toBe(true);
    // The vehicle file is read once and kept.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('knows when a part does not fit (the question is asked then)', async () => {
    serveFile();
    $garage.set({ vehicles: [ranger], active: 0 });
    expect(await activeFit(99, false)).toEqual({ kind: 'no' });
    expect(await activeFit(1, false)).toEqual({ kind: 'fits', positions: ['front'] });
  });

  it('keeps the active vehicle on the line of a vehicle-specific part, not a universal one', () => {
    expect(cartVehicle(false)).toBeUndefined();
    $garage.set({ vehicles: [ranger], active: 0 });
    expect(cartVehicle(false)).toEqual({ id: 12, year: 2019, label: ranger.label });
    expect(cartVehicle(true)).toBeUndefined();
  });
});
