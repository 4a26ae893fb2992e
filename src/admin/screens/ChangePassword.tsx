/** Any member of staff changes their own password; their other sessions are signed out. */
import { useState } from 'react';
import { api, errorText } from '../api.ts';
import { Heading, Notice } from '../ui.tsx';
import { NewPasswordFields, RepeatField, useRepeat } from './PasswordForm.tsx';

export function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (text: string) => setMessage({ text, error: true });
  const { repeat, setRepeat, submit } = useRepeat(
    password,
    async () => {
      setBusy(true);
      try {
        const answer = await api.post<{ message: string }>('admin/password', {
          current_password: current,
          new_password: password,
        });
        setMessage({ text: answer.message, error: false });
        setCurrent('');
        setPassword('');
        setRepeat('');
      } catch (err) {
        fail(errorText(err));
      }
      setBusy(false);
    },
    fail,
  );
  return (
    <>
      <Heading>Change password</Heading>
      <form className="card signin-card" onSubmit={submit} aria-label="Change password">
        {message && <Notice error={message.error}>{message.text}</Notice>}
        <label htmlFor="password-current">Current password</label>
        <input
          id="password-current"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordFields id="password" value={password} onChange={setPassword} />
        <RepeatField id="password" value={repeat} onChange={setRepeat} />
        <p className="muted">Changing it signs you out on every other device and browser.</p>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </>
  );
}
