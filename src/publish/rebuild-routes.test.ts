/**
 * The site server's publishing hooks end to end, with a real `astro build` that fails: the webhook
 * is signed, the build fails, the old site keeps answering and the status says what happened.
 */
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDeps } from '../../tests/helpers/test-app.ts';
import { testDatabase } from '../../tests/helpers/test-db.ts';
import type { Database } from '../api/db/client.ts';
import { createSiteServer } from '../host/site-server.ts';
import { SIGNATURE_HEADER, signPayload } from '../lib/site/webhook-signature.ts';
import { type BuildStatus, createRebuildController } from './controller.ts';
import { createPublisher } from './publisher.ts';
import { rebuildRoutes } from './rebuild-routes.ts';
import { fileReplayGuard } from './replay-guard.ts';

const secret = 'test-webhook-secret';
let database: Database;
let app: ReturnType<typeof createSiteServer>;
let controller: ReturnType<typeof createRebuildController>;
let dist: string;
let oldSite: string;

beforeAll(async () => {
  database = await testDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'publish-'));
  oldSite = join(dir, 'old', 'site');
  mkdirSync(oldSite, { recursive: true });
  writeFileSync(
    join(oldSite, 'index.html'),
    '<!doctype html><title>Old shop</title><h1>Yesterday’s prices</h1>',
  );
  dist = join(dir, 'dist');
  symlinkSync(oldSite, dist);
  const publish = createPublisher({
    root: resolve(import.meta.dirname, '../..'),
    db: database.db,
    distDir: dist,
    // Nothing listens here: the build's first read of the catalogue fails, as when the API is down.
    apiUrl: 'http://127.0.0.1:9/api',
    siteUrl: 'http://shop.test',
    headers: {},
  });
  controller = createRebuildController({ publish, logDir: join(dir, 'logs'), debounceMs: 20 });
  app = createSiteServer({
    deps: testDeps(database).deps,
    distDir: () => dist,
    storageDir: join(dir, 'storage'),
    hooks: rebuildRoutes({
      controller,
      secret,
      adminToken: 'admin-test-token',
      replays: await fileReplayGuard(join(dir, 'webhook-last-accepted')),
    }),
  });
});
afterAll(async () => {
  controller.stop();
  await controller.idle();
  await database.close();
});

const post = (body: string, signature?: string) =>
  app.request('/hooks/rebuild', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature && { [SIGNATURE_HEADER]: signature }) },
    body,
  });

describe('POST /hooks/rebuild', () => {
  const body = JSON.stringify({ event: 'catalogue.changed', reason: 'price edit' });

  it.each([
    ['without a signature', undefined, 'Missing X-Storefront-Signature header'],
    ['with a wrong secret', signPayload('guess', body), 'Invalid signature'],
    [
      'with an old signature',
      signPayload(secret, body, Date.now() - 10 * 60_000),
      'Signature timestamp is outside the allowed window',
    ],
  ])('refuses a call %s, and builds nothing', async (_name, signature, message) => {
    const res = await post(body, signature);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message });
    expect(controller.status().state).toBe('idle');
  });

  it('refuses a signed body that is not JSON, and one too large', async () => {
    expect((await post('not json', signPayload(secret, 'not json'))).status).toBe(400);
    const big = JSON.stringify({ reason: 'x'.repeat(20_000) });
    expect((await post(big, signPayload(secret, big))).status).toBe(413);
  });

  it('a failed build leaves the old site serving and the status reporting the failure', async () => {
    const res = await post(body, signPayload(secret, body));
    expect(res.status).toBe(202);
    expect(((await res.json()) as { message: string }).message).toBe('Rebuild scheduled');

    // While it builds, and after it failed, the old site answers.
    const during = await app.request('/');
    expect(during.status).toBe(200);
    await controller.idle();
    const after = await app.request('/');
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('Yesterday’s prices');
    expect(readlinkSync(dist)).toBe(oldSite);
    expect(readdirSync(join(dist, '..', '.builds'))).toEqual([]);

    const status = (await (
      await app.request('/hooks/rebuild/status', { headers: { Authorization: 'Bearer admin-test-token' } })
    ).json()) as BuildStatus;
    expect(status.state).toBe('idle');
    expect(status.last).toMatchObject({
      result: 'failure',
      kind: null,
      reasons: ['catalogue.changed: price edit'],
      message: expect.stringMatching(/^product sync exited with \d+:$/),
    });
    expect(status.last!.duration_ms).toBeGreaterThan(0);

    expect((await app.request('/hooks/rebuild/log')).status).toBe(404);
    const log = await app.request('/hooks/rebuild/log', {
      headers: { Authorization: 'Bearer admin-test-token' },
    });
    expect(log.status).toBe(200);
    expect(await log.text()).toMatch(/Build failed: product sync exited/);
  }, 120_000);
});
