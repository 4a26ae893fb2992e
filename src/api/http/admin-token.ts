/** The shop's own calls (catalogue edits, return attachments) need `Bearer SHOP_ADMIN_TOKEN`. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

// Digests have one length whatever was sent, so the comparison takes the same time for every guess.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the Authorization header carries the admin token; false when there is none configured. */
export function isAdmin(header: string | undefined, token: string | null): boolean {
  if (!token) return false;
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/** Answers 404 (the routes are not advertised) unless the request carries the admin token. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAdmin(c.req.header('Authorization'), c.var.deps.adminToken))
    return c.json({ message: 'Not found' }, 404);
  await next();
});
