/** The site's source files and the settings that shape pages: a build made from other ones is stale. */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

const SOURCE_ENTRIES = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];
// The API, the host and the publisher run beside the site; no page is made from their code.
const NOT_SITE = new Set(['src/api', 'src/host', 'src/build/publish']);
// SITE_URL is hashed as the build receives it (it follows PORT when unset), not as read here.
const BUILD_ENV = [
  'PUBLIC_ASSET_BASE',
  'STORE_NAME',
  'STORE_DESCRIPTION',
  'STORE_KEYWORDS',
  'STORE_AUTHOR',
  'PUBLIC_API_BASE',
  'PUBLIC_MAPS_KEY',
  // The search form names the backend the box and the results page use (lib/search-backend.ts).
  'SEARCH_BACKEND',
];

async function* files(path: string, root: string): AsyncGenerator<string> {
  if (NOT_SITE.has(relative(root, path))) return;
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
    if (entry.isDirectory()) yield* files(full, root);
    else if (!entry.name.endsWith('.test.ts')) yield full;
  }
}

/**
 * The last hash, with each file's size and modification time when it was made: before every build
 * (an edit's included) the files are only listed and stat'ed, and read again when one of them
 * changed. Reading all of them took about 100 ms of an edit's second.
 */
let last: { stamp: string; hash: string } | null = null;

/** Hash of the files and settings that shape the built pages, for a site at `siteUrl`. */
export async function sourceHash(root: string, siteUrl: string): Promise<string> {
  const listed: string[] = [];
  for (const entry of SOURCE_ENTRIES)
    for await (const file of files(join(root, entry), root)) listed.push(file);
  const settings = [`SITE_URL=${siteUrl}`, ...BUILD_ENV.map((name) => `${name}=${process.env[name] ?? ''}`)];
  const stats = await Promise.all(listed.map((file) => stat(file)));
  const stamp = [
    root,
    ...settings,
    ...listed.map((file, i) => `${file}:${stats[i]!.size}:${stats[i]!.mtimeMs}`),
  ].join('\n');
  if (last?.stamp === stamp) return last.hash;
  const hash = createHash('sha256');
  for (const file of listed) {
    hash.update(relative(root, file));
    hash.update(await readFile(file));
  }
  for (const setting of settings) hash.update(setting);
  last = { stamp, hash: hash.digest('hex') };
  return last.hash;
}
