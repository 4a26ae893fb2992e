/**
 * Per-flow rate limits (login, registration, reset, OTP, contact, returns, newsletter, place-order,
 * search): a fixed window per client address, answering 429 with Retry-After. Counted in process by
 * default, or in Redis (REDIS_URL) so several API instances share the counts.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app.ts';

export interface RateLimitStore {
  /** Counts one hit in the key's window; returns the count so far and ms until the window resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
}

export type Flow =
  | 'login'
  | 'register'
  | 'reset'
  | 'otp'
  | 'contact'
  | 'returns'
  | 'newsletter'
  | 'order'
  | 'search';

export type RateLimits = Record<Flow, { limit: number; windowMs: number }>;

const MINUTE = 60_000;
export const DEFAULT_LIMITS: RateLimits = {
  login: { limit: 10, windowMs: 15 * MINUTE },
  register: { limit: 5, windowMs: 60 * MINUTE },
  reset: { limit: 5, windowMs: 60 * MINUTE },
  otp: { limit: 10, windowMs: 15 * MINUTE },
  contact: { limit: 5, windowMs: 60 * MINUTE },
  returns: { limit: 5, windowMs: 60 * MINUTE },
  newsletter: { limit: 10, windowMs: 60 * MINUTE },
  order: { limit: 30, windowMs: 15 * MINUTE },
  search: { limit: 120, windowMs: MINUTE },
};

export function memoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const t = now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, resetMs: w.resetAt - t };
    },
  };
}

/** The few Redis transaction commands the store uses. */
interface RedisMulti {
  incr(key: string): RedisMulti;
  pExpire(key: string, ms: number, mode: 'NX'): RedisMulti;
  pTTL(key: string): RedisMulti;
  exec(): Promise<unknown[]>;
}

/** A Redis-backed store: INCR, PEXPIRE NX and PTTL in one transaction per hit. */
export function redisStore(client: { multi(): RedisMulti }): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const k = `rl:${key}`;
      const [count, , ttl] = await client.multi().incr(k).pExpire(k, windowMs, 'NX').pTTL(k).exec();
      return { count: Number(count), resetMs: Math.max(0, Number(ttl)) };
    },
  };
}

function clientAddress(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/** Middleware limiting one flow per client address. */
export function rateLimit(flow: Flow): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { store, limits } = c.var.deps.rateLimits;
    const { limit, windowMs } = limits[flow];
    const { count, resetMs } = await store.hit(`${flow}:${clientAddress(c)}`, windowMs);
    if (count > limit) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(resetMs / 1000))));
      return c.json({ message: 'Too many requests. Please wait a moment and try again.' }, 429);
    }
    await next();
  };
}
