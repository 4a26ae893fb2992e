/** The password reset calls (docs/product.md#states-and-timers): mail a code, confirm it, set the new password. */
import type { ApiClient } from './client.ts';

/** POST /check-email: mails a 6-digit code (the answer is the same whether or not the email exists). */
export async function sendResetCode(api: ApiClient, form: { email: string }): Promise<void> {
  await api.post('/check-email', form);
}

/** POST /confirm-otp: checks the code without using it up. */
export async function confirmResetCode(api: ApiClient, form: { email: string; otp: string }): Promise<void> {
  await api.post('/confirm-otp', form);
}

/** POST /update-password: sets the new password; the server's message, if any. */
export async function setNewPassword(
  api: ApiClient,
  form: { email: string; otp: string; password: string; password_confirmation: string },
): Promise<string> {
  return (await api.post<{ message?: string }>('/update-password', form)).message ?? '';
}
