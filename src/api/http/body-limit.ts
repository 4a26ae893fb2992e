/**
 * One size limit for every request body the API reads: 64 KB by default, more only for the routes
 * listed. Above it the answer is 413 { message }; Hono's bodyLimit checks Content-Length up front and
 * counts a chunked body as it arrives, so nothing past the limit is ever buffered.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { basePath } from 'hono/route';

/** The limit for JSON and text bodies: far above any form of the shop, far below a memory problem. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

/** A path's limit: bytes, or bytes with the message a caller of that route should read. */
export type BodyLimit = number | { maxSize: number; message: string };

/** One route's limit (the rebuild webhook's, say): 413 { message } past `rule`, counted as it arrives. */
export function limitBody(rule: BodyLimit): MiddlewareHandler {
  const { maxSize, message } =
    typeof rule === 'number'
      ? { maxSize: rule, message: `The request body is too large (at most ${size(rule)}).` }
      : rule;
  return bodyLimit({ maxSize, onError: (c) => c.json({ message }, 413) });
}

/**
 * Limits bodies to DEFAULT_BODY_LIMIT, or to the size given for a path (relative to the API's mount).
 * A key ending in `/*` covers every path under it; an exact path wins over a prefix, a longer prefix
 * over a shorter one.
 */
export function limitBodies(larger: Record<string, BodyLimit> = {}): MiddlewareHandler {
  const fallback = limitBody(DEFAULT_BODY_LIMIT);
  const entries = Object.entries(larger);
  const byPath = new Map(entries.filter(([p]) => !p.endsWith('/*')).map(([p, max]) => [p, limitBody(max)]));
  const byPrefix = entries
    .filter(([p]) => p.endsWith('/*'))
    .map(([p, max]) => [p.slice(0, -1), limitBody(max)] as const)
    .sort((a, b) => b[0].length - a[0].length);
  return (c, next) => {
    // basePath is where the API is mounted ('/api', or '/' on its own): what follows is the route.
    const base = basePath(c).replace(/\/$/, '');
    const path = c.req.path.slice(base.length);
    const chosen = byPath.get(path) ?? byPrefix.find(([prefix]) => path.startsWith(prefix))?.[1];
    return (chosen ?? fallback)(c, next);
  };
}
