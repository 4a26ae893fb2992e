/**
 * The three password reset steps (SPEC section 4): email ('Sending OTP...'), code ('Confirming OTP...')
 * and new password ('Updating Password...'). Email and code are kept in sessionStorage for 5 minutes.
 */
import { type FormEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, NewPasswordSchema, OtpSchema, ResetEmailSchema } from '../lib/account.ts';
import { ApiError } from '../lib/api/client.ts';
import { keep, recall } from '../lib/flow-storage.ts';
import { api } from '../stores/api.ts';
import { Field, FormMessage } from './account/Field.tsx';

/** How long a success message shows before the next page opens. */
const SUCCESS_PAUSE_MS = 2000;

type Step = 'email' | 'otp' | 'password';

const LABELS: Record<Step, [string, string]> = {
  email: ['Send OTP', 'Sending OTP...'],
  otp: ['Confirm OTP', 'Confirming OTP...'],
  password: ['Update Password', 'Updating Password...'],
};

function failure(error: unknown, network: string): string {
  if (error instanceof ApiError) return error.message || 'An error occurred. Please try again.';
  return network;
}

export default function PasswordReset({ step }: { step: Step }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState({ text: '', ok: false });

  useEffect(() => {
    if (step === 'otp' && !recall(sessionStorage, 'resetEmail')) window.location.replace('/forgot-password/');
  }, [step]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const email = recall(sessionStorage, 'resetEmail');
    const otp = recall(sessionStorage, 'resetOtp');
    if (step !== 'email' && (!email || (step === 'password' && !otp))) {
      return setMessage({ text: 'Email or OTP is invalid or expired', ok: false });
    }
    const input =
      step === 'email' ? form : step === 'otp' ? { email, otp: form.otp } : { email, otp, ...form };
    const schema = step === 'email' ? ResetEmailSchema : step === 'otp' ? OtpSchema : NewPasswordSchema;
    const parsed = v.safeParse(schema, input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.issues);
      setErrors(found);
      if (found.password_confirmation === 'Passwords do not match!')
        setMessage({ text: 'Passwords do not match!', ok: false });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (step === 'email') {
        await api.post('/check-email', parsed.output);
        keep(sessionStorage, 'resetEmail', form.email ?? '');
        setMessage({ text: 'OTP sent to email', ok: true });
        setTimeout(() => window.location.assign('/otp/'), SUCCESS_PAUSE_MS);
      } else if (step === 'otp') {
        await api.post('/confirm-otp', parsed.output);
        keep(sessionStorage, 'resetOtp', form.otp ?? '');
        setMessage({ text: 'OTP Confirmed', ok: true });
        setTimeout(() => window.location.assign('/reset-password/'), SUCCESS_PAUSE_MS);
      } else {
        const answer = await api.post<{ message?: string }>('/update-password', parsed.output);
        sessionStorage.removeItem('resetEmail');
        sessionStorage.removeItem('resetOtp');
        setMessage({ text: answer.message || 'Password updated successfully!', ok: true });
        setTimeout(() => window.location.assign('/signin/'), SUCCESS_PAUSE_MS);
      }
    } catch (error) {
      setBusy(false);
      setMessage({
        text: failure(
          error,
          step === 'password'
            ? 'Network error. Please check your connection.'
            : 'An error occurred. Please try again.',
        ),
        ok: false,
      });
    }
  };

  const [label, busyLabel] = LABELS[step];
  return (
    <form className="account-form" noValidate onSubmit={submit}>
      {step === 'email' && (
        <Field name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      )}
      {step === 'otp' && (
        <Field
          name="otp"
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.otp}
        />
      )}
      {step === 'password' && (
        <>
          <Field
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.password}
          />
          <Field
            name="password_confirmation"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.password_confirmation}
          />
        </>
      )}
      <FormMessage text={message.text} ok={message.ok} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </form>
  );
}
