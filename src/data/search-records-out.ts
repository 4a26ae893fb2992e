/**
 * Hands the build runner the search records as soon as the catalogue and its fitment are loaded,
 * not when the last page is written: the runner indexes them with Pagefind while Astro renders.
 * Only in the render process the runner names (SEARCH_RECORDS_OUT); the file is written whole and
 * renamed into place, so the runner never reads half of it. The build-records integration still
 * writes them at the end, for builds where the early moment never comes.
 */
import { rename, writeFile } from 'node:fs/promises';
import { recordedSearchRecords, searchFeedComplete } from '../lib/build/search-feed.ts';
import { site } from './site.ts';

let handed = false;

export async function handOverSearchRecords(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const file = env.SEARCH_RECORDS_OUT;
  if (!file || handed || !searchFeedComplete()) return;
  handed = true;
  const records = recordedSearchRecords(site.assetBase);
  const temp = `${file}.tmp`;
  await writeFile(temp, JSON.stringify(records));
  await rename(temp, file);
}
