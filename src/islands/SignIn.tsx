/** /signin: email and password; 'Signing In...' then 'Signed In, Redirecting...', then home. */
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, LoginSchema } from '../lib/account.ts';
import { ApiError } from '../lib/api/client.ts';
import { api } from '../stores/api.ts';
import { signIn } from '../stores/session.ts';
import { Field, FormMessage } from './account/Field.tsx';
import { useRedirectSignedIn } from './account/guards.ts';

/** How long a success message shows before the next page opens. */
const SUCCESS_PAUSE_MS = 2000;

type Phase = 'idle' | 'busy' | 'done';

export default function SignIn() {
  useRedirectSignedIn();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState({ text: '', ok: false });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = v.safeParse(LoginSchema, Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setErrors({});
    setPhase('busy');
    try {
      const answer = await api.post<{
        message?: string;
        user?: unknown;
        token?: unknown;
        subscription?: unknown;
      }>('/login', parsed.output);
      signIn(answer, 'Invalid login response');
      setPhase('done');
      setMessage({ text: answer.message || 'Successfully logged in!', ok: true });
      setTimeout(() => window.location.assign('/'), SUCCESS_PAUSE_MS);
    } catch (error) {
      setPhase('idle');
      const server = error instanceof ApiError ? error.message : (error as Error).message;
      setMessage({ text: server || 'Login failed. Please check your credentials.', ok: false });
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
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
        {phase === 'busy' ? 'Signing In...' : phase === 'done' ? 'Signed In, Redirecting...' : 'Sign In'}
      </button>
      <p>
        <a href="/forgot-password/">Forgot your password?</a> · New here?{' '}
        <a href="/signup/">Create an account</a>
      </p>
    </form>
  );
}
