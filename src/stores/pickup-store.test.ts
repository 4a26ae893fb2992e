import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { $stores, loadStores } from './collect-stores.ts';
import { $pickupStore, chooseStore } from './pickup-store.ts';
import { PICKUP_STORE_KEY } from './pickup-store-key.ts';

const penrith = {
  id: 2,
  name: 'Penrith',
  address: '58 Mulgoa Road, Penrith NSW 2750',
  phone: '02 4721 3300',
  hours: ['Mon–Fri 7:30am–5:30pm'],
  lead_minutes: 30,
  transfer_days: 2,
};
const parramatta = {
  ...penrith,
  id: 3,
  name: 'Parramatta',
  address: '211 Church Street, Parramatta NSW 2150',
};

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  cleanStores($pickupStore);
  $stores.set({ kind: 'idle' });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serveStores(stores: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: stores }))),
  );
}

const loaded = () => vi.waitFor(() => expect($stores.get().kind).toBe('loaded'));

describe('the store the shopper collects from', () => {
  it('is kept once chosen, and forgotten when none is', () => {
    chooseStore(penrith);
    expect(JSON.parse(getTestStorage()[PICKUP_STORE_KEY]!)).toEqual(penrith);
    chooseStore(null);
    expect(getTestStorage()).not.toHaveProperty(PICKUP_STORE_KEY);
  });

  it('takes the list’s newer details, and is forgotten when the store no longer offers collect', async () => {
    chooseStore(penrith);
    serveStores([{ ...penrith, lead_minutes: 60 }, parramatta, { id: 'not a store' }]);
    loadStores();
    await loaded();
    expect($stores.get()).toEqual({ kind: 'loaded', stores: [{ ...penrith, lead_minutes: 60 }, parramatta] });
    expect($pickupStore.get()?.lead_minutes).toBe(60);

    $stores.set({ kind: 'idle' });
    serveStores([parramatta]);
    loadStores();
    await loaded();
    expect($pickupStore.get()).toBeNull();
  });

  it('says the list could not be read, and reads it again next time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadStores();
    await vi.waitFor(() => expect($stores.get().kind).toBe('failed'));
    serveStores([penrith]);
    loadStores();
    await loaded();
  });
});
