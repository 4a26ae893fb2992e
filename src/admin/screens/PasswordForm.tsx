/**
 * A new password typed twice: the rule's minimum in the browser, the two copies compared before
 * sending; the form's owner sends it and shows the API's answer.
 */
import { type FormEvent, useState } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../lib/account/staff-password.ts';

export const MISMATCH = 'The two new passwords are not the same.';

export function NewPasswordFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <>
      <label htmlFor={`${id}-new`}>New password (at least {PASSWORD_MIN} characters)</label>
      <input
        id={`${id}-new`}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

/** The repeat field, and a submit handler that refuses two different copies. */
export function useRepeat(password: string, send: () => Promise<void>, fail: (text: string) => void) {
  const [repeat, setRepeat] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== repeat) return fail(MISMATCH);
    await send();
  };
  return { repeat, setRepeat, submit };
}

export function RepeatField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <>
      <label htmlFor={`${id}-repeat`}>New password again</label>
      <input
        id={`${id}-repeat`}
        type="password"
        autoComplete="new-password"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
