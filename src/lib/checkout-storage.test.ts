import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';
import { type CheckoutData, readCheckout, saveCheckout } from './checkout-storage.ts';

const sample: CheckoutData = {
  f_name: 'Jane',
  l_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412345678',
  street_address: '1 George St',
  post_code: '2000',
  state: 'NSW',
  city: 'Sydney',
  subTotal: '100.00',
  delivery_charges: '15.00',
  totalGst: '11.50',
  grand_total: '126.50',
  order: {},
  idempotencyKey: 'ord-1',
  savedAt: 1_000,
};

describe('checkout data in session storage', () => {
  it('is kept under SPEC keys for 5 minutes', () => {
    const storage = memoryStorage();
    saveCheckout(storage, 'card', sample);
    expect(Object.keys(storage.data)).toEqual(['stripeCheckoutData']);
    expect(readCheckout(storage, 'card', 1_000 + 300_000)?.grand_total).toBe('126.50');
    expect(readCheckout(storage, 'card', 1_000 + 300_001)).toBeNull();
    expect(storage.data).toEqual({});
  });

  it('drops unreadable data', () => {
    const storage = memoryStorage();
    storage.setItem('paypalCheckoutData', '{"f_name":1}');
    expect(readCheckout(storage, 'paypal', 0)).toBeNull();
    expect(storage.data).toEqual({});
  });
});
