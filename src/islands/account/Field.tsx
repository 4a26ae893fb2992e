/** A labelled input with its error message, wired for screen readers. */
import type { InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  /** A note under the field, read with it. */
  hint?: string;
}

export function Field({ name, label, error, hint, ...input }: Props) {
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <span id={`${name}-hint`} className="muted">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${name}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The form-level message: an alert for failures, a status for success. */
export function FormMessage({ text, ok }: { text: string; ok?: boolean }) {
  if (!text) return null;
  return ok ? (
    <p role="status" className="form-ok">
      {text}
    </p>
  ) : (
    <p role="alert" className="form-error">
      {text}
    </p>
  );
}

/** A labelled multi-line field with its error message. */
export function TextAreaField({
  name,
  label,
  error,
  rows = 5,
}: {
  name: string;
  label: string;
  error?: string;
  rows?: number;
}) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <textarea
        id={name}
        name={name}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
      {error && (
        <span id={`${name}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
