/**
 * Locks for work that must run on one API instance at a time when several share a PostgreSQL
 * database: a PostgreSQL session advisory lock on a connection of its own, so no extra service is
 * needed and a lock holder that dies (crash, lost network) releases it with its connection.
 * Per-row work claims rows instead (the outbox's SKIP LOCKED, the order sweep's conditional update).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import pg from 'pg';

/** The locks the current call chain holds: taking one again inside its own task runs straight on. */
const held = new AsyncLocalStorage<ReadonlySet<string>>();

/** The lock's 64-bit key from its name: the same name is the same lock in every process. */
export function lockKey(name: string): bigint {
  return createHash('sha256').update(`storefront:${name}`).digest().readBigInt64BE(0);
}

/**
 * Runs `task` while holding the database-wide lock `name`; other holders' callers wait their turn,
 * in this process or another. Taken again within `task` (a step that locks itself, called by a
 * caller that locked already), it is already held and `task` runs.
 * Without a PostgreSQL URL (embedded PGlite, which only one process can open) the task simply runs.
 */
export async function withDatabaseLock<T>(
  databaseUrl: string | undefined,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return task();
  // Re-entrant: a second session lock on another connection would wait for this one forever.
  const holding = held.getStore() ?? new Set<string>();
  if (holding.has(name)) return task();
  // Not a pooled connection: a session lock belongs to the connection that took it.
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', (error) => console.error(`[locks] ${name}: ${error.message}`));
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockKey(name).toString()]);
    try {
      return await held.run(new Set([...holding, name]), task);
    } finally {
      // Should this fail, ending the connection below releases the lock all the same.
      await client
        .query('SELECT pg_advisory_unlock($1)', [lockKey(name).toString()])
        .catch((error: Error) => console.error(`[locks] ${name}: ${error.message}`));
    }
  } finally {
    await client.end();
  }
}
