/**
 * Answers meant for one caller are kept by no cache (a browser's, a proxy's, a CDN's): every
 * back-office answer, and every answer to a request that carried a token. A no-store a route set
 * itself (with `private`, say) is left as it is.
 */
import type { Context, MiddlewareHandler } from 'hono';

export function noStore(when: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!when(c) || /(^|,)\s*no-store\s*(,|$)/i.test(c.res.headers.get('Cache-Control') ?? '')) return;
    c.header('Cache-Control', 'no-store');
  };
}
