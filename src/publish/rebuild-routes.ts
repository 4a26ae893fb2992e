/**
 * The site server's publishing endpoints:
 *   POST /hooks/rebuild         signed (lib/webhook-signature.ts), JSON body { "event"?, "reason"? }
 *                               of at most 16 KB: 202; the same signed call again, after a restart
 *                               too: 409
 *   GET  /hooks/rebuild/status  the current and last build: state, times, result, duration; with
 *                               Authorization: Bearer SHOP_ADMIN_TOKEN also why they ran, the last
 *                               one's kind, message and pages rendered
 *   GET  /hooks/rebuild/log     the last build's log (Authorization: Bearer SHOP_ADMIN_TOKEN)
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import { limitBody } from '../api/http/body-limit.ts';
import { SIGNATURE_HEADER, verifySignature } from '../lib/site/webhook-signature.ts';
import type { RebuildController } from './controller.ts';
import { publicStatus } from './public-status.ts';
import type { ReplayGuard } from './replay-guard.ts';

/** The webhook's body is counted as it arrives: nothing past this is read, before or after the signature. */
const MAX_BODY = 16 * 1024;

/** Compares in constant time: digests have one length whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (sent: string, expected: string) => timingSafeEqual(digest(sent), digest(expected));

/** The /hooks app: rebuild webhook, status and log. */
export function rebuildRoutes(o: {
  controller: RebuildController;
  secret: string;
  adminToken: string | null;
  /** Signed calls already accepted (replay-guard.ts). */
  replays: ReplayGuard;
}) {
  const isAdmin = (c: Context) =>
    !!o.adminToken && sameSecret(c.req.header('Authorization') ?? '', `Bearer ${o.adminToken}`);
  return new Hono()
    .post('/rebuild', limitBody(MAX_BODY), async (c) => {
      const body = await c.req.text();
      const check = verifySignature(o.secret, body, c.req.header(SIGNATURE_HEADER));
      if (!check.ok) return c.json({ message: check.message }, 401);
      let reason = 'webhook';
      if (body.trim()) {
        try {
          const data = JSON.parse(body) as { event?: unknown; reason?: unknown };
          const text = [data.event, data.reason].filter((x) => typeof x === 'string').join(': ');
          if (text) reason = text.slice(0, 200);
        } catch {
          return c.json({ message: 'Webhook body must be JSON' }, 400);
        }
      }
      let first: boolean;
      try {
        first = await o.replays.firstUse(check.signature, check.timestamp);
      } catch (error) {
        console.error(`[hooks] replay check failed: ${(error as Error).message}`);
        return c.json({ message: 'The webhook cannot be checked right now; send it again shortly' }, 503);
      }
      if (!first) {
        return c.json({ message: 'This signed call was already received; sign each call anew' }, 409);
      }
      o.controller.trigger(reason);
      return c.json({ message: 'Rebuild scheduled', status: o.controller.status() }, 202);
    })
    .get('/rebuild/status', (c) => {
      const status = o.controller.status();
      return c.json(isAdmin(c) ? status : publicStatus(status), 200, { 'Cache-Control': 'no-store' });
    })
    .get('/rebuild/log', async (c) => {
      if (!isAdmin(c)) return c.json({ message: 'Not found' }, 404);
      const text = await readFile(o.controller.logFile, 'utf8').catch(() => null);
      return text === null
        ? c.json({ message: 'No build has finished yet' }, 404)
        : c.text(text, 200, { 'Cache-Control': 'no-store' });
    });
}
