import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createApp } from '../app.ts';
import {
  DEFAULT_LIMITS,
  memoryStore,
  type RateLimitStore,
  type RateLimits,
  redisStore,
} from './rate-limit.ts';

const tight = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((k) => [k, { limit: 2, windowMs: 60_000 }]),
) as RateLimits;
const relaxed = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((k) => [k, { limit: 100_000, windowMs: 60_000 }]),
) as RateLimits;
const t = setupTestApp(() => ({ rateLimits: { store: memoryStore(), limits: tight } }));

describe('per-flow rate limits', () => {
  const requests: [string, string, unknown?][] = [
    ['login', '/api/login', { email: 'x@example.com', password: 'nope' }],
    ['register', '/api/registered', {}],
    ['reset', '/api/check-email', { email: 'x@example.com' }],
    ['otp', '/api/confirm-otp', { email: 'x@example.com', otp: '123456' }],
    ['order', '/api/place-order', {}],
    ['search', '/api/search-product?search=brake'],
    ['contact', '/api/contact-us', {}],
    ['newsletter', '/api/subscribe', {}],
    ['returns', '/api/order-return', {}],
  ];
  for (const [flow, path, body] of requests) {
    it(`answers one request over the ${flow} limit with 429 and Retry-After`, async () => {
      const send = () =>
        t.app.request(
          path,
          body === undefined
            ? {}
            : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        );
      for (let i = 0; i < 2; i++) expect((await send()).status).not.toBe(429);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(((await limited.json()) as { message: string }).message).toBe(
        'Too many requests. Please wait a moment and try again.',
      );
    });
  }
});

describe('behind proxies (trustProxy hops)', () => {
  const login = (app: ReturnType<typeof createApp>, forwardedFor: string) =>
    app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      // A new email each time, so only the per-address limit is in play.
      body: JSON.stringify({ email: `nobody${Math.random()}@example.com`, password: 'nope' }),
    });
  const behind = (hops: number) =>
    createApp({ ...t.deps, trustProxy: hops, rateLimits: { store: memoryStore(), limits: tight } });

  it('takes the client one hop from the right, so rotating the left-most values does not escape the limit', async () => {
    const app = behind(1);
    for (let i = 0; i < 2; i++) expect((await login(app, `10.9.0.${i}, 203.0.113.7`)).status).toBe(401);
    expect((await login(app, '10.9.0.99, 203.0.113.7')).status).toBe(429);
    expect((await login(app, '203.0.113.7')).status).toBe(429);
    // Another shopper behind the same proxy has a count of their own.
    expect((await login(app, '10.9.0.1, 203.0.113.8')).status).toBe(401);
  });

  it('counts two hops from the right, and falls back to the socket address when the header is shorter', async () => {
    const app = behind(2);
    for (let i = 0; i < 2; i++)
      expect((await login(app, `spoof${i}, 198.51.100.5, 10.0.0.2`)).status).toBe(401);
    expect((await login(app, 'spoof, 198.51.100.5, 10.0.0.2')).status).toBe(429);
    expect((await login(app, '198.51.100.6, 10.0.0.2')).status).toBe(401);
    expect((await login(app, '10.0.0.2')).status).toBe(401);
    expect((await login(app, '10.0.0.3')).status).toBe(401);
    expect((await login(app, '10.0.0.4')).status).toBe(429);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 address', async () => {
    const app = behind(1);
    expect((await login(app, '2001:db8:5:5::1')).status).toBe(401);
    expect((await login(app, '2001:db8:5:5:a:b:c:d')).status).toBe(401);
    expect((await login(app, '2001:db8:5:5::ffff')).status).toBe(429);
    expect((await login(app, '2001:db8:5:6::1')).status).toBe(401);
    expect((await login(app, '203.0.113.9')).status).toBe(401);
    expect((await login(app, '::ffff:203.0.113.9')).status).toBe(401);
    expect((await login(app, '203.0.113.9')).status).toBe(429);
  });
});

