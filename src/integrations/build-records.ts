/**
 * Writes what the build learnt while rendering next to its output: which products each page shows
 * (`.page-deps.json`, for incremental builds) and the hashes of inline scripts (`.inline-scripts.json`,
 * for the Content-Security-Policy). The build runner reads both and removes them from the site.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { recordedInlineScripts } from '../lib/build/inline-scripts.ts';
import { recordedPageDeps } from '../lib/build/page-deps.ts';

export const PAGE_DEPS_FILE = '.page-deps.json';
export const INLINE_SCRIPTS_FILE = '.inline-scripts.json';

export function buildRecords(): AstroIntegration {
  return {
    name: 'storefront-build-records',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        await writeFile(join(out, PAGE_DEPS_FILE), JSON.stringify(recordedPageDeps()));
        await writeFile(join(out, INLINE_SCRIPTS_FILE), JSON.stringify(recordedInlineScripts()));
      },
    },
  };
}
