/** A captured signed webhook call cannot be sent again while its signature is still fresh. */
import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signPayload } from '../lib/webhook-signature.ts';
import type { RebuildController } from './controller.ts';
import { rebuildRoutes } from './rebuild-routes.ts';
import { createReplayGuard } from './replay-guard.ts';

const secret = 'replay-test-secret';

function hooks() {
  const triggered: string[] = [];
  const controller = {
    trigger: (reason: string) => void triggered.push(reason),
    status: () => ({ state: 'waiting', queued: false, preparing: false, current: null, last: null }),
    logFile: '/nonexistent/last-build.log',
  } as unknown as RebuildController;
  const app = rebuildRoutes({ controller, secret, adminToken: null });
  const post = (body: string, signature: string) =>
    app.request('/rebuild', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
  return { post, triggered };
}

describe('POST /hooks/rebuild replays', () => {
  const body = JSON.stringify({ event: 'catalogue.changed', reason: 'price edit' });

  it('accepts a signed call once and refuses the same call sent again with 409', async () => {
    const { post, triggered } = hooks();
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
    const { post, triggered } = hooks();
    const other = JSON.stringify({ event: 'catalogue.changed', reason: 'stock edit' });
    expect((await post(body, signPayload(secret, body))).status).toBe(202);
    expect((await post(other, signPayload(secret, other))).status).toBe(202);
    expect((await post(body, signPayload(secret, body, Date.now() - 2000))).status).toBe(202);
    expect(triggered).toHaveLength(3);
  });
});

describe('the replay guard', () => {
  it('forgets signatures once they have expired, so memory holds only the last few minutes', () => {
    const guard = createReplayGuard(300);
    const t = 1_800_000_000;
    for (let i = 0; i < 100; i++) expect(guard.firstUse(`sig-${i}`, t, t * 1000)).toBe(true);
    expect(guard.firstUse('sig-1', t, t * 1000 + 299_000)).toBe(false);
    expect(guard.size()).toBe(100);
    expect(guard.firstUse('later', t + 301, (t + 301) * 1000)).toBe(true);
    expect(guard.size()).toBe(1);
  });
});
