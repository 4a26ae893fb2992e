import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../tests/helpers/memory-storage.ts';
import {
  CHECKOUT_FORM_KEY,
  type CheckoutInput,
  readCheckoutForm,
  saveCheckoutForm,
} from './checkout-form-storage.ts';

const address = {
  f_name: 'Jane',
  l_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412345678',
  street_address: '1 Ute St',
  city: 'Dubbo',
  state: 'NSW',
  post_code: '2830',
  company: 'Acme',
  suburb: '',
};
const input: CheckoutInput = {
  billing: address,
  shipping: address,
  shipToDifferent: true,
  collect: false,
  comment: 'Leave at door',
};

describe('the kept checkout form', () => {
  it('is read back as typed for 30 minutes', () => {
    const storage = memoryStorage();
    saveCheckoutForm(storage, input, 1_000);
    expect(readCheckoutForm(storage, 1_000 + 30 * 60_000)).toEqual(input);
  });

  it('keeps click & collect, and reads a form kept before it as a delivery', () => {
    const storage = memoryStorage();
    saveCheckoutForm(storage, { ...input, collect: true }, 1_000);
    expect(readCheckoutForm(storage, 1_000)?.collect).toBe(true);
    const { collect: _collect, ...older } = input;
    storage.setItem(CHECKOUT_FORM_KEY, JSON.stringify({ ...older, savedAt: 1_000 }));
    expect(readCheckoutForm(storage, 1_000)?.collect).toBe(false);
  });

  it('is forgotten and removed after 30 minutes', () => {
    const storage = memoryStorage();
    saveCheckoutForm(storage, input, 1_000);
    expect(readCheckoutForm(storage, 1_001 + 30 * 60_000)).toBeNull();
    expect(storage.data[CHECKOUT_FORM_KEY]).toBeUndefined();
  });

  it('counts unreadable data as nothing kept', () => {
    for (const text of ['{', '{"billing":1}', 'null']) {
      const storage = memoryStorage({ [CHECKOUT_FORM_KEY]: text });
      expect(readCheckoutForm(storage)).toBeNull();
    }
  });
});
