/**
 * 301s for changed permalinks (url_redirects). Called in the transaction that changes the permalink,
 * with the old and new paths as the site renders them (`/product/old/` -> `/product/new/`):
 * - every redirect that pointed at the old path now points at the new one (no chains);
 * - a redirect from the new path is dropped (that URL is live again);
 * - the old path redirects to the new one.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { urlRedirects } from '../db/schema/index.ts';

export async function recordMove(tx: DbOrTx, fromPath: string, toPath: string): Promise<void> {
  if (fromPath === toPath) return;
  await tx.update(urlRedirects).set({ toPath }).where(eq(urlRedirects.toPath, fromPath));
  await tx.delete(urlRedirects).where(eq(urlRedirects.fromPath, toPath));
  await tx
    .insert(urlRedirects)
    .values({ fromPath, toPath })
    .onConflictDoUpdate({ target: urlRedirects.fromPath, set: { toPath } });
}

/** A page is live at `path` again (a new record took it): it no longer redirects. */
export async function releasePath(tx: DbOrTx, path: string): Promise<void> {
  await tx.delete(urlRedirects).where(eq(urlRedirects.fromPath, path));
}

/** Every redirect, for the build's _redirects. */
export function allRedirects(db: DbOrTx): Promise<{ from: string; to: string }[]> {
  return db
    .select({ from: urlRedirects.fromPath, to: urlRedirects.toPath })
    .from(urlRedirects)
    .orderBy(urlRedirects.fromPath);
}
