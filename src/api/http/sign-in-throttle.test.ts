/**
 * Failed sign-ins slow an account down without letting a stranger lock its owner out: addresses
 * that signed in before always get in, one address hammering an account is stopped, and everyone
 * else waits a little longer for each failure. Clients are told apart by X-Forwarded-For behind one
 * trusted proxy; each case runs on the in-process store and, with REDIS_URL, on Redis.
 */
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createApp } from '../app.ts';
import { DEMO_CUSTOMER } from '../seed/seed.ts';
import {
  DEFAULT_LIMITS,
  memoryStore,
  type RateLimitStore,
  type RateLimits,
  redisStore,
} from './rate-limit.ts';
import { KNOWN_ADDRESS_MS, MAX_SIGN_IN_DELAY_MS, signInDelay } from './sign-in-throttle.ts';

const WINDOW = 15 * 60_000;
const STEP = 150;
const limits = {
  ...Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((k) => [k, { limit: 100_000, windowMs: WINDOW }])),
  'login-account': { limit: 1, windowMs: WINDOW, delayMs: STEP },
  'login-pair': { limit: 2, windowMs: WINDOW },
} as RateLimits;
// Each case has a store of its own, so each may use the demo customer.
const { email, password: PASSWORD } = DEMO_CUSTOMER;

const t = setupTestApp();
let now = Date.now();
let address = 0;
/** A new address each call, as from a botnet or a pool of proxies. */
const anywhere = () => `198.51.100.${address++ % 250}`;

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? createClient({ url: redisUrl }) : null;
/** This run's Redis keys, deleted afterwards (remembered addresses would otherwise stay 30 days). */
const redisPrefix = `test-signin-${process.pid}-${Date.now()}`;
afterAll(async () => {
  if (!redis?.isOpen) return;
  for await (const keys of redis.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 100 }))
    if (keys.length) await redis.del(keys);
  await redis.quit();
});
const stores: [string, () => Promise<RateLimitStore>][] = [['memory', async () => memoryStore(() => now)]];
if (redis) {
  stores.push([
    'redis',
    async () => {
      if (!redis.isOpen) await redis.connect();
      const prefix = `${redisPrefix}-${address++}:`;
      return redisStore(redis as unknown as Parameters<typeof redisStore>[0], prefix);
    },
  ]);
}

