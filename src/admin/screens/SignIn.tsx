/** Sign-in to the back office: email and password; the API's message on failure. */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import { api, errorText } from '../api.ts';
import { setSession } from '../session.ts';
import type { Staff } from '../types.ts';
import { Notice } from '../ui.tsx';

const TOO_MANY = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

export function SignIn({ expired }: { expired: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await api.post<{ token: string; staff: Staff }>('admin/login', { email, password });
      setSession(session);
    } catch (err) {
      setError(err instanceof ApiError && err.status === 429 ? TOO_MANY : errorText(err));
      setBusy(false);
    }
  };

  return (
    <main className="signin">
      <form className="card signin-card" onSubmit={submit} noValidate>
        <h1 ref={heading} tabIndex={-1}>
          Back office sign in
        </h1>
        {expired && !error && <Notice>Your session has ended. Please sign in again.</Notice>}
        <Notice error>{error}</Notice>
        <label htmlFor="signin-email">Email</label>
        <input
          id="signin-email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor="signin-password">Password</label>
        <input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <p className="muted">Forgotten your password? Ask an owner of the shop to email you a reset link.</p>
      </form>
    </main>
  );
}
