import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../lib/search-records.ts';
import { buildSearchIndex } from './search-index.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const record = (n: number): SearchRecord => ({
  url: `/product/p-${n}/`,
  language: 'en',
  content: `Brake pad set ${n} \nBDX-BRK${n}`,
  meta: { title: `Brake pad set ${n}`, sku: `BDX-BRK${n}`, price: '129.95', image: '/storage/p.webp' },
});

describe('search index', () => {
  it('indexes the records the build wrote, without asking the API', async () => {
    const out = await mkdtemp(join(tmpdir(), 'search-index-'));
    dirs.push(out);
    const records = [1, 2, 3].map(record);
    expect(await buildSearchIndex(records, out)).toBe(3);
    const entry = JSON.parse(await readFile(join(out, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages.en?.page_count).toBe(3);
  });
});
