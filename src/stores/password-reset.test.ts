import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';
import { keep } from '../lib/checkout/flow-storage.ts';
import { $resetForm, submitResetStep } from './password-reset.ts';

beforeEach(() => {
  const storage = memoryStorage({});
  keep(storage, 'resetEmail', 'jane@example.com');
  keep(storage, 'resetOtp', '123456');
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the new password step', () => {
  it("says 'Passwords do not match!' once, under the confirmation field", async () => {
    await submitResetStep('password', { password: 'Secret-Pass1!', password_confirmation: 'Secret-Pass2!' });
    const { errors, message } = $resetForm.get();
    const shown = [...Object.values(errors), message.text].filter(
      (text) => text === 'Passwords do not match!',
    );
    expect(shown).toHaveLength(1);
    expect(errors.password_confirmation).toBe('Passwords do not match!');
  });
});
