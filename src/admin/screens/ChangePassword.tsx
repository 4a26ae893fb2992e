/** Any member of staff changes their own password; their other sessions are signed out. */
import { useState } from 'react';
import { type PasswordChangeForm, PasswordChangeFormSchema } from '../../lib/account/staff-password.ts';
import { useChangePassword } from '../api/session.ts';
import { errorOf, Field } from '../form/field.tsx';
import { useAdminForm } from '../form/use-admin-form.ts';
import { Heading, Notice } from '../ui.tsx';
import { NewPasswordFields, PasswordFormError } from './PasswordForm.tsx';

const EMPTY: PasswordChangeForm = { current_password: '', new_password: '', repeat: '' };

export function ChangePassword() {
  const form = useAdminForm<PasswordChangeForm>({ defaultValues: EMPTY, schema: PasswordChangeFormSchema });
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const submit = form.submit(async ({ current_password, new_password }) => {
    setDone(null);
    setDone(await change.mutateAsync({ current_password, new_password }));
    form.reset(EMPTY);
  });
  const busy = form.formState.isSubmitting;
  return (
    <>
      <Heading>Change password</Heading>
      <form className="card signin-card" onSubmit={submit} aria-label="Change password" noValidate>
        <Notice>{done}</Notice>
        <PasswordFormError form={form} />
        <Field id="password-current" label="Current password" error={errorOf(form, 'current_password')}>
          {(aria) => (
            <input
              {...aria}
              type="password"
              autoComplete="current-password"
              maxLength={200}
              {...form.register('current_password')}
            />
          )}
        </Field>
        <NewPasswordFields id="password" form={form} name="new_password" />
        <p className="muted">Changing it signs you out on every other device and browser.</p>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </>
  );
}
