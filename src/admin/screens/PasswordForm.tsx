/**
 * A new password typed twice, for the change password and reset link forms: the fields (the rule's
 * minimum in the label) and the form's error, which also says when the two copies differ (the
 * shared schema checks that beside the second copy, before anything is sent).
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { MISMATCH, PASSWORD_MAX, PASSWORD_MIN } from '../../lib/account/staff-password.ts';
import { errorOf, Field } from '../form/field.tsx';
import { Notice } from '../ui.tsx';

/** `name` is the body's field for the new password (new_password, password); the copy is `repeat`. */
export function NewPasswordFields<T extends FieldValues>({
  id,
  form,
  name,
}: {
  id: string;
  form: UseFormReturn<T, unknown, T>;
  name: Path<T>;
}) {
  return (
    <>
      <Field
        id={`${id}-new`}
        label={`New password (at least ${PASSWORD_MIN} characters)`}
        error={errorOf(form, name)}
      >
        {(aria) => (
          <input
            {...aria}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            {...form.register(name)}
          />
        )}
      </Field>
      <Field id={`${id}-repeat`} label="New password again" error={errorOf(form, 'repeat')}>
        {(aria) => (
          <input
            {...aria}
            type="password"
            autoComplete="new-password"
            {...form.register('repeat' as Path<T>)}
          />
        )}
      </Field>
    </>
  );
}

/** The save's refusal (FormError's), or the two copies differing, announced as the form's error. */
export function PasswordFormError<T extends FieldValues>({ form }: { form: UseFormReturn<T, unknown, T> }) {
  const server = form.formState.errors.root?.server?.message;
  return <Notice error>{server ?? (errorOf(form, 'repeat') === MISMATCH ? MISMATCH : null)}</Notice>;
}
