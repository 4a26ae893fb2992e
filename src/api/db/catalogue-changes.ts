/**
 * Whether catalogue tables may have changed since a reader last looked, without reading them: every
 * statement that writes one adds a row to catalogue_changes in its own transaction (migration 0011),
 * so a scope's version (the summed weight of its rows) changes exactly when a reader can see rows
 * it wrote. A statement that changes nothing still counts: a version tells "maybe", never "no" when
 * the answer is yes. Scopes are table names, and `products.fitment` (products added or removed, or
 * their active or universal flag changed).
 */
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { catalogueChanges } from './schema/index.ts';

/** Versions of the scopes in one statement; '0' for a scope never written. */
export async function changeVersions(db: DbOrTx, scopes: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ scope: catalogueChanges.scope, version: sql<string>`sum(${catalogueChanges.weight})::text` })
    .from(catalogueChanges)
    .where(inArray(catalogueChanges.scope, [...scopes]))
    .groupBy(catalogueChanges.scope);
  const found = new Map(rows.map((r) => [r.scope, r.version]));
  return new Map(scopes.map((s) => [s, found.get(s) ?? '0']));
}

/**
 * SQL for one scope's version inside a larger statement, so the version and what it versions are
 * read from one snapshot.
 */
export function versionSql(scope: string) {
  return sql`(select coalesce(sum(${catalogueChanges.weight}), 0)::text from ${catalogueChanges}
    where ${catalogueChanges.scope} = ${scope})`;
}

// Folded once the table holds more rows than this: every edit adds one or two.
const FOLD_AFTER = 256;

/**
 * Replaces each scope's rows with one of their summed weight, once there are many, so versions stay
 * as they are and the table stays small. A writer's row not yet committed is not seen, so not
 * deleted, and counts once it is; of two folds at once, the second finds the rows gone and adds none.
 */
export async function foldChanges(db: DbOrTx): Promise<void> {
  const [count] = await db.select({ rows: sql<number>`count(*)::int` }).from(catalogueChanges);
  if ((count?.rows ?? 0) <= FOLD_AFTER) return;
  await db.execute(sql`with gone as (delete from ${catalogueChanges} returning scope, weight)
    insert into ${catalogueChanges} (scope, weight) select scope, sum(weight) from gone group by scope`);
}
