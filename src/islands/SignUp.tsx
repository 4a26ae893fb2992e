/** /signup: name, email, password, phone, terms and optional business details (with an ABN, a trade account application); 'Signing Up...'. */
import { useStore } from '@nanostores/react';
import { type FormEvent, useRef } from 'react';
import { $signUpForm, signUpWith } from '../stores/account.ts';
import { Field, FormMessage } from './account/Field.tsx';
import { useFirstErrorFocus } from './account/first-error.ts';
import { useRedirectSignedIn } from './account/guards.ts';

export default function SignUp() {
  useRedirectSignedIn();
  const { phase, errors, message } = useStore($signUpForm);
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, errors);
  const busy = phase !== 'idle';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void signUpWith(Object.fromEntries(new FormData(e.currentTarget)));
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
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
        <p className="muted">Give your business name and ABN to apply for a trade account.</p>
        <Field name="_b_name" label="Business name" autoComplete="organization" error={errors._b_name} />
        <Field name="_b_email" label="Business email" type="email" />
        <Field name="_b_number" label="ABN" inputMode="numeric" error={errors._b_number} />
        <Field name="_b_street_address" label="Business street address" />
        <Field name="_b_area_address" label="Business suburb, state and post code" />
      </fieldset>
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            name="terms"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'terms-error' : undefined}
          />{' '}
          I agree to the <a href="/terms-conditions/">terms and conditions</a>
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
