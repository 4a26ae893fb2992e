/**
 * The page an owner's emailed reset link opens (#/reset-password?token=…): a new password, set with
 * the link's token without signing in. It signs the member out everywhere, this tab included.
 */
import { useEffect, useRef, useState } from 'react';
import { type PasswordResetForm, PasswordResetFormSchema } from '../../lib/account/staff-password.ts';
import { resetPassword } from '../api/session.ts';
import { useAdminForm } from '../form/use-admin-form.ts';
import { href } from '../router.ts';
import { Notice } from '../ui.tsx';
import { NewPasswordFields, PasswordFormError } from './PasswordForm.tsx';

const EMPTY: PasswordResetForm = { password: '', repeat: '' };

export function ResetPassword({ token }: { token: string }) {
  const form = useAdminForm<PasswordResetForm>({ defaultValues: EMPTY, schema: PasswordResetFormSchema });
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // An invalid or used link is the token's error: the form's own, as there is no field for it.
  const submit = form.submit(async ({ password }) => {
    setDone(await resetPassword({ token, password }));
    form.reset(EMPTY);
  });
  const busy = form.formState.isSubmitting;
  return (
    <main className="signin">
      <form className="card signin-card" onSubmit={submit} aria-labelledby="reset-title" noValidate>
        <h1 id="reset-title" ref={heading} tabIndex={-1}>
          Set a new password
        </h1>
        <PasswordFormError form={form} />
        {done ? (
          <>
            <Notice>{done}</Notice>
            <a className="button primary" href={href('dashboard')}>
              Sign in
            </a>
          </>
        ) : (
          <>
            <NewPasswordFields id="reset" form={form} name="password" />
            <button type="submit" className="primary" disabled={busy}>
              {busy ? 'Saving…' : 'Set password'}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
