/**
 * Sign-in to the back office: email and password, checked with the API's own schema first; the
 * API's refusal as the form's error, and the password field focused to try again.
 *
 * The one back-office form not on useAdminForm: it is the whole page while signed out, so there is
 * nowhere to leave to, and an unsaved-changes prompt would only get in the way of a reload. It has
 * the rest the same way (the schema's resolver, showServerErrors).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type FormEvent, useEffect, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { LoginSchema } from '../../lib/account/account.ts';
import { signIn } from '../api/session.ts';
import { errorOf, Field, FormError } from '../form/field.tsx';
import { showServerErrors } from '../form/use-admin-form.ts';
import { Notice } from '../ui.tsx';

type Login = v.InferOutput<typeof LoginSchema>;

export function SignIn({ expired }: { expired: boolean }) {
  const form = useForm<Login, unknown, Login>({
    defaultValues: { email: '', password: '' },
    resolver: valibotResolver(LoginSchema) as Resolver<Login>,
    shouldFocusError: true,
  });
  const element = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // Signed in, the app shows the shell instead of this screen (session.ts tells it).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    form.clearErrors('root.server');
    return form.handleSubmit(async (values) => {
      try {
        await signIn(values);
      } catch (error) {
        showServerErrors(form, error, element.current);
        form.setFocus('password');
      }
    })(event);
  };
  const busy = form.formState.isSubmitting;

  return (
    <main className="signin">
      <form ref={element} className="card signin-card" onSubmit={submit} noValidate>
        <h1 ref={heading} tabIndex={-1}>
          Back office sign in
        </h1>
        {expired && !form.formState.errors.root && (
          <Notice>Your session has ended. Please sign in again.</Notice>
        )}
        <FormError form={form} />
        <Field id="signin-email" label="Email" error={errorOf(form, 'email')}>
          {(aria) => <input {...aria} type="email" autoComplete="username" {...form.register('email')} />}
        </Field>
        <Field id="signin-password" label="Password" error={errorOf(form, 'password')}>
          {(aria) => (
            <input {...aria} type="password" autoComplete="current-password" {...form.register('password')} />
          )}
        </Field>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <p className="muted">Forgotten your password? Ask an owner of the shop to email you a reset link.</p>
      </form>
    </main>
  );
}
