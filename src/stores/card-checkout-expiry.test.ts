import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutData } from '../../tests/helpers/checkout-data.ts';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';
import { CHECKOUT_KEYS, saveCheckout } from '../lib/checkout/checkout-storage.ts';
import { limitCardCheckout } from './card-checkout-expiry.ts';

const data = checkoutData;
let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-06T00:00:00Z') });
  storage = memoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the card page', () => {
  it('removes the stored checkout 300 s after it was saved while the shopper stays on the page', () => {
    saveCheckout(storage, 'card', data({ savedAt: Date.now() - 60_000 }));
    const stop = limitCardCheckout();
    vi.advanceTimersByTime(239_000);
    expect(storage.data[CHECKOUT_KEYS.card]).toBeDefined();
    vi.advanceTimersByTime(1_001);
    expect(storage.data[CHECKOUT_KEYS.card]).toBeUndefined();
    stop();
  });

  it('keeps an attempt sent without an answer until that answer is known', () => {
    saveCheckout(storage, 'card', data({ stripePaymentMethodId: 'pm_1' }));
    const stop = limitCardCheckout();
    vi.advanceTimersByTime(600_000);
    expect(storage.data[CHECKOUT_KEYS.card]).toBeDefined();
    stop();
  });

  it('stops watching when the shopper leaves the page', () => {
    saveCheckout(storage, 'card', data());
    limitCardCheckout()();
    vi.advanceTimersByTime(301_000);
    expect(storage.data[CHECKOUT_KEYS.card]).toBeDefined();
  });
});
