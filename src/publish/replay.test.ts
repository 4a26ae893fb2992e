/**
 * A captured signed webhook call cannot be sent again while its signature is still fresh: not to the
 * same server, not after it restarted (over the same data folder), and with Redis (REDIS_URL) not to
 * another site server on that Redis. Through the real HTTP server.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { createClient } from 'redis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, startHttpServer } from '../host/http-server.ts';
import { SIGNATURE_HEADER, signPayload } from '../lib/site/webhook-signature.ts';
import type { RebuildController } from './controller.ts';
import { rebuildRoutes } from './rebuild-routes.ts';
import { fileReplayGuard, memoryReplays, type ReplayGuard, redisReplayGuard } from './replay-guard.ts';

const secret = 'replay-test-secret';
const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((stop) => stop()));
});

/** A site server's hooks on a port of their own, with `replays`; `stop` is its shutdown. */
async function siteServer(replays: ReplayGuard) {
  const triggered: string[] = [];
  const controller = {
    trigger: (reason: string) => void triggered.push(reason),
    status: () => ({ state: 'waiting', queued: false, preparing: false, current: null, last: null }),
    logFile: '/nonexistent/last-build.log',
  } as unknown as RebuildController;
  const hooks = rebuildRoutes({ controller, secret, adminToken: null, replays });
  const { server, port } = await startHttpServer({ fetch: new Hono().route('/hooks', hooks).fetch, port: 0 });
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= closeGracefully(server, 1000).then(() => replays.close());
    return stopped;
  };
  servers.push(stop);
  const post = (body: string, signature: string) =>
    fetch(`http://127.0.0.1:${port}/hooks/rebuild`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
  return { post, triggered, stop };
}

const body = JSON.stringify({ event: 'catalogue.changed', reason: 'price edit' });
const other = JSON.stringify({ event: 'catalogue.changed', reason: 'stock edit' });
const folder = () => join(mkdtempSync(join(tmpdir(), 'replay-')), 'webhook-last-accepted');

describe('POST /hooks/rebuild replays', () => {
  it('accepts a signed call once and refuses the same call sent again with 409', async () => {
    const { post, triggered } = await siteServer(await fileReplayGuard(folder()));
    const signature = signPayload(secret, body);
    expect((await post(body, signature)).status).toBe(202);
    const replay = await post(body, signature);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({
      message: 'This signed call was already received; sign each call anew',
    });
    // Spacing in the header does not make it a new call.
    expect((await post(body, signature.replace(',', ', '))).status).toBe(409);
    expect(triggered).toEqual(['catalogue.changed: price edit']);
  });

  it('still accepts new calls: another body, or the same body signed at another time', async () => {
    const { post, triggered } = await siteServer(await fileReplayGuard(folder()));
    expect((await post(body, signPayload(secret, body))).status).toBe(202);
    expect((await post(other, signPayload(secret, other))).status).toBe(202);
    expect((await post(body, signPayload(secret, body, Date.now() - 2000))).status).toBe(202);
    expect(triggered).toHaveLength(3);
  });

  it('answers 503, and builds nothing, when the guard cannot be asked (Redis down)', async () => {
    const down: ReplayGuard = {
      firstUse: async () => {
        throw new Error('The client is closed');
      },
      close: async () => {},
    };
    const { post, triggered } = await siteServer(down);
    const res = await post(body, signPayload(secret, body));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: 'The webhook cannot be checked right now; send it again shortly',
    });
    expect(triggered).toEqual([]);
  });
});

describe('after a restart over the same data folder', () => {
  it('refuses a call accepted before it with 409, and takes new calls, two in one second too', async () => {
    const file = folder();
    const now = Date.now();
    const first = await siteServer(await fileReplayGuard(file));
    const accepted = signPayload(secret, body, now);
    const sameSecond = signPayload(secret, other, now);
    expect((await first.post(body, accepted)).status).toBe(202);
    expect((await first.post(other, sameSecond)).status).toBe(202);
    await first.stop();

    const second = await siteServer(await fileReplayGuard(file));
    for (const [sent, signature] of [
      [body, accepted],
      [other, sameSecond],
    ] as const) {
      const replay = await second.post(sent, signature);
      expect(replay.status).toBe(409);
      expect(await replay.json()).toEqual({
        message: 'This signed call was already received; sign each call anew',
      });
    }
    // A third call signed in that same second was never accepted: it is taken, once.
    const third = JSON.stringify({ reason: 'brand edit' });
    const thirdSignature = signPayload(secret, third, now);
    expect((await second.post(third, thirdSignature)).status).toBe(202);
    expect((await second.post(third, thirdSignature)).status).toBe(409);
    const later = signPayload(secret, body, now + 1000);
    expect((await second.post(body, later)).status).toBe(202);
    expect(second.triggered).toEqual(['brand edit', 'catalogue.changed: price edit']);
    await second.stop();

    // The file holds the newest second accepted and its signatures only.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      t: Math.floor((now + 1000) / 1000),
      signatures: [later.split('v1=')[1]],
    });
    const again = await siteServer(await fileReplayGuard(file));
    expect((await again.post(body, later)).status).toBe(409);
    // Signed before the newest accepted second: it may have been accepted before the restart.
    const older = signPayload(secret, other, now - 5000);
    expect((await again.post(other, older)).status).toBe(409);
  });

  it('refuses to start over a record it cannot read, rather than forget what it accepted', async () => {
    const file = folder();
    writeFileSync(file, 'garbage');
    await expect(fileReplayGuard(file)).rejects.toThrow(/is not a webhook record; delete it/);
  });
});

const redisUrl = process.env.REDIS_URL;
const prefix = `test-replay-${process.pid}-${Date.now()}:`;
describe.runIf(redisUrl)('with Redis (REDIS_URL)', () => {
  afterAll(async () => {
    const client = createClient({ url: redisUrl });
    await client.connect();
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(keys);
    await client.quit();
  });

  it('two site servers share the guard: a call accepted by one is refused by the other, and after restarts', async () => {
    const a = await siteServer(await redisReplayGuard(redisUrl!, prefix));
    const b = await siteServer(await redisReplayGuard(redisUrl!, prefix));
    const signature = signPayload(secret, body);
    expect((await a.post(body, signature)).status).toBe(202);
    expect((await b.post(body, signature)).status).toBe(409);
    expect((await b.post(other, signPayload(secret, other))).status).toBe(202);
    await Promise.all([a.stop(), b.stop()]);
    const restarted = await siteServer(await redisReplayGuard(redisUrl!, prefix));
    expect((await restarted.post(body, signature)).status).toBe(409);
    expect([...a.triggered, ...b.triggered, ...restarted.triggered]).toHaveLength(2);
  });
});

describe('the replay guard in memory', () => {
  it('forgets signatures once they have expired, so memory holds only the last few minutes', () => {
    const guard = memoryReplays(300);
    const t = 1_800_000_000;
    for (let i = 0; i < 100; i++) expect(guard.firstUse(`sig-${i}`, t, t * 1000)).toBe(true);
    expect(guard.firstUse('sig-1', t, t * 1000 + 299_000)).toBe(false);
    expect(guard.size()).toBe(100);
    expect(guard.firstUse('later', t + 301, (t + 301) * 1000)).toBe(true);
    expect(guard.size()).toBe(1);
  });
});
