/**
 * The page an owner's emailed reset link opens (#/reset-password?token=…): a new password, set with
 * the link's token without signing in. It signs the member out everywhere, this tab included.
 */
import { useEffect, useRef, useState } from 'react';
import { api, errorText } from '../api.ts';
import { href } from '../router.ts';
import { setSession } from '../session.ts';
import { Notice } from '../ui.tsx';
import { NewPasswordFields, RepeatField, useRepeat } from './PasswordForm.tsx';

export function ResetPassword({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { repeat, setRepeat, submit } = useRepeat(
    password,
    async () => {
      setBusy(true);
      setError(null);
      try {
        setDone((await api.post<{ message: string }>('admin/password-reset', { token, password })).message);
        setSession(null);
      } catch (err) {
        setError(errorText(err));
      }
      setBusy(false);
    },
    setError,
  );
  return (
    <main className="signin">
      <form className="card signin-card" onSubmit={submit} aria-labelledby="reset-title">
        <h1 id="reset-title" ref={heading} tabIndex={-1}>
          Set a new password
        </h1>
        <Notice error>{error}</Notice>
        {done ? (
          <>
            <Notice>{done}</Notice>
            <a className="button primary" href={href('dashboard')}>
              Sign in
            </a>
          </>
        ) : (
          <>
            <NewPasswordFields id="reset" value={password} onChange={setPassword} />
            <RepeatField id="reset" value={repeat} onChange={setRepeat} />
            <button type="submit" className="primary" disabled={busy}>
              {busy ? 'Saving…' : 'Set password'}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
