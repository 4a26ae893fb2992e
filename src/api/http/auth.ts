/** Bearer-token middleware: `optionalUser` sets c.var.user when a valid token is sent; `requireUser` answers 401 otherwise. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { userForToken } from '../services/auth.ts';

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c.req.header('Authorization'));
  c.set('user', token ? await userForToken(c.var.db, token) : null);
  c.set('token', token);
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c.req.header('Authorization'));
  const user = token ? await userForToken(c.var.db, token) : null;
  if (!user) return c.json({ message: 'Please sign in to continue.' }, 401);
  c.set('user', user);
  c.set('token', token);
  await next();
});
