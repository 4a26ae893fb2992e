/**
 * JSON error answers. Every failure the API gives has one shape, `{ message, errors? }`: `message` a
 * sentence for people, `errors` (only where fields are at fault) each field's first message, keyed by
 * the field's name as sent (`f_name`, `s_post_code`, `products.0.quantity`).
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type * as v from 'valibot';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { sqlState } from '../db/errors.ts';
import { STORAGE_UNAVAILABLE } from '../storage/http.ts';
import { StorageError } from '../storage/types.ts';
import { issueMessage } from './messages.ts';

/** The body of every error answer. */
export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

/**
 * The answer for failed checks of `schema`: the first issue's message, and every named field's first
 * message (an issue without a path is about the request as a whole: its message is only the headline).
 */
export function issuesBody(issues: readonly v.BaseIssue<unknown>[], schema?: v.GenericSchema): ErrorBody {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.');
    if (field) errors[field] ??= issueMessage(issue, schema);
  }
  const message = issues[0] ? issueMessage(issues[0], schema) : 'The request is not valid.';
  return Object.keys(errors).length ? { message, errors } : { message };
}

/** 404 with a message naming what was not found. */
export function notFound(c: Context, message: string) {
  return c.json({ message }, 404);
}

// PostgreSQL's data exceptions (SQLSTATE class 22) are values the caller sent that a column cannot
// hold. Validation refuses them first; this is the backstop, so a missed case is a 400, not a 500.
const DATA_EXCEPTIONS: Record<string, string> = {
  '22001': 'A value in the request is too long.',
  '22003': 'A number in the request is out of range.',
  '22007': 'A date in the request is not valid.',
  '22008': 'A date in the request is out of range.',
  '22021': 'Text must not contain NUL characters.',
  '22P02': 'A value in the request is not valid.',
  '22P05': 'Text in the request holds characters that cannot be stored.',
};

/**
 * Turns thrown errors into JSON: HTTPExceptions keep their status, a body that is not JSON and a
 * value the database cannot hold are 400s, anything else is a logged 500.
 */
export function onError(err: Error, c: Context) {
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || 'Request failed' }, err.status);
  }
  // Thrown by c.req.json() in a route that did not catch it: no other JSON is parsed per request.
  if (err instanceof SyntaxError) return c.json({ message: 'Malformed JSON in request body' }, 400);
  const state = sqlState(err);
  if (state?.startsWith('22')) {
    console.warn(`[api] ${c.req.method} ${c.req.path}: refused a value the database cannot hold (${state})`);
    return c.json({ message: DATA_EXCEPTIONS[state] ?? 'A value in the request is not valid.' }, 400);
  }
  if (err instanceof StorageError) {
    console.error(`[storage] ${c.req.method} ${c.req.path}: ${err.message}`);
    return c.json({ message: STORAGE_UNAVAILABLE }, 503);
  }
  console.error(`[api] ${c.req.method} ${c.req.path}:`, err);
  return c.json({ message: 'Internal server error' }, 500);
}
