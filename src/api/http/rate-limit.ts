/**
 * Per-flow rate limits (login, registration, reset, OTP, contact, returns, newsletter, place-order
 * and its attempt look-up, search, the back office's search box, discount-code checks, reviews): a fixed window per client address,
 * answering 429 with Retry-After; reset-code tries are also limited per account, whatever the
 * address, and failed sign-ins are slowed per account (sign-in-throttle.ts). Counted in process by
 * default, or in Redis (REDIS_URL) so several API instances share the counts.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { clientAddress } from './client-address.ts';

export interface RateLimitStore {
  /** Counts one hit in the key's window; returns the count so far and ms until the window resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Takes one hit back (a try counted up front that turned out not to count). */
  undo(key: string, windowMs: number): Promise<void>;
  /** Remembers the key for `ttlMs` from now (again from now when it is remembered already). */
  remember(key: string, ttlMs: number): Promise<void>;
  /** Whether the key is remembered, or has hits in a window that has not ended. */
  has(key: string): Promise<boolean>;
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
  | 'order-attempt'
  | 'payment-return'
  | 'search'
  | 'admin-search'
  | 'promo-code'
  | 'review'
  | 'login-account'
  | 'login-pair'
  | 'otp-account'
  | 'staff-login'
  | 'staff-login-account'
  | 'staff-login-pair';

export interface Limit {
  limit: number;
  windowMs: number;
  /**
   * Sign-in account flows: the first `limit` failures in the window add no wait; each further one
   * adds this much before every later answer for the account (sign-in-throttle.ts).
   */
  delayMs?: number;
}

export type RateLimits = Record<Flow, Limit>;

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
  // Asking what became of an order attempt: a few per checkout, far too few to guess a key.
  'order-attempt': { limit: 60, windowMs: 15 * MINUTE },
  // The return page after Afterpay or Zip: each look-up may ask Stripe.
  'payment-return': { limit: 60, windowMs: 15 * MINUTE },
  search: { limit: 120, windowMs: MINUTE },
  // The back office's search box: a search per pause in typing is far below this.
  'admin-search': { limit: 60, windowMs: MINUTE },
  // Checking discount codes: enough for typos, far too few to guess one.
  'promo-code': { limit: 20, windowMs: 15 * MINUTE },
  // Reviews and their photos: a few lines of an order, each with up to 4 photos, and retries.
  review: { limit: 60, windowMs: 60 * MINUTE },
  // Failed sign-ins per account (normalised email), from addresses that have not signed in to it:
  // three are free, then each adds half a second of wait (at most MAX_SIGN_IN_DELAY_MS).
  'login-account': { limit: 3, windowMs: 15 * MINUTE, delayMs: 500 },
  // Failed sign-ins per account and address: past these that address waits out the window.
  'login-pair': { limit: 5, windowMs: 15 * MINUTE },
  // Wrong reset codes per account, whatever the address (each code also takes only 5 wrong tries).
  'otp-account': { limit: 10, windowMs: 15 * MINUTE },
  // The back office's own sign-in: per address, then slower per staff account than the shop's.
  'staff-login': { limit: 10, windowMs: 15 * MINUTE },
  'staff-login-account': { limit: 3, windowMs: 15 * MINUTE, delayMs: 1000 },
  'staff-login-pair': { limit: 5, windowMs: 15 * MINUTE },
};

/** How often the in-process store drops ended windows, whatever its size. */
const SWEEP_MS = MINUTE;

/** Counts in this process; ended windows are dropped once a minute, as hits come in. */
export function memoryStore(now: () => number = Date.now): RateLimitStore & { readonly size: number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = now() + SWEEP_MS;
  const sweep = (t: number) => {
    if (t < sweepAt) return;
    sweepAt = t + SWEEP_MS;
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  };
  const live = (key: string, t: number) => {
    const w = windows.get(key);
    return w && w.resetAt > t ? w : undefined;
  };
  return {
    get size() {
      return windows.size;
    },
    async hit(key, windowMs) {
      const t = now();
      sweep(t);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, resetMs: w.resetAt - t };
    },
    async undo(key) {
      const w = live(key, now());
      if (w && w.count > 0) w.count--;
    },
    async remember(key, ttlMs) {
      const t = now();
      sweep(t);
      windows.set(key, { count: 1, resetAt: t + ttlMs });
    },
    async has(key) {
      return (live(key, now())?.count ?? 0) > 0;
    },
  };
}

