import { afterEach, describe, expect, it, vi } from 'vitest';
import { formStore, submitForm } from './form.ts';

afterEach(() => vi.restoreAllMocks());

describe('a form submitted again after a success', () => {
  it('shows the new field errors without the old success message', async () => {
    const store = formStore();
    await submitForm(store, { ok: true, value: {} }, async () => 'Profile updated successfully!', 'profile');
    expect(store.get().message).toEqual({ text: 'Profile updated successfully!', ok: true });

    await submitForm(
      store,
      { ok: false, errors: { phone: 'Phone number is required' } },
      async () => '',
      'profile',
    );

    expect(store.get().errors).toEqual({ phone: 'Phone number is required' });
    expect(store.get().message.text).toBe('');
    expect(store.get().phase).toBe('idle');
  });

  it('hides the old success message while the new attempt is being sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = formStore();
    await submitForm(store, { ok: true, value: {} }, async () => 'Address Added Successfully!', 'addressAdd');
    let seen = store.get().message;
    await submitForm(
      store,
      { ok: true, value: {} },
      async () => {
        seen = store.get().message;
        throw new Error('offline');
      },
      'addressAdd',
    );
    expect(seen.text).toBe('');
    expect(store.get().message.ok).toBe(false);
  });
});
