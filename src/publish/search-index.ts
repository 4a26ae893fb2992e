/**
 * Builds the Pagefind index of products into {outDir}/pagefind from the search records the build
 * wrote (the catalogue its pages were made from): records, not HTML, so nothing is parsed twice,
 * and no second read of the catalogue.
 */
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { SearchRecord } from '../lib/search-records.ts';

/** Indexes the records; resolves with how many there were. */
export async function buildSearchIndex(records: readonly SearchRecord[], outDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    const added = await Promise.all(records.map((record) => index.addCustomRecord(record)));
    const failed = added.flatMap((r) => r.errors);
    if (failed.length) throw new Error(`Pagefind: ${failed.slice(0, 3).join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  return records.length;
}
