import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { DEFAULT_LIMITS, memoryStore, type RateLimits, redisStore } from './rate-limit.ts';

const tight = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((k) => [k, { limit: 2, windowMs: 60_000 }]),
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

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? createClient({ url: redisUrl }) : null;
afterAll(async () => {
  if (redis?.isOpen) await redis.quit();
});
const stores: [string, () => Promise<ReturnType<typeof memoryStore>>][] = [
  ['memory', async () => memoryStore()],
];
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
});
