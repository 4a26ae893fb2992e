import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { DEMO_CUSTOMER } from '../seed/seed.ts';
import { noStore } from './no-store.ts';

const t = setupTestApp();
const get = (path: string, token?: string) =>
  t.app.request(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
const cacheControl = (res: Response) => res.headers.get('Cache-Control');

describe('answers for one caller are not cached', () => {
  it('marks every back-office answer no-store: signed in, refused or unknown', async () => {
    const signedIn = await get('/api/admin/orders', t.deps.adminToken!);
    expect(signedIn.status).toBe(200);
    expect(cacheControl(signedIn)).toBe('no-store');
    const refused = await get('/api/admin/orders');
    expect(refused.status).toBe(401);
    expect(cacheControl(refused)).toBe('no-store');
    const unknown = await get('/api/admin/no-such-thing', t.deps.adminToken!);
    expect(unknown.status).toBe(404);
    expect(cacheControl(unknown)).toBe('no-store');
  });

  it('marks an answer to a request carrying a token no-store, even where the route caches for everyone', async () => {
    const login = await t.app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_CUSTOMER),
    });
    const { token } = (await login.json()) as { token: string };
    const profile = await get('/api/profile', token);
    expect(profile.status).toBe(200);
    expect(cacheControl(profile)).toBe('no-store');
    const vehicles = await get('/api/vehicles', token);
    expect(vehicles.status).toBe(200);
    expect(cacheControl(vehicles)).toBe('no-store');
    // Without a token the same public answer keeps its own caching.
    expect(cacheControl(await get('/api/vehicles'))).toBe('public, max-age=300');
  });

  it("keeps a route's own no-store as it set it", async () => {
    const app = new Hono();
    app.use(noStore(() => true));
    app.get('/invoice', (c) => c.text('pdf', 200, { 'Cache-Control': 'private, no-store' }));
    app.get('/page', (c) => c.text('page', 200, { 'Cache-Control': 'public, max-age=60' }));
    expect(cacheControl(await app.request('/invoice'))).toBe('private, no-store');
    expect(cacheControl(await app.request('/page'))).toBe('no-store');
  });
});
