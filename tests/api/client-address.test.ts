/**
 * Through the real HTTP server (as `npm start` and `npm run api` serve), each client address has
 * its own rate-limit counts: one client over a limit does not stop the others. Clients are told
 * apart by binding their sockets to different loopback addresses.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/api/app.ts';
import { DEFAULT_LIMITS, memoryStore } from '../../src/api/http/rate-limit.ts';
import { DEMO_CUSTOMER } from '../../src/api/seed/seed.ts';
import { closeGracefully, SHOP_LIMITS, startHttpServer } from '../../src/host/http-server.ts';
import { postFrom } from '../helpers/from-address.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();
let server: Server;
let base = '';
beforeAll(async () => {
  // The shop's own limits (but fewer sign-ins, each a slow password check), and no trusted proxy:
  // the socket's address is the client.
  const limits = { ...DEFAULT_LIMITS, login: { limit: 3, windowMs: 15 * 60_000 } };
  const app = createApp({ ...t.deps, rateLimits: { store: memoryStore(), limits } });
  const started = await startHttpServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, SHOP_LIMITS);
  server = started.server;
  base = `http://127.0.0.1:${started.port}/api`;
});
afterAll(() => closeGracefully(server, 1_000));

describe('rate limits through the HTTP server, per client address', () => {
  it('lets the demo customer sign in from one address while another is over the sign-in limit', async () => {
    for (let i = 0; i < 3; i++) {
      // A new email each time, so only the per-address count is in play.
      const res = await postFrom('127.0.0.2', `${base}/login`, {
        email: `guess${i}@example.com`,
        password: 'Wrong!234',
      });
      expect(res.status).toBe(401);
    }
    const limited = await postFrom('127.0.0.2', `${base}/login`, { email: 'x@example.com', password: 'x' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await postFrom('127.0.0.3', `${base}/login`, DEMO_CUSTOMER);
    expect(owner.status).toBe(200);
    expect(JSON.parse(owner.body)).toMatchObject({ message: 'Successfully logged in!' });
  });

  it('lets shoppers sign up and order while one address is over those limits', async () => {
    for (const [path, flow] of [
      ['/registered', 'register'],
      ['/place-order', 'order'],
    ] as const) {
      // An empty form is counted, then refused by validation (422) without any slow work.
      for (let i = 0; i < DEFAULT_LIMITS[flow].limit; i++)
        expect((await postFrom('127.0.0.4', `${base}${path}`, {})).status).toBe(422);
      expect((await postFrom('127.0.0.4', `${base}${path}`, {})).status).toBe(429);
      for (const other of ['127.0.0.5', '127.0.0.6'])
        expect((await postFrom(other, `${base}${path}`, {})).status).toBe(422);
    }
  });
});
