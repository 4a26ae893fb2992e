import { describe, expect, it } from 'vitest';
import { checkoutData } from '../../../tests/helpers/checkout-data.ts';
import { memoryStorage } from '../../../tests/helpers/memory-storage.ts';
import { readCheckout, readLastOrder, saveCheckout, saveLastOrder } from './checkout-storage.ts';

const sample = checkoutData({ savedAt: 1_000 });

describe('checkout data in session storage', () => {
  it('is kept under SPEC keys for 5 minutes', () => {
    const storage = memoryStorage();
    saveCheckout(storage, 'card', sample);
    expect(Object.keys(storage.data)).toEqual(['stripeCheckoutData']);
    expect(readCheckout(storage, 'card', 1_000 + 300_000)?.grand_total).toBe('126.50');
    expect(readCheckout(storage, 'card', 1_000 + 300_001)).toBeNull();
    expect(storage.data).toEqual({});
  });

  it('keeps an attempt sent without an answer (it has its card) for a day, not 5 minutes', () => {
    const storage = memoryStorage();
    saveCheckout(storage, 'card', { ...sample, stripePaymentMethodId: 'pm_sent' });
    expect(readCheckout(storage, 'card', 1_000 + 6 * 60_000)?.stripePaymentMethodId).toBe('pm_sent');
    expect(readCheckout(storage, 'card', 1_000 + 24 * 3_600_000)?.idempotencyKey).toBe('ord-1');
    expect(readCheckout(storage, 'card', 1_000 + 24 * 3_600_000 + 1)).toBeNull();
    expect(storage.data).toEqual({});
  });

  it('keeps the totals as shown for the payment page', () => {
    const storage = memoryStorage();
    saveCheckout(storage, 'paypal', sample);
    expect(readCheckout(storage, 'paypal', 1_000)).toMatchObject({ totals: sample.totals, gstBp: 1000 });
  });

  it('drops data saved before it kept the totals as shown (storage outlives deploys)', () => {
    const storage = memoryStorage();
    const { totals: _totals, gstBp: _gst, ...older } = sample;
    storage.setItem('stripeCheckoutData', JSON.stringify(older));
    expect(readCheckout(storage, 'card', 1_000)).toBeNull();
  });

  it('keeps the collect store the shopper was shown', () => {
    const storage = memoryStorage();
    const pickup = { id: 2, name: 'Penrith', address: '58 Mulgoa Road', phone: '', hours: [] };
    saveCheckout(storage, 'card', { ...sample, pickup });
    expect(readCheckout(storage, 'card', 1_000)?.pickup).toEqual(pickup);
  });

  it('drops unreadable data', () => {
    const storage = memoryStorage();
    storage.setItem('paypalCheckoutData', '{"f_name":1}');
    expect(readCheckout(storage, 'paypal', 0)).toBeNull();
    expect(storage.data).toEqual({});
  });
});

describe('the last order for the thank-you page', () => {
  it('keeps the number and the total both ways', () => {
    const storage = memoryStorage();
    saveLastOrder(storage, 'SCABC', { incCents: 12650, exCents: 11500 });
    expect(readLastOrder(storage)).toEqual({
      invoiceNumber: 'SCABC',
      total: { incCents: 12650, exCents: 11500 },
      pickup: null,
    });
  });

  it('keeps the store a click & collect order is collected from, and forgets it for the next delivery', () => {
    const storage = memoryStorage();
    const penrith = {
      id: 2,
      name: 'Penrith',
      address: '58 Mulgoa Road, Penrith NSW 2750',
      phone: '02 4721 3300',
      hours: ['Mon–Fri 7:30am–5:30pm'],
    };
    saveLastOrder(storage, 'SCABC', null, penrith);
    expect(readLastOrder(storage).pickup).toEqual(penrith);
    saveLastOrder(storage, 'SCDEF', null);
    expect(readLastOrder(storage).pickup).toBeNull();
  });

  it('reads an unreadable or missing total as none', () => {
    const storage = memoryStorage();
    storage.setItem('lastOrder', 'SCABC');
    storage.setItem('lastOrderTotal', '{"incCents":"12.00"}');
    expect(readLastOrder(storage)).toEqual({ invoiceNumber: 'SCABC', total: null, pickup: null });
    storage.setItem('lastOrderTotal', 'not json');
    expect(readLastOrder(storage).total).toBeNull();
  });
});
