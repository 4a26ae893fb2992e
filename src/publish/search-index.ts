/**
 * Builds the Pagefind index of products from the API's bulk export (records, not HTML: nothing is
 * parsed twice) into {outDir}/pagefind.
 */
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { ApiClient } from '../lib/api/client.ts';
import type { ApiProductExport } from '../lib/api/types.ts';
import { productSearchRecord } from '../lib/search-records.ts';

export async function buildSearchIndex(api: ApiClient, outDir: string, assetBase: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  let count = 0;
  try {
    let after = 0;
    do {
      const page = await api.get<ApiProductExport>('/catalogue/products', { after, limit: 2000 });
      const added = await Promise.all(
        page.data.map((p) => index.addCustomRecord(productSearchRecord(p, assetBase))),
      );
      const failed = added.flatMap((r) => r.errors);
      if (failed.length) throw new Error(`Pagefind: ${failed.slice(0, 3).join('; ')}`);
      count += page.data.length;
      after = page.next_after ?? 0;
    } while (after);
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  return count;
}
