import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp, testDeps } from '../../../tests/helpers/test-app.ts';
import type { BuildStatus } from '../../lib/site/publish-state.ts';
import { createApp } from '../app.ts';

/** The fake site server: answers /hooks/rebuild/status and /log as `site` says, and records requests. */
const site = {
  status: 200,
  body: '' as string,
  log: null as string | null,
  /** Milliseconds before answering /status. */
  delay: 0,
  requests: [] as { url: string; headers: IncomingHttpHeaders }[],
};
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    site.requests.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/hooks/rebuild/log') {
      const allowed = req.headers.authorization === 'Bearer admin-test-token';
      if (!allowed || site.log === null) res.writeHead(404).end('{"message":"Not found"}');
      else res.writeHead(200, { 'Content-Type': 'text/plain' }).end(site.log);
      return;
    }
    if (req.url !== '/hooks/rebuild/status') return void res.writeHead(404).end();
    setTimeout(() => {
      if (!res.destroyed) res.writeHead(site.status, { 'Content-Type': 'application/json' }).end(site.body);
    }, site.delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const t = setupTestApp(() => ({ rebuildUrl: `http://127.0.0.1:${port}/hooks/rebuild` }));
let editor: string;
beforeAll(async () => {
  editor = (await staffSession(t, 'editor')).token;
});

beforeEach(() => {
  Object.assign(site, { status: 200, body: '', log: null, delay: 0, requests: [] });
});

const SUCCESS: BuildStatus = {
  state: 'idle',
  queued: false,
  current: null,
  last: {
    started_at: '2026-11-23T10:42:08.100Z',
    finished_at: '2026-11-23T10:42:13.400Z',
    duration_ms: 5300,
    result: 'success',
    kind: 'incremental',
    pages_rendered: 4,
    reasons: ['product 12 edited'],
    message: 'incremental build: product 12',
  },
};
const FAILED: BuildStatus = {
  ...SUCCESS,
  state: 'building',
  current: { started_at: '2026-11-23T10:43:00.000Z', reasons: ['brand 3 edited'] },
  last: {
    ...SUCCESS.last!,
    result: 'failure',
    kind: null,
    pages_rendered: 0,
    message: 'astro exited with 1',
  },
};

const get = (token: string | null = editor, app = t.app) =>
  app.request('/api/admin/publishing', { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('GET /api/admin/publishing', () => {
  it('relays the build status, without asking for the log after a success', async () => {
    site.body = JSON.stringify({ ...SUCCESS, extra: 'not relayed' });
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: SUCCESS, log: null, reachable: true });
    expect(site.requests.map((r) => r.url)).toEqual(['/hooks/rebuild/status']);
  });

  it('asks the site server for the status with the machine token, which its details need', async () => {
    site.body = JSON.stringify(SUCCESS);
    await get();
    expect(site.requests[0]?.headers.authorization).toBe('Bearer admin-test-token');
  });

  it('still reads what is live from the public status (a site server with another token)', async () => {
    const { kind, pages_rendered, reasons, message, ...times } = FAILED.last!;
    const current = { started_at: FAILED.current!.started_at };
    site.body = JSON.stringify({ ...FAILED, preparing: false, current, last: times });
    expect(await (await get()).json()).toEqual({
      status: { state: 'building', queued: false, current, last: times },
      log: null,
      reachable: true,
    });
  });

  it('adds the failed build log, fetched with the machine token', async () => {
    site.body = JSON.stringify(FAILED);
    site.log = 'Build started …\nError: astro exited with 1\nFinished: failure\n';
    const res = await get();
    expect(await res.json()).toEqual({ status: FAILED, log: site.log, reachable: true });
    const logCall = site.requests.find((r) => r.url === '/hooks/rebuild/log');
    expect(logCall?.headers.authorization).toBe('Bearer admin-test-token');
  });

  it('keeps the end of a very long log', async () => {
    site.body = JSON.stringify(FAILED);
    site.log = `${'x'.repeat(200_000)}THE END`;
    const { log } = (await (await get()).json()) as { log: string };
    expect(log).toHaveLength(64 * 1024);
    expect(log.endsWith('THE END')).toBe(true);
  });

  it('answers the status with log null when the log cannot be read', async () => {
    site.body = JSON.stringify(FAILED);
    expect(await (await get()).json()).toEqual({ status: FAILED, log: null, reachable: true });
  });

  it('answers reachable: false (not a 500) for an error, non-JSON or a wrong shape', async () => {
    for (const [status, body] of [
      [500, '{"message":"boom"}'],
      [200, '<html>Bad gateway</html>'],
      [200, '{"state":"exploded"}'],
      [200, 'null'],
    ] as const) {
      Object.assign(site, { status, body });
      const res = await get();
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: null, log: null, reachable: false });
    }
  });

  it('gives up on a site server that does not answer within 2 s', async () => {
    site.body = JSON.stringify(SUCCESS);
    site.delay = 5000;
    const started = Date.now();
    const res = await get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: null, log: null, reachable: false });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('answers reachable: false when nothing listens at the rebuild URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { deps } = testDeps(t.database, { rebuildUrl: `http://127.0.0.1:${deadPort}/hooks/rebuild` });
    const res = await get(editor, createApp(deps));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: null, log: null, reachable: false });
  });

  it('is for catalogue editors and the machine token: support 403, no session 401', async () => {
    site.body = JSON.stringify(SUCCESS);
    const support = await staffSession(t, 'support');
    expect((await get(support.token)).status).toBe(403);
    expect((await get(null)).status).toBe(401);
    expect((await get('admin-test-token')).status).toBe(200);
    const manager = await staffSession(t, 'manager');
    expect((await get(manager.token)).status).toBe(200);
  });
});
