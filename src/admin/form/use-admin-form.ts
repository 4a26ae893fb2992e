/**
 * Every back-office form's behaviour, on react-hook-form: the shared valibot schema checks it in the
 * browser (the resolver); unsaved changes hold the address (router.ts `holdRoute`); a save's 422
 * puts each message beside its field and, once they are drawn, focuses the first in the form; any other
 * failure becomes the form's own error (`root.server`), shown by FormError; a 409 with the record as
 * saved now goes to `onConflict`.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type BaseSyntheticEvent, useEffect, useRef, useState } from 'react';
import {
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type * as v from 'valibot';
import { ApiError } from '../../lib/api/client.ts';
import { fieldErrors } from '../../lib/forms/field-errors.ts';
import { errorText } from '../api/client.ts';
import { holdRoute } from '../router.ts';

export interface AdminFormOptions<T extends FieldValues> extends UseFormProps<T, unknown, T> {
  /** The schema the API checks the same body with (lib/), run before anything is sent. */
  schema?: v.GenericSchema;
  /** A 409's `current`: someone saved the record since this form loaded it. */
  onConflict?: (current: unknown) => void;
}

export type AdminForm<T extends FieldValues> = UseFormReturn<T, unknown, T> & {
  /** The form's onSubmit: checks, then runs `save`, turning what it throws into errors shown. */
  submit: (save: (values: T) => Promise<void>) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/** Holds the address while `dirty`; the release runs as soon as the form is clean again. */
export function useUnsavedGuard(dirty: boolean): void {
  useEffect(() => (dirty ? holdRoute() : undefined), [dirty]);
}

/**
 * Puts an API error's field messages beside their fields and its message on the form; answers whether
 * any field was named. Given the form's element (a save outside `submit`), focuses the first field
 * marked invalid once drawn.
 */
export function showServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  error: unknown,
  element?: HTMLElement | null,
): boolean {
  const found = fieldErrors(error);
  for (const [name, message] of Object.entries(found))
    form.setError(name as Path<T>, { type: 'server', message });
  form.setError('root.server', { type: 'server', message: errorText(error) });
  const named = Object.keys(found).length > 0;
  if (named && element) {
    const byName = [...element.querySelectorAll<HTMLElement & { name?: string }>('[name]')];
    byName.find((control) => control.name !== undefined && control.name in found)?.focus();
  }
  return named;
}

/**
 * Focuses the first field marked invalid in `element` once the render that marks it is on screen,
 * each time `refusal` changes (a refused save).
 */
export function useFocusFirstInvalid(element: () => HTMLElement | null, refusal: number): void {
  const find = useRef(element);
  find.current = element;
  useEffect(() => {
    if (refusal) find.current()?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
}

export function useAdminForm<T extends FieldValues>({
  schema,
  onConflict,
  ...options
}: AdminFormOptions<T>): AdminForm<T> {
  const resolver = schema ? (valibotResolver(schema as v.GenericSchema<T>) as Resolver<T>) : options.resolver;
  const form = useForm<T, unknown, T>({ shouldFocusError: true, ...options, resolver });
  useUnsavedGuard(form.formState.isDirty && !form.formState.isSubmitting);
  const conflict = useRef(onConflict);
  conflict.current = onConflict;
  const submitted = useRef<HTMLElement | null>(null);
  const [refusal, setRefusal] = useState(0);
  useFocusFirstInvalid(() => submitted.current, refusal);
  const submit: AdminForm<T>['submit'] = (save) => (event) => {
    const target = event?.target;
    submitted.current = target instanceof HTMLElement ? (target.closest('form') ?? target) : null;
    form.clearErrors('root.server');
    return form.handleSubmit(async (values) => {
      try {
        await save(values);
      } catch (error) {
        const current =
          error instanceof ApiError && error.status === 409 && (error.body as { current?: unknown })?.current;
        if (current && conflict.current) conflict.current(current);
        else if (showServerErrors(form, error)) setRefusal((n) => n + 1);
      }
    })(event);
  };
  return Object.assign(form, { submit });
}
