/** JSON error answers: every failure the API gives is { message }. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** 404 with a message naming what was not found. */
export function notFound(c: Context, message: string) {
  return c.json({ message }, 404);
}

/** Turns thrown errors into JSON: HTTPExceptions keep their status, anything else is a logged 500. */
export function onError(err: Error, c: Context) {
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || 'Request failed' }, err.status);
  }
  console.error(`[api] ${c.req.method} ${c.req.path}:`, err);
  return c.json({ message: 'Internal server error' }, 500);
}
