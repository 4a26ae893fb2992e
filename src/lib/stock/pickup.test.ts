import { describe, expect, it } from 'vitest';
import { COLLECT_TEXTS, collectAt, collectFrom, collectStoreOf, storeLead, storeViewOf } from './pickup.ts';
import { decodeStore, storeButtonText } from './store.ts';

const penrith = {
  id: 2,
  name: 'Penrith',
  address: '58 Mulgoa Road, Penrith NSW 2750',
  phone: '02 4721 3300',
  hours: ['Mon–Fri 7:30am–5:30pm', 'Sat 8am–4pm'],
  lead_minutes: 30,
  transfer_days: 2,
};

describe('the shopper’s store', () => {
  it('is named on the header’s button once chosen', () => {
    expect(storeButtonText(null)).toBe('Choose a store');
    expect(storeButtonText(penrith)).toBe('My store: Penrith');
    expect(COLLECT_TEXTS.choose).toBe('Choose a store');
  });

  it('is read back from storage only when it reads as a store (storage outlives deploys)', () => {
    expect(decodeStore(JSON.parse(JSON.stringify(penrith)))).toEqual(penrith);
    expect(decodeStore({ ...penrith, lead_minutes: undefined })).toBeNull();
    expect(decodeStore({ ...penrith, hours: 'Mon–Fri' })).toBeNull();
    expect(decodeStore({ ...penrith, id: 0 })).toBeNull();
    expect(decodeStore(null)).toBeNull();
  });

  it('is said the same way on the cart, checkout, thank-you and order pages', () => {
    expect(collectFrom(penrith)).toBe('Collect from Penrith');
    expect(collectAt(penrith)).toBe('Collect from Penrith, 58 Mulgoa Road, Penrith NSW 2750');
    expect(storeLead(penrith)).toBe('Orders ready in 30 minutes when everything is on the shelf');
    const { lead_minutes: _lead, transfer_days: _days, ...view } = penrith;
    expect(storeViewOf(penrith)).toEqual(view);
  });

  it('is found on an order view only for a collect order', () => {
    const { lead_minutes: _lead, transfer_days: _days, ...view } = penrith;
    expect(collectStoreOf({ fulfilment: 'collect', pickup_store: view })).toEqual(view);
    expect(collectStoreOf({ fulfilment: 'ship', pickup_store: null })).toBeNull();
    expect(collectStoreOf({ fulfilment: 'collect', pickup_store: null })).toBeNull();
    expect(collectStoreOf(undefined)).toBeNull();
  });
});
