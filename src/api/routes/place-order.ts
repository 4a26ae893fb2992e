/** POST /place-order (JSON, optional bearer, Idempotency-Key header). */
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { optionalUser } from '../http/auth.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { placeOrder } from '../services/orders.ts';

export const orderRoutes = new Hono<AppEnv>().post(
  '/place-order',
  rateLimit('order'),
  optionalUser,
  async (c) => {
    const body = await c.req.json().catch(() => null);
    const result = await placeOrder(c.var.deps, {
      body,
      user: c.var.user,
      idempotencyKey: c.req.header('Idempotency-Key') ?? null,
    });
    if (result.retryAfter) c.header('Retry-After', String(result.retryAfter));
    return c.json(result.body, result.status);
  },
);
