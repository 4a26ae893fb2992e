/**
 * The pieces every product editor input is built from: its id, its aria wiring (hint and error read
 * with it, an error marks it invalid) and the hint and error themselves.
 */
import type { ReactNode } from 'react';
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';

/** The id of a product field's control; its error is `${id}-error`, its hint `${id}-hint`. */
export const fieldId = (key: string) => `product-${key}`;

interface Aria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function aria(key: string, errors: FieldErrors, hint?: boolean): Aria {
  const id = fieldId(key);
  const described = [hint && `${id}-hint`, errors[key] && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    ...(errors[key] ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

export function Messages({ name, hint, errors }: { name: string; hint?: ReactNode; errors: FieldErrors }) {
  const id = fieldId(name);
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`${id}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </>
  );
}
