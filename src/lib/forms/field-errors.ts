/**
 * The one mapping from errors to what a form shows under its fields: `{ field: first message }`,
 * from valibot issues (checked in the browser) or from an API error answer's `errors`.
 */
import * as v from 'valibot';
import { ApiError } from '../api/client.ts';

/** Field name → the first message for it. */
export type FieldErrors = Record<string, string>;

/** The first message of every field named by valibot issues; `prefix` names a block (s_ for shipping). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[], prefix?: string): FieldErrors;
/**
 * The field errors of an API error answer `{ message, errors: { field: message } }`. A field's list
 * of messages gives its first; a missing or malformed `errors` gives none.
 */
export function fieldErrors(error: unknown): FieldErrors;
export function fieldErrors(source: unknown, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  if (Array.isArray(source)) {
    for (const issue of source as v.BaseIssue<unknown>[]) {
      const key = issue.path?.map((p) => String(p.key)).join('.') || 'form';
      errors[`${prefix}${key}`] ??= issue.message;
    }
    return errors;
  }
  const body = source instanceof ApiError ? source.body : source;
  const found = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!found || typeof found !== 'object' || Array.isArray(found)) return errors;
  for (const [field, value] of Object.entries(found)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

/** A form's input checked against its schema: the output, or the errors to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Checks input against a schema, giving field errors on failure. */
export function check<S extends v.GenericSchema>(schema: S, input: unknown): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: fieldErrors(result.issues) };
}
