/** /signup: name, email, password, phone, terms and optional business details; 'Signing Up...'. */
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, SignupSchema } from '../lib/account.ts';
import { ApiError } from '../lib/api/client.ts';
import { api } from '../stores/api.ts';
import { signIn } from '../stores/session.ts';
import { Field, FormMessage } from './account/Field.tsx';
import { useRedirectSignedIn } from './account/guards.ts';

/** How long a success message shows before the next page opens. */
const SUCCESS_PAUSE_MS = 2000;

export default function SignUp() {
  useRedirectSignedIn();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState({ text: '', ok: false });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = Object.fromEntries(new FormData(e.currentTarget));
    const parsed = v.safeParse(SignupSchema, { ...form, terms: form.terms === 'on' });
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setErrors({});
    setBusy(true);
    try {
      const answer = await api.post<{ user?: unknown; token?: unknown; subscription?: unknown }>(
        '/registered',
        parsed.output,
      );
      signIn(answer, 'Invalid registration response');
      setMessage({ text: 'Registration successful!', ok: true });
      setTimeout(() => window.location.assign('/signin/'), SUCCESS_PAUSE_MS);
    } catch (error) {
      setBusy(false);
      const reason = error instanceof ApiError || error instanceof Error ? error.message : String(error);
      setMessage({ text: `Registration Failed: ${reason}`, ok: false });
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <Field name="name" label="Name" autoComplete="name" error={errors.name} />
      <Field name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <Field name="phone" label="Phone number" type="tel" autoComplete="tel" error={errors.phone} />
      <fieldset>
        <legend>Business details (optional)</legend>
        <Field name="_b_name" label="Business name" autoComplete="organization" />
        <Field name="_b_email" label="Business email" type="email" />
        <Field name="_b_number" label="Business phone or ABN" />
        <Field name="_b_street_address" label="Business street address" />
        <Field name="_b_area_address" label="Business suburb, state and post code" />
      </fieldset>
      <div className="field">
        <label className="check">
          <input type="checkbox" name="terms" aria-describedby={errors.terms ? 'terms-error' : undefined} /> I
          agree to the <a href="/terms-conditions/">terms and conditions</a>
        </label>
        {errors.terms && (
          <span id="terms-error" className="field-error">
            {errors.terms}
          </span>
        )}
      </div>
      <FormMessage text={message.text} ok={message.ok} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Signing Up...' : 'Sign Up'}
      </button>
      <p>
        Already have an account? <a href="/signin/">Sign in</a>
      </p>
    </form>
  );
}
