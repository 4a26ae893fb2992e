/**
 * Security headers for the site server's answers that are not pages of the build (catalogue images,
 * the publishing hooks' JSON, the building page): the build's `_headers` covers pages only.
 */
import type { MiddlewareHandler } from 'hono';

/** Nothing loads on such an answer's behalf, nothing frames it, nothing sniffs it. */
export const STRICT_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/** Sets STRICT_HEADERS on every answer of the routes it is used on, errors and redirects too. */
export function strictHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(STRICT_HEADERS)) c.res.headers.set(name, value);
  };
}
