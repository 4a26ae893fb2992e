/**
 * The rebuild webhook reads at most 16 KB of a body, whatever it is sent, before anything checks who
 * sent it: through the real HTTP server, a chunked body (no Content-Length) larger than that is
 * refused with 413 as soon as the limit is passed, not after the whole body arrived.
 */
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeGracefully, startHttpServer } from '../host/http-server.ts';
import { SIGNATURE_HEADER, signPayload } from '../lib/site/webhook-signature.ts';
import type { RebuildController } from './controller.ts';
import { rebuildRoutes } from './rebuild-routes.ts';
import { fileReplayGuard } from './replay-guard.ts';

const secret = 'body-test-secret';
const triggered: string[] = [];
let server: Awaited<ReturnType<typeof startHttpServer>>['server'];
let port: number;

beforeAll(async () => {
  const controller = {
    trigger: (reason: string) => void triggered.push(reason),
    status: () => ({ state: 'waiting', queued: false, preparing: false, current: null, last: null }),
    logFile: '/nonexistent/last-build.log',
  } as unknown as RebuildController;
  const replays = await fileReplayGuard(join(mkdtempSync(join(tmpdir(), 'hook-body-')), 'last-accepted'));
  const hooks = rebuildRoutes({ controller, secret, adminToken: null, replays });
  ({ server, port } = await startHttpServer({ fetch: new Hono().route('/hooks', hooks).fetch, port: 0 }));
});
afterAll(() => closeGracefully(server, 1000));

interface Answer {
  status: number;
  body: string;
  /** Bytes of the body written when the answer's headers arrived. */
  sentBeforeAnswer: number;
}

/**
 * POSTs `total` bytes in chunks of `chunk` without Content-Length (so chunked), a chunk every
 * millisecond or two, and stops sending once the server answers.
 */
function postChunked(total: number, chunk: number, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({ port, method: 'POST', path: '/hooks/rebuild', headers }, (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sentBeforeAnswer });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(chunk, 'x');
    const next = () => {
      if (answered || req.destroyed) return;
      if (sent >= total) return void req.end();
      sent += chunk;
      req.write(piece);
      setTimeout(next, 1);
    };
    next();
  });
}

describe('POST /hooks/rebuild with a body larger than 16 KB', () => {
  it('answers 413 for a 50 MB chunked body before most of it was sent, and builds nothing', async () => {
    const total = 50 * 1024 * 1024;
    const answer = await postChunked(total, 256 * 1024, { 'Content-Type': 'application/json' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is too large (at most 16 KB).' });
    // The server answered while the client was still sending: it never waited for, or held, the rest.
    expect(answer.sentBeforeAnswer).toBeLessThan(total / 10);
    expect(triggered).toEqual([]);
  });

  it('answers 413 for a chunked body just over the limit, and takes one at the limit', async () => {
    expect((await postChunked(16 * 1024 + 1, 16 * 1024 + 1)).status).toBe(413);
    const body = JSON.stringify({ reason: 'r'.repeat(16 * 1024 - 20) }).padEnd(16 * 1024, ' ');
    const res = await fetch(`http://127.0.0.1:${port}/hooks/rebuild`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, body) },
      // A stream, so fetch sends it chunked.
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(202);
    expect(triggered).toHaveLength(1);
  });

  it('answers 413 at once when Content-Length says more than 16 KB', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/hooks/rebuild`, {
      method: 'POST',
      body: 'x'.repeat(16 * 1024 + 1),
    });
    expect(res.status).toBe(413);
  });
});
