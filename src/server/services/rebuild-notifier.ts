/**
 * The API's side of publishing: after catalogue data changes through it, it calls the site
 * server's rebuild webhook (REBUILD_WEBHOOK_URL), signed with the shared secret. Fire and forget:
 * an unreachable site server is logged, never fails the editor's request.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SIGNATURE_HEADER, signPayload } from '../webhooks/signature.ts';

export type CatalogueChanged = (reason: string) => void;

export function createRebuildNotifier(url: string, secret: string, log = console.error): CatalogueChanged {
  return (reason) => {
    const body = JSON.stringify({ event: 'catalogue.changed', reason });
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
export async function webhookSecret(file: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.REBUILD_WEBHOOK_SECRET) return env.REBUILD_WEBHOOK_SECRET;
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const secret = randomBytes(32).toString('hex');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
