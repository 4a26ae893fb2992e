/**
 * What a static build was made from: the catalogue's data version, the site's source files and the
 * settings that shape pages. A build is stale when any of them changed.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const SOURCE_ENTRIES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];
const BUILD_ENV = [
  'SITE_URL',
  'PUBLIC_ASSET_BASE',
  'STORE_NAME',
  'STORE_DESCRIPTION',
  'STORE_KEYWORDS',
  'STORE_AUTHOR',
];

async function* files(path: string): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      yield path;
      return;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (!entry.name.endsWith('.test.ts')) yield full;
  }
}

/** Hash of the files that shape the built pages. */
export async function sourceHash(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const entry of SOURCE_ENTRIES) {
    for await (const file of files(join(root, entry))) {
      hash.update(relative(root, file));
      hash.update(await readFile(file));
    }
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}`);
  return hash.digest('hex');
}

/** Changes whenever catalogue data the pages show is added, edited or removed. */
export async function dataVersion(db: Db): Promise<string> {
  // Every row's text is hashed, so an edit shows even where updated_at was not bumped.
  const tables = [
    'products',
    'product_meta',
    'product_discounts',
    'categories',
    'child_categories',
    'brands',
    'blogs',
    'page_meta',
    'general_settings',
    'social_links',
  ];
  const parts = tables.map(
    (t) => `(select count(*) || ':' || coalesce(sum(hashtext(t::text))::text, '') from ${t} t)`,
  );
  const result = (await db.execute(sql.raw(`select ${parts.join(" || '|' || ")} as v`))) as unknown as {
    rows: { v: string }[];
  };
  return createHash('sha256')
    .update(result.rows[0]?.v ?? '')
    .digest('hex');
}
