/**
 * A form control's frame: its label, the control, a hint and the field's error, tied together by ids
 * (aria-describedby, aria-invalid), and the form's own error (FormError) above its actions.
 */
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Notice } from '../ui.tsx';

export interface ControlAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The ids of a control's hint and error, for its aria-describedby. */
export const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** A control's hint and error, under it, with the ids describedBy names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </>
  );
}

export function Field({
  id,
  label,
  hint,
  error,
  check,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  check?: boolean;
  children: (aria: ControlAria) => ReactNode;
}) {
  const aria = {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
  return (
    <div className={check ? 'field check' : 'field'}>
      {check ? (
        <>
          {children(aria)}
          <label htmlFor={id}>{label}</label>
        </>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {children(aria)}
        </>
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The message of a save that failed as a whole (the fields' own errors are beside them). */
export function FormError<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const message = form.formState.errors.root?.server?.message;
  return message ? <Notice error>{message}</Notice> : null;
}

/** The error of field `name`, as react-hook-form keeps it (dotted paths for arrays: images.0.alt). */
export function errorOf<T extends FieldValues>(form: UseFormReturn<T>, name: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
