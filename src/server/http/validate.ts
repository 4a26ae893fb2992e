/** Request validation with valibot: a failed check answers 400 with the first issue's message. */
import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';

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

/** A positive whole number given as query text, e.g. page=2. */
export function positiveIntText(name: string, max = 1_000_000) {
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a positive whole number`),
    v.transform(Number),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
}