describe('reset-code tries per account, whatever the address', () => {
  const WINDOW = 15 * 60_000;
  const limits = { ...relaxed, 'otp-account': { limit: 3, windowMs: WINDOW } } as RateLimits;
  let address = 0;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ ...t.deps, trustProxy: 1, rateLimits: { store: memoryStore(), limits } });
  });
  // Every call from a new address: only a per-account count can stop these.
  const post = (path: string, body: unknown) =>
    app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${address++ % 250}` },
      body: JSON.stringify(body),
    });

  it('answers 429 to reset-code tries after repeated wrong codes, even with the right one', async () => {
    const email = `reset${Date.now()}@example.com`;
    const signup = { name: 'Tess', email, password: 'Secret!234', phone: '0400000000', terms: true };
    expect((await post('/registered', signup)).status).toBe(201);
    const sent = t.mail.length;
    expect((await post('/check-email', { email })).status).toBe(200);
    await vi.waitFor(() => expect(t.mail.length).toBeGreaterThan(sent));
    const code = /code is (\d{6})/.exec(t.mail.at(-1)!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await post('/confirm-otp', { email, otp: wrong })).status).toBe(422);
    expect((await post('/confirm-otp', { email, otp: code })).status).toBe(429);
    const reset = { email, otp: code, password: 'Newpass!99', password_confirmation: 'Newpass!99' };
    expect((await post('/update-password', reset)).status).toBe(429);
  });
});

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? createClient({ url: redisUrl }) : null;
afterAll(async () => {
  if (redis?.isOpen) await redis.quit();
});
const stores: [string, () => Promise<RateLimitStore>][] = [['memory', async () => memoryStore()]];
if (redis) {
  stores.push([
    'redis',
    async () => {
      if (!redis.isOpen) await redis.connect();
      return redisStore(redis as unknown as Parameters<typeof redisStore>[0]);
    },
  ]);
}

describe.each(stores)('%s store', (_name, make) => {
  it('counts hits in a window and says when it resets', async () => {
    const store = await make();
    const key = `test:${Date.now()}:${Math.random()}`;
    expect((await store.hit(key, 5000)).count).toBe(1);
    const second = await store.hit(key, 5000);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(0);
    expect(second.resetMs).toBeLessThanOrEqual(5000);
  });

  it('takes a hit back', async () => {
    const store = await make();
    const key = `test:${Date.now()}:${Math.random()}`;
    await store.hit(key, 5000);
    await store.hit(key, 5000);
    await store.undo(key, 5000);
    expect((await store.hit(key, 5000)).count).toBe(2);
  });

  it('remembers a key for a while, and knows keys with hits', async () => {
    const store = await make();
    const key = `test:${Date.now()}:${Math.random()}`;
    expect(await store.has(key)).toBe(false);
    await store.remember(key, 60_000);
    expect(await store.has(key)).toBe(true);
    const hit = `test:${Date.now()}:${Math.random()}`;
    await store.hit(hit, 5000);
    expect(await store.has(hit)).toBe(true);
    await store.undo(hit, 5000);
    expect(await store.has(hit)).toBe(false);
  });
});

describe('the in-process store over time', () => {
  it('forgets windows that have ended, however few keys it holds', async () => {
    let now = 1_000_000;
    const store = memoryStore(() => now);
    for (let i = 0; i < 100; i++) await store.hit(`spray:${i}`, 1000);
    await store.hit('long', 10 * 60_000);
    expect(store.size).toBe(101);
    now += 2 * 60_000;
    await store.hit('later', 1000);
    expect(store.size).toBe(2);
    expect((await store.hit('long', 10 * 60_000)).count).toBe(2);
    expect((await store.hit('spray:1', 1000)).count).toBe(1);
  });

  it('forgets remembered keys when their time is up', async () => {
    let now = 1_000_000;
    const store = memoryStore(() => now);
    await store.remember('known', 60_000);
    now += 60_000;
    expect(await store.has('known')).toBe(false);
  });
});
