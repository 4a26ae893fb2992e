import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';
import { CHECKOUT_FORM_KEY } from '../lib/checkout/checkout-form-storage.ts';
import { SESSION_STORAGE_KEY, signOut, startSession } from './session.ts';

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('signing out', () => {
  it("forgets the session and the member's kept checkout form in this tab", () => {
    startSession({ user: { name: 'Sam', trade_status: 'none' }, token: 't', subscription: null });
    storage.setItem(CHECKOUT_FORM_KEY, '{"billing":{}}');
    signOut();
    expect(storage.data[SESSION_STORAGE_KEY]).toBeUndefined();
    expect(storage.data[CHECKOUT_FORM_KEY]).toBeUndefined();
  });
});
