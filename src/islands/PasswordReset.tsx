/**
 * The three password reset steps (docs/product.md#password-reset): email ('Sending OTP...'), code ('Confirming OTP...')
 * and new password ('Updating Password...'). Email and code are kept in sessionStorage for 5 minutes.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useRef } from 'react';
import { $resetForm, guardResetStep, type ResetStep, submitResetStep } from '../stores/password-reset.ts';
import { Field, FormMessage } from './account/Field.tsx';
import { useFirstErrorFocus } from './account/first-error.ts';

const LABELS: Record<ResetStep, [string, string]> = {
  email: ['Send OTP', 'Sending OTP...'],
  otp: ['Confirm OTP', 'Confirming OTP...'],
  password: ['Update Password', 'Updating Password...'],
};

export default function PasswordReset({ step }: { step: ResetStep }) {
  const { phase, errors, message } = useStore($resetForm);
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, errors);
  const busy = phase !== 'idle';

  useEffect(() => guardResetStep(step), [step]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void submitResetStep(step, Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>);
  };

  const [label, busyLabel] = LABELS[step];
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
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
