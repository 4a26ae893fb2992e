/**
 * Optimistic locking (docs/design.md#back-office): every record the back office edits carries a `version`.
 * A save names the version it was made from; the UPDATE matches it and bumps it, so of two editors
 * saving the same record the second changes nothing and gets 409 with the record as it is now.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * Writes `set` to the row `id` if it is still at `version`: the row as saved (version + 1, updated_at
 * now), or null when the row is missing or someone saved it since (look it up to tell which).
 */
export async function saveVersioned<T extends VersionedTable>(
  tx: DbOrTx,
  table: T,
  id: number,
  version: number,
  set: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | null> {
  const rows = (await tx
    .update(table)
    .set({ ...set, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}

/** The 409 answer's message for a stale save of `what` ("product", "blog post", …). */
export const staleMessage = (what: string): string =>
  `Someone else saved this ${what} since you opened it. Their version is shown; review it and save again.`;
