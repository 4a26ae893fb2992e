/** /signin: email and password; 'Signing In...' then 'Signed In, Redirecting...', then home. */
import { useStore } from '@nanostores/react';
import { type FormEvent, useRef } from 'react';
import { $signInForm, signInWith } from '../stores/account.ts';
import { Field, FormMessage } from './account/Field.tsx';
import { useFirstErrorFocus } from './account/first-error.ts';
import { useRedirectSignedIn } from './account/guards.ts';

const LABELS = { idle: 'Sign In', busy: 'Signing In...', done: 'Signed In, Redirecting...' };

export default function SignIn() {
  useRedirectSignedIn();
  const { phase, errors, message } = useStore($signInForm);
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, errors);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void signInWith(Object.fromEntries(new FormData(e.currentTarget)));
  };

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={submit}>
      <Field name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <FormMessage text={message.text} ok={message.ok} />
      <button type="submit" className="btn" disabled={phase !== 'idle'}>
        {LABELS[phase]}
      </button>
      <p>
        <a href="/forgot-password/">Forgot your password?</a> · New here?{' '}
        <a href="/signup/">Create an account</a>
      </p>
    </form>
  );
}
