/**
 * Writes what the build learnt while rendering next to its output: which products each page shows
 * (`.page-deps.json`, for incremental builds), the hashes of inline scripts (`.inline-scripts.json`,
 * for the Content-Security-Policy) and the search records of the catalogue the pages were made from
 * (`.search-records.json`, for Pagefind; not with SEARCH_BACKEND=api). The build runner reads them and removes them from the site.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { site } from '../data/site.ts';
import { recordedInlineScripts } from '../lib/build/inline-scripts.ts';
import { recordedPageDeps } from '../lib/build/page-deps.ts';
import { currentShard } from '../lib/build/render-plan.ts';
import { recordedSearchRecords } from '../lib/build/search-feed.ts';
import { checkStampedPages } from '../lib/build/stamp-queue.ts';
import { searchBackend } from '../lib/search/search-backend.ts';

export const PAGE_DEPS_FILE = '.page-deps.json';
export const INLINE_SCRIPTS_FILE = '.inline-scripts.json';
export const SEARCH_RECORDS_FILE = '.search-records.json';

export function buildRecords(): AstroIntegration {
  return {
    name: 'storefront-build-records',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const stamped = await checkStampedPages(out);
        if (stamped > 0) logger.info(`${stamped} pages stamped and written without Astro`);
        await writeFile(join(out, PAGE_DEPS_FILE), JSON.stringify(recordedPageDeps()));
        await writeFile(join(out, INLINE_SCRIPTS_FILE), JSON.stringify(recordedInlineScripts()));
        // Every shard loads the whole catalogue; the first one writes its search records. With the
        // API's search no index is built (1.8 s saved at 100,000 products).
        if (currentShard().index !== 0 || searchBackend(process.env.SEARCH_BACKEND) === 'api') return;
        const records = recordedSearchRecords(site.assetBase);
        if (records) await writeFile(join(out, SEARCH_RECORDS_FILE), JSON.stringify(records));
      },
    },
  };
}
