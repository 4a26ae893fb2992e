/**
 * The three password reset steps (docs/product.md#password-reset): email, code and new password. Email and code are
 * kept in sessionStorage for 5 minutes between the pages.
 */
import type * as v from 'valibot';
import { NewPasswordSchema, OtpSchema, ResetEmailSchema } from '../lib/account/account.ts';
import * as reset from '../lib/api/password-reset.ts';
import { keep, recall } from '../lib/checkout/flow-storage.ts';
import { check } from '../lib/forms/field-errors.ts';
import { api } from './api.ts';
import { formStore, moveOn, say, submitForm } from './form.ts';

export type ResetStep = 'email' | 'otp' | 'password';

export const $resetForm = formStore();

/** The code step needs the email of the first; without it the shopper goes back a step. */
export function guardResetStep(step: ResetStep): void {
  if (step === 'otp' && !recall(sessionStorage, 'resetEmail')) window.location.replace('/forgot-password/');
}

/** Sends one step's form and, when it succeeds, opens the next page. */
export async function submitResetStep(step: ResetStep, form: Record<string, string>): Promise<void> {
  const email = recall(sessionStorage, 'resetEmail');
  const otp = recall(sessionStorage, 'resetOtp');
  if (step !== 'email' && (!email || (step === 'password' && !otp)))
    return say($resetForm, 'Email or OTP is invalid or expired');
  if (step === 'email') {
    await submitForm(
      $resetForm,
      check(ResetEmailSchema, form),
      async (input) => {
        await reset.sendResetCode(api, input);
        keep(sessionStorage, 'resetEmail', form.email ?? '');
        moveOn('/otp/');
        return 'OTP sent to email';
      },
      'resetCode',
    );
  } else if (step === 'otp') {
    await submitForm(
      $resetForm,
      check(OtpSchema, { email, otp: form.otp }),
      async (input) => {
        await reset.confirmResetCode(api, input);
        keep(sessionStorage, 'resetOtp', form.otp ?? '');
        moveOn('/reset-password/');
        return 'OTP Confirmed';
      },
      'resetCode',
    );
  } else {
    // A mismatch shows once, under the confirmation field.
    await submitForm(
      $resetForm,
      check(NewPasswordSchema, { email, otp, ...form }),
      async (input: v.InferOutput<typeof NewPasswordSchema>) => {
        const message = await reset.setNewPassword(api, input);
        sessionStorage.removeItem('resetEmail');
        sessionStorage.removeItem('resetOtp');
        moveOn('/signin/');
        return message || 'Password updated successfully!';
      },
      'resetPassword',
    );
  }
}
