import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from './search-index.ts';
import { prepareSpare, takeSpare } from './spare.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A served site of a few pages with a real Pagefind index of `products` records. */
async function servedSite(products = 3): Promise<{ builds: string; site: string }> {
  const root = await mkdtemp(join(tmpdir(), 'spare-'));
  dirs.push(root);
  const site = join(root, '.builds', 'one', 'site');
  for (const [path, text] of Object.entries({
    'index.html': 'home',
    'product/pads/index.html': 'pads $10',
    _headers: 'headers',
  })) {
    await mkdir(join(site, path, '..'), { recursive: true });
    await writeFile(join(site, path), text);
  }
  const records = Array.from({ length: products }, (_, i) => ({
    url: `/product/p-${i}/`,
    language: 'en',
    content: `Brake pad ${i}`,
    meta: { title: `Brake pad ${i}` },
    filters: { fit: [String(i % 3)] },
  }));
  await buildSearchIndex(records, site);
  return { builds: join(root, '.builds'), site };
}

/** The spare folders left in {builds}. */
const spareFolders = async (builds: string) => (await readdir(builds)).filter((n) => n.startsWith('spare-'));

describe('the copy of the served site for the next build', () => {
  it('holds every file of the served site and the index seed; renaming pages into it leaves the served site alone', async () => {
    const { builds, site } = await servedSite();
    const ready = await prepareSpare(builds, site, 3);
    expect(ready).not.toBeNull();
    const spare = await takeSpare(builds, site);
    expect(spare).toEqual(ready);
    expect(await readFile(join(spare!.site, 'product/pads/index.html'), 'utf8')).toBe('pads $10');
    expect((await readdir(join(spare!.site, 'pagefind'))).includes('pagefind-entry.json')).toBe(true);
    // The seed has the hashed files only (and the metadata's brotli copy): Pagefind writes the others
    // afresh, never into a served file.
    const seed = await readdir(join(spare!.search!, 'pagefind'));
    expect(seed).toContain('filter');
    expect(seed.sort()).toEqual(
      (await readdir(join(site, 'pagefind')))
        .filter((n) => ['fragment', 'index', 'filter'].includes(n) || /\.pf_meta(\.br)?$/.test(n))
        .sort(),
    );
    expect((await stat(join(spare!.site, 'index.html'))).ino).toBe(
      (await stat(join(site, 'index.html'))).ino,
    );

    const rendered = join(builds, 'rendered.html');
    await writeFile(rendered, 'pads $12');
    await rename(rendered, join(spare!.site, 'product/pads/index.html'));
    expect(await readFile(join(site, 'product/pads/index.html'), 'utf8')).toBe('pads $10');
    // Taken once: a second build finds none.
    expect(await takeSpare(builds, site)).toBeNull();
  });

  it('is dropped when the next build is of another site or a full one', async () => {
    const { builds, site } = await servedSite();
    void prepareSpare(builds, site, 3);
    // Still being made: taking it waits, then removes it.
    expect(await takeSpare(builds, join(builds, 'other', 'site'))).toBeNull();
    expect(await spareFolders(builds)).toEqual([]);
    await prepareSpare(builds, site, 3);
    expect(await takeSpare(builds, null)).toBeNull();
    expect(await spareFolders(builds)).toEqual([]);
  });

  it('brings no index seed when the served index is to start afresh, and none at all for a missing site', async () => {
    const { builds, site } = await servedSite(300);
    expect((await prepareSpare(builds, site, 3))?.search).toBeNull();
    expect(await takeSpare(builds, site)).toMatchObject({ search: null });
    expect(await prepareSpare(builds, join(builds, 'gone'), 3)).toBeNull();
    expect(await takeSpare(builds, join(builds, 'gone'))).toBeNull();
  });

  it('is found through a symlink on the way to the site, compared by real path', async () => {
    const { builds, site } = await servedSite();
    const linked = `${join(builds, '..')}-linked`;
    dirs.push(linked);
    await symlink(join(builds, '..'), linked);
    await prepareSpare(builds, site, 3);
    const spare = await takeSpare(builds, join(linked, '.builds', 'one', 'site'));
    expect(spare).not.toBeNull();
    expect(await readFile(join(spare!.site, 'index.html'), 'utf8')).toBe('home');
  });
});
