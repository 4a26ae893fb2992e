/** After a submit that found field errors, the shopper is taken to the first of them. */
import { type RefObject, useEffect } from 'react';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';

/**
 * Scrolls the first field marked invalid in `form` to the middle of the screen and focuses it, each
 * time a submit shows field errors (on a phone the first may be a thousand pixels above the button).
 */
export function useFirstErrorFocus(form: RefObject<HTMLElement | null>, errors: FieldErrors): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }, [errors, form]);
}
