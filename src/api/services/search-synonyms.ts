/**
 * The shop's synonym list (table search_synonyms, one row): read for the search and the build, saved
 * whole from the back office with optimistic locking. A shop that never saved one searches with the
 * seed list (version 0); its first save writes the row at version 1.
 */
import { eq, sql } from 'drizzle-orm';
import type { SynonymList } from '../../lib/api/schemas/search.ts';
import { SEED_SYNONYMS, synonymKey } from '../../lib/search/synonyms.ts';
import type { DbOrTx } from '../db/client.ts';
import { searchSynonyms } from '../db/schema/index.ts';
import type { ReadCache } from './read-cache.ts';

/** The list as the back office edits it. */
export async function readSynonymList(db: DbOrTx): Promise<SynonymList> {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, 1));
  if (!row) return { groups: SEED_SYNONYMS, version: 0, updated_at: null };
  return { groups: row.groups, version: row.version, updated_at: row.updatedAt.toISOString() };
}

/**
 * A list as it is kept: each group's terms trimmed, single-spaced, without a repeat (compared as the
 * search compares them), and without groups left empty or repeated.
 */
export function tidyGroups(groups: string[][]): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const group of groups) {
    const keys = new Set<string>();
    const terms = group
      .map((t) => t.trim().replace(/\s+/g, ' '))
      .filter((t) => {
        const key = synonymKey(t);
        if (!key || keys.has(key)) return false;
        keys.add(key);
        return true;
      });
    const signature = [...keys].sort().join('\n');
    if (terms.length === 0 || seen.has(signature)) continue;
    seen.add(signature);
    out.push(terms);
  }
  return out;
}

export type SaveResult = { saved: SynonymList; before: SynonymList } | { stale: SynonymList };

/** Replaces the list if it is still at `version`; otherwise changes nothing and answers the list as it is. */
export async function saveSynonymList(db: DbOrTx, version: number, groups: string[][]): Promise<SaveResult> {
  const before = await readSynonymList(db);
  if (before.version !== version) return { stale: before };
  const tidy = tidyGroups(groups);
  const rows =
    version === 0
      ? await db.insert(searchSynonyms).values({ id: 1, groups: tidy }).onConflictDoNothing().returning()
      : await db
          .update(searchSynonyms)
          .set({ groups: tidy, version: sql`${searchSynonyms.version} + 1`, updatedAt: new Date() })
          .where(sql`${searchSynonyms.id} = 1 and ${searchSynonyms.version} = ${version}`)
          .returning();
  const row = rows[0];
  if (!row) return { stale: await readSynonymList(db) };
  return {
    before,
    saved: { groups: row.groups, version: row.version, updated_at: row.updatedAt.toISOString() },
  };
}

// Kept per product cache for as long as the cache holds its entries: every catalogue change (a synonym
// save included) clears it, here and, through its clear bus, on the other instances.
const kept = new WeakMap<ReadCache, { generation: number; at: number; groups: string[][] }>();
const KEEP_MS = 60_000;

/** The groups the search applies: kept beside the product cache when the shop has one, else read. */
export async function synonymGroups(db: DbOrTx, cache?: ReadCache): Promise<string[][]> {
  const held = cache && kept.get(cache);
  if (held && held.generation === cache.generation() && Date.now() - held.at < KEEP_MS) return held.groups;
  const generation = cache?.generation() ?? 0;
  const { groups } = await readSynonymList(db);
  if (cache) kept.set(cache, { generation, at: Date.now(), groups });
  return groups;
}