describe.each(stores)('sign-in throttling (%s store)', (_name, makeStore) => {
  const shop = async () => {
    const app = createApp({ ...t.deps, trustProxy: 1, rateLimits: { store: await makeStore(), limits } });
    const post = (path: string, body: unknown, from: string, token?: string) =>
      app.request(`/api${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': from,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const signIn = async (email: string, password: string, from: string) => {
      const started = performance.now();
      const res = await post('/login', { email, password }, from);
      return { status: res.status, ms: performance.now() - started, res };
    };
    return { post, signIn };
  };

  it("does not let an attacker rotating addresses stop the owner signing in from the owner's usual address", async () => {
    const { signIn } = await shop();
    const home = '203.0.113.10';
    expect((await signIn(email, PASSWORD, home)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(email, 'Wrong!234', anywhere())).status).toBe(401);
    expect((await signIn(` ${email.toUpperCase()}`, PASSWORD, home)).status).toBe(200);
    // From an address it has never signed in from, the owner still gets in, after the account's wait:
    // four failures, one of them free, so three steps.
    const away = await signIn(email, PASSWORD, anywhere());
    expect(away.status).toBe(200);
    expect(away.ms).toBeGreaterThanOrEqual(3 * STEP);
  });

  it("answers 429 to one address hammering one account, and still lets the owner in from the owner's address", async () => {
    const { signIn } = await shop();
    const home = '203.0.113.20';
    expect((await signIn(email, PASSWORD, home)).status).toBe(200);
    const attacker = '192.0.2.66';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await signIn(email, `Wrong!${i}`, attacker)).status);
    expect(answers).toEqual([401, 401, 429]);
    const limited = await signIn(email, PASSWORD, attacker);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW / 1000);
    // The same address may still try another account, and the owner gets in from home.
    expect((await signIn('someone-else@example.com', 'x', attacker)).status).toBe(401);
    expect((await signIn(email, PASSWORD, home)).status).toBe(200);
  });

  it('keys an IPv6 client by its /64: stepping through its own addresses is one client', async () => {
    const { signIn } = await shop();
    const answers = [];
    for (let i = 1; i <= 3; i++)
      answers.push((await signIn(email, 'Wrong!234', `2001:db8:7:7::${i}`)).status);
    expect(answers).toEqual([401, 401, 429]);
    expect((await signIn(email, 'Wrong!234', '2001:db8:7:8::1')).status).toBe(401);
  });

  it('throttles current-password guesses made with a signed-in token like failed sign-ins', async () => {
    const { post, signIn } = await shop();
    const from = '192.0.2.77';
    const { token } = (await (await signIn(email, PASSWORD, anywhere())).res.json()) as { token: string };
    const change = (current_password: string) =>
      post(
        '/profile/update',
        { name: DEMO_CUSTOMER.name, phone: '0412345678', password: 'Changed!99', current_password },
        from,
        token,
      );
    for (let i = 0; i < 2; i++) expect((await change('Wrong!234')).status).toBe(422);
    expect((await change(PASSWORD)).status).toBe(429);
    expect((await signIn(email, PASSWORD, from)).status).toBe(429);
  });
});

describe('sign-in throttling over time (in-process store, its clock moved on)', () => {
  const shop = () => {
    const app = createApp({
      ...t.deps,
      trustProxy: 1,
      rateLimits: { store: memoryStore(() => now), limits },
    });
    return async (email: string, password: string, from: string) =>
      (
        await app.request('/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
          body: JSON.stringify({ email, password }),
        })
      ).status;
  };
  const password = PASSWORD;

  it('lets an address that hammered an account try again once the window has passed', async () => {
    const signIn = shop();
    const from = '192.0.2.88';
    for (let i = 0; i < 2; i++) expect(await signIn(email, 'Wrong!234', from)).toBe(401);
    expect(await signIn(email, password, from)).toBe(429);
    now += WINDOW + 1;
    expect(await signIn(email, password, from)).toBe(200);
  });

  it('remembers an address that signed in for 30 days after its last sign-in', async () => {
    const signIn = shop();
    const home = '203.0.113.30';
    expect(await signIn(email, password, home)).toBe(200);
    // Known: its own mistakes never stop it.
    for (let i = 0; i < 3; i++) expect(await signIn(email, 'Wrong!234', home)).toBe(401);
    now += KNOWN_ADDRESS_MS - 60_000;
    expect(await signIn(email, password, home)).toBe(200);
    // Still known nearly two months after the first sign-in: counted from the last.
    now += KNOWN_ADDRESS_MS - 60_000;
    for (let i = 0; i < 3; i++) expect(await signIn(email, 'Wrong!234', home)).toBe(401);
    // Forgotten a month after its last sign-in: an address like any other.
    now += KNOWN_ADDRESS_MS + 1;
    for (let i = 0; i < 2; i++) expect(await signIn(email, 'Wrong!234', home)).toBe(401);
    expect(await signIn(email, password, home)).toBe(429);
  });
});

describe('signInDelay', () => {
  it('adds a step for each failure past the free ones, up to a few seconds', () => {
    const login = DEFAULT_LIMITS['login-account'];
    expect([0, 3, 4, 5, 6].map((f) => signInDelay(f, login))).toEqual([0, 0, 500, 1000, 1500]);
    expect(signInDelay(1_000_000, login)).toBe(MAX_SIGN_IN_DELAY_MS);
    expect(MAX_SIGN_IN_DELAY_MS).toBeLessThanOrEqual(5_000);
    expect(signInDelay(1_000_000, DEFAULT_LIMITS['staff-login-account'])).toBe(MAX_SIGN_IN_DELAY_MS);
  });
});
