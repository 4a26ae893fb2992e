/**
 * The golden queries (src/lib/search/golden-queries.ts) against the API backend: GET
 * /api/search-product on the seeded catalogue must put the expected product first for every one,
 * misspellings, synonyms, Australian words, part numbers and vehicle phrases alike, and find nothing
 * where nothing is near; a corrected query says what it searched instead.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/api/db/schema/index.ts';
import type { SearchAnswer } from '../../src/lib/api/schemas/search.ts';
import { GOLDEN_QUERIES, meetsExpectation } from '../../src/lib/search/golden-queries.ts';
import { setupTestApp } from '../helpers/test-app.ts';

const t = setupTestApp();

async function search(query: string, encode = true): Promise<SearchAnswer> {
  const res = await t.app.request(`/api/search-product?search=${encode ? encodeURIComponent(query) : query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchAnswer;
}

describe('the API search on the golden queries', () => {
  it('puts the expected product first for every golden query', async () => {
    const misses: string[] = [];
    for (const golden of GOLDEN_QUERIES) {
      const answer = await search(golden.query);
      const first = answer.data[0];
      if (!meetsExpectation(first, golden.expect))
        misses.push(
          `${golden.query} (${golden.note}): got ${first ? `${first.sku} ${first.title}` : 'nothing'}` +
            `${answer.corrected_query ? ` as "${answer.corrected_query}"` : ''}, wanted ${JSON.stringify(golden.expect)}`,
        );
    }
    expect(misses).toEqual([]);
  });

  it('says what it searched instead of a misspelt query, and nothing for a query that needed none', async () => {
    expect((await search('brkae pads')).corrected_query).toBe('brake pads');
    expect((await search('oil filtr')).corrected_query).toBe('oil filter');
    expect((await search('brake pads')).corrected_query).toBeNull();
    // A synonym is no correction: "break" is one of "brake"'s names.
    expect((await search('break pads')).corrected_query).toBeNull();
    // The results' "Search instead for" link: the words as typed, uncorrected.
    expect(await search('brkae pads&exact=1', false)).toEqual({ data: [], corrected_query: null });
  });

  it("corrects to the words of the catalogue as it is now: a renamed product's new word, not its old one", async () => {
    const db = t.database.db;
    const [row] = await db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .orderBy(products.id)
      .limit(1);
    await db
      .update(products)
      .set({ title: `Wombatine ${row!.title}` })
      .where(eq(products.id, row!.id));
    const found = await search('wombatne');
    expect(found.corrected_query).toBe('wombatine');
    expect(found.data.map((p) => p.sku)).toEqual([row!.sku]);
    await db.update(products).set({ active: false }).where(eq(products.id, row!.id));
    expect(await search('wombatne')).toEqual({ data: [], corrected_query: null });
  });

  it('finds nothing and corrects nothing when no catalogue word is near', async () => {
    expect(await search('zzqxzzqx')).toEqual({ data: [], corrected_query: null });
  });
});
