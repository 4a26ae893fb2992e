/**
 * The API's side of publishing: after catalogue data changes through it, it calls the site
 * server's rebuild webhook (REBUILD_WEBHOOK_URL), signed with the shared secret. Fire and forget:
 * an unreachable site server is logged, never fails the editor's request.
 */
import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, signPayload } from '../../lib/site/webhook-signature.ts';
import { storedSecret } from './secrets.ts';

export type CatalogueChanged = (reason: string) => void;

export function createRebuildNotifier(url: string, secret: string, log = console.error): CatalogueChanged {
  return (reason) => {
    // A unique id: two edits in the same second are two calls, not a replay the hook refuses.
    const body = JSON.stringify({ id: randomUUID(), event: 'catalogue.changed', reason });
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, body) },
      body,
      signal: AbortSignal.timeout(10_000),
    })
      .then((res) => {
        if (!res.ok) log(`[publish] rebuild webhook answered ${res.status}`);
      })
      .catch((error: Error) => log(`[publish] rebuild webhook failed: ${error.message}`));
  };
}

/**
 * REBUILD_WEBHOOK_SECRET, or for a single-machine install a random secret kept in the data folder
 * (mode 0600), so the in-process API and site server agree without configuration.
 */
export function webhookSecret(file: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return storedSecret(file, env.REBUILD_WEBHOOK_SECRET);
}

/**
 * The publish hook that first clears a read cache of catalogue answers, so an edit is never served
 * stale by this instance (nor, through the cache's Redis channel, by the others) while it rebuilds.
 */
export function clearingFirst(cache: { invalidate(): void }, notify: CatalogueChanged): CatalogueChanged {
  return (reason) => {
    cache.invalidate();
    notify(reason);
  };
}
