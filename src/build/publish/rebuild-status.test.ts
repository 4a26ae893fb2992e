/**
 * GET /hooks/rebuild/status, through the real HTTP server: anyone reads whether the site builds and
 * the last build's times and result; why builds ran (editors' and imports' reasons), their messages
 * and page counts only with the machine token.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeGracefully, startHttpServer } from '../../host/http-server.ts';
import type { BuildStatus, RebuildController } from './controller.ts';
import { rebuildRoutes } from './rebuild-routes.ts';
import { fileReplayGuard } from './replay-guard.ts';

const STATUS: BuildStatus = {
  state: 'building',
  queued: true,
  preparing: false,
  current: { started_at: '2026-11-30T09:00:05.000Z', reasons: ['catalogue.changed: product 12 edited'] },
  last: {
    started_at: '2026-11-30T08:58:00.000Z',
    finished_at: '2026-11-30T08:59:30.000Z',
    duration_ms: 90_000,
    result: 'success',
    kind: 'full',
    pages_rendered: 50_012,
    reasons: ['product import: 50000 created'],
    message: 'full build: product import',
  },
};

let server: Awaited<ReturnType<typeof startHttpServer>>['server'];
let url: string;
beforeAll(async () => {
  const controller = {
    trigger: () => {},
    status: () => structuredClone(STATUS),
    logFile: '/nonexistent/last-build.log',
  } as unknown as RebuildController;
  const replays = await fileReplayGuard(join(mkdtempSync(join(tmpdir(), 'hook-status-')), 'last-accepted'));
  const hooks = rebuildRoutes({ controller, secret: 'status-test', adminToken: 'admin-test-token', replays });
  const started = await startHttpServer({ fetch: new Hono().route('/hooks', hooks).fetch, port: 0 });
  server = started.server;
  url = `http://127.0.0.1:${started.port}/hooks/rebuild/status`;
});
afterAll(() => closeGracefully(server, 1000));

describe('GET /hooks/rebuild/status', () => {
  it('tells the public the state and times only: no reasons, messages or page counts', async () => {
    const callers: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer guess' },
      { Authorization: 'admin-test-token' },
    ];
    for (const headers of callers) {
      const res = await fetch(url, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        state: 'building',
        queued: true,
        preparing: false,
        current: { started_at: '2026-11-30T09:00:05.000Z' },
        last: {
          started_at: '2026-11-30T08:58:00.000Z',
          finished_at: '2026-11-30T08:59:30.000Z',
          duration_ms: 90_000,
          result: 'success',
        },
      });
      expect(text).not.toMatch(/import|edited|50012/);
    }
  });

  it('gives the machine token (Authorization: Bearer SHOP_ADMIN_TOKEN) the full status', async () => {
    const res = await fetch(url, { headers: { Authorization: 'Bearer admin-test-token' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(STATUS);
  });
});
