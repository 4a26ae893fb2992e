/**
 * Request validation with valibot (through @hono/valibot-validator): a part of the request that cannot
 * be read as the endpoint's request answers 400, a body that was read but breaks a rule 422, both
 * `{ message, errors }`. Each schema is also registered for the OpenAPI document.
 */
import { vValidator } from '@hono/valibot-validator';
import type { Context, ValidationTargets } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import * as v from 'valibot';
import { MAX_INT4 } from '../../lib/forms/limits.ts';
import { issuesBody } from './errors.ts';
import { REQUEST_DOCS } from './openapi.ts';

// Hono's own test for a JSON body: any other type leaves the body unread.
const JSON_TYPE = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/;

export const NOT_JSON = 'Send the request body as JSON (Content-Type: application/json).';
export const NOT_AN_OBJECT = 'The request body must be a JSON object.';

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when the request says its body is JSON (as Hono checks before it reads one). */
export const isJsonRequest = (c: Context) => JSON_TYPE.test(c.req.header('Content-Type') ?? '');

/**
 * Validates one part of the request (query, param, json). Query and path parameters that fail are a
 * 400 (unknown ones too: query schemas are strict); a JSON body is a 400 when it is not JSON or not an
 * object, a 422 when its fields break the schema's rules.
 */
export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const isBody = target === 'json' || target === 'form';
  const middleware = vValidator(target, schema, async (result, c) => {
    if (target === 'json') {
      if (!isJsonRequest(c)) return c.json({ message: NOT_JSON }, 400);
      // valibot takes an array for an object; a body must be a JSON object (Hono has it parsed already).
      if (!isPlainObject(await c.req.json())) return c.json({ message: NOT_AN_OBJECT }, 400);
    }
    if (result.success) return;
    return c.json(issuesBody(result.issues, schema), isBody ? 422 : 400);
  });
  return Object.assign(middleware, {
    [uniqueSymbol]: { target, ...resolver(schema, REQUEST_DOCS), options: REQUEST_DOCS },
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
