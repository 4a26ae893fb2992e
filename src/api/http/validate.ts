/** Request validation with valibot: a failed check answers 400 with the first issue's message. */
import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { MAX_INT4 } from '../../lib/limits.ts';

/** Validates one part of the request (query, json, form, param) and answers 400 { message, errors } on failure. */
export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) {
      const errors = v.flatten(result.issues).nested ?? {};
      return c.json({ message: result.issues[0]?.message ?? 'Invalid request', errors }, 400);
    }
  });
}

/**
 * A whole number given as text (query or path), from `min` to `max`. The default bound is the id
 * columns' range, so an id or cursor past it is a 400 here, not a failed query.
 */
export function wholeNumberText(name: string, min = 1, max = MAX_INT4) {
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, min > 0 ? `${name} must be a positive whole number` : `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
}

/** A positive whole number given as query text, e.g. page=2. */
export function positiveIntText(name: string, max = 1_000_000) {
  return wholeNumberText(name, 1, max);
}
