import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';
import { ApiError } from '../lib/api/client.ts';
import { checkPromoCode } from '../lib/api/promo-codes.ts';
import {
  $promoCode,
  $promoCodeForm,
  applyPromoCode,
  clearPromoCode,
  PROMO_CODE_STORAGE_KEY,
  readPromoCode,
} from './promo-code.ts';

vi.mock('../lib/api/promo-codes.ts', () => ({ checkPromoCode: vi.fn() }));
const check = vi.mocked(checkPromoCode);
const INVALID = 'This code is not valid or has already been used.';
let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => {
  $promoCode.set(null);
  $promoCodeForm.set({ phase: 'idle', errors: {}, message: { text: '', ok: false } });
  check.mockReset();
  vi.unstubAllGlobals();
});

describe('the checkout discount code', () => {
  it('is applied once the server accepts it, and kept for the payment pages', async () => {
    check.mockResolvedValue({ code: 'WELCOME-ABCDEFGHJK', discountBp: 1000 });
    expect(await applyPromoCode(' welcome-abcdefghjk ')).toBe(true);
    expect(check).toHaveBeenCalledWith(expect.anything(), 'welcome-abcdefghjk');
    expect($promoCode.get()).toEqual({ code: 'WELCOME-ABCDEFGHJK', discountBp: 1000 });
    expect(readPromoCode(storage.data[PROMO_CODE_STORAGE_KEY] ?? null)).toEqual($promoCode.get());
    expect($promoCodeForm.get().message).toEqual({ text: 'Code WELCOME-ABCDEFGHJK applied.', ok: true });
  });

  it("shows the server's refusal and applies nothing", async () => {
    check.mockRejectedValue(new ApiError(422, 'refused', { message: INVALID, errors: { code: INVALID } }));
    expect(await applyPromoCode('WELCOME-NOPE')).toBe(false);
    expect($promoCode.get()).toBeNull();
    expect($promoCodeForm.get()).toMatchObject({
      errors: { code: INVALID },
      message: { text: INVALID, ok: false },
    });
  });

  it('asks for a code before calling the server', async () => {
    expect(await applyPromoCode('   ')).toBe(false);
    expect(check).not.toHaveBeenCalled();
    expect($promoCodeForm.get().errors).toEqual({ code: 'Enter a discount code.' });
  });

  it('is removed on request, from storage too', () => {
    $promoCode.set({ code: 'WELCOME-ABCDEFGHJK', discountBp: 1000 });
    clearPromoCode();
    expect($promoCode.get()).toBeNull();
    expect(storage.data).toEqual({});
  });

  it('reads only a well-formed stored code', () => {
    expect(readPromoCode('{"code":"WELCOME-A","discountBp":1000}')).toEqual({
      code: 'WELCOME-A',
      discountBp: 1000,
    });
    for (const text of [null, '', 'nope', '{"code":"","discountBp":1000}', '{"code":"X","discountBp":-5}'])
      expect(readPromoCode(text), String(text)).toBeNull();
  });
});
