/**
 * Writes the static search's correction dictionary beside the Pagefind index
 * ({outDir}/pagefind/search-words.json, lib/search/search-dictionary.ts): the words of the records
 * the index was built from, with their frequency classes, and the shop's synonym list, read in one
 * request from GET /api/catalogue/synonyms (the seed list, SEED_SYNONYMS, when the API has no such
 * list or does not answer). A brotli copy goes beside it for the site server, like the index's files.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { retryingFetch } from '../../data/build-api.ts';
import { precompressFile } from '../../integrations/precompress.ts';
import { countWords, DICTIONARY_FILE, encodeDictionary } from '../../lib/search/search-dictionary.ts';
import type { SearchRecord } from '../../lib/search/search-records.ts';
import { SEED_SYNONYMS } from '../../lib/search/synonyms.ts';

const isGroups = (value: unknown): value is string[][] =>
  Array.isArray(value) &&
  value.every((group) => Array.isArray(group) && group.every((term) => typeof term === 'string'));

/** The shop's synonym groups from the catalogue API, or the seed list when it has none to give. */
export async function loadSynonyms(
  baseUrl = process.env.CATALOGUE_API_URL ?? 'http://127.0.0.1:4321/api',
  fetcher: typeof fetch = retryingFetch(undefined, () => 100),
): Promise<string[][]> {
  try {
    const answer = await fetcher(`${baseUrl}/catalogue/synonyms`);
    if (!answer.ok) throw new Error(`status ${answer.status}`);
    const { data } = (await answer.json()) as { data?: unknown };
    if (!isGroups(data)) throw new Error('not a list of groups');
    return data;
  } catch (error) {
    console.warn(`[build] Search synonyms: the seed list (${(error as Error).message})`);
    return SEED_SYNONYMS;
  }
}

/** Writes the dictionary of `records` and `synonyms` into the index folder, and its brotli copy; resolves with its size. */
export async function writeSearchDictionary(
  records: readonly Pick<SearchRecord, 'content'>[],
  synonyms: string[][],
  indexDir: string,
): Promise<number> {
  const text = JSON.stringify(encodeDictionary(countWords(records), synonyms));
  const file = join(indexDir, DICTIONARY_FILE);
  await writeFile(file, text);
  await precompressFile(file);
  return text.length;
}