/** The few Redis transaction commands the store uses. */
interface RedisMulti {
  incr(key: string): RedisMulti;
  decr(key: string): RedisMulti;
  pExpire(key: string, ms: number, mode: 'NX'): RedisMulti;
  pTTL(key: string): RedisMulti;
  exec(): Promise<unknown[]>;
}

/** The plain Redis commands the store uses beside its transactions. */
interface RedisCommands {
  multi(): RedisMulti;
  set(key: string, value: string, options: { PX: number }): Promise<unknown>;
  get(key: string): Promise<string | null>;
}

/**
 * A Redis-backed store: INCR, PEXPIRE NX and PTTL in one transaction per hit, so API instances
 * sharing the Redis share the counts; Redis expires the keys. `prefix` (REDIS_PREFIX) keeps apart
 * shops or test runs that share one Redis.
 */
export function redisStore(client: RedisCommands, prefix = ''): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const k = `${prefix}rl:${key}`;
      const [count, , ttl] = await client.multi().incr(k).pExpire(k, windowMs, 'NX').pTTL(k).exec();
      return { count: Number(count), resetMs: Math.max(0, Number(ttl)) };
    },
    async undo(key, windowMs) {
      const k = `${prefix}rl:${key}`;
      // Should the window have just ended, DECR makes a new key; PEXPIRE NX makes sure it expires too.
      await client.multi().decr(k).pExpire(k, windowMs, 'NX').exec();
    },
    async remember(key, ttlMs) {
      await client.set(`${prefix}rl:${key}`, '1', { PX: ttlMs });
    },
    async has(key) {
      return Number(await client.get(`${prefix}rl:${key}`)) > 0;
    },
  };
}

/** TRUST_PROXY as a number of trusted proxy hops in front of the API; unset or empty is 0. */
export function proxyHops(value: string | undefined): number {
  if (!value?.trim()) return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) {
    throw new Error(`TRUST_PROXY must be a number of proxy hops (0, 1, 2...), not "${value}"`);
  }
  return hops;
}

/** The 429 answer, with the seconds until the window resets as Retry-After. */
export function tooManyRequests(c: Context<AppEnv>, resetMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(resetMs / 1000))));
  return c.json({ message: 'Too many requests. Please wait a moment and try again.' }, 429);
}

/** Middleware limiting one flow per client address. */
export function rateLimit(flow: Flow): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { store, limits } = c.var.deps.rateLimits;
    const { limit, windowMs } = limits[flow];
    const { count, resetMs } = await store.hit(`${flow}:${clientAddress(c)}`, windowMs);
    if (count > limit) return tooManyRequests(c, resetMs);
    await next();
  };
}

/** An account's key in the counts: the normalised email hashed, so the counts (in Redis, say) hold none. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/**
 * One try at a reset code, limited per normalised email whatever the address.
 * The try is counted before it is checked, so a burst of guesses cannot all pass before any is
 * counted; call `succeeded()` to take a successful try back, so only failures count. `limited` is
 * the 429 answer to send while the account is over its limit.
 */
export async function accountTry(c: Context<AppEnv>, flow: 'otp-account', email: string) {
  const { store, limits } = c.var.deps.rateLimits;
  const { limit, windowMs } = limits[flow];
  const key = `${flow}:${accountKey(email)}`;
  const { count, resetMs } = await store.hit(key, windowMs);
  return {
    limited: count > limit ? tooManyRequests(c, resetMs) : null,
    succeeded: () => store.undo(key, windowMs),
  };
}
