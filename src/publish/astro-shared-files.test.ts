/**
 * Render processes side by side share {root}/.astro: the runner leaves Astro nothing to write there
 * (src/publish/astro-shared-files.ts). Checked against Astro's own store, and on the runner's processes.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MutableDataStore } from '../../node_modules/astro/dist/content/mutable-data-store.js';
import { failingBuild, standInAstro } from '../../tests/helpers/stand-in-astro.ts';
import { CONTENT_STORE_FILE, EMPTY_CONTENT_MODULE, seedSharedContentModules } from './astro-shared-files.ts';
import { buildSite } from './runner.ts';

const roots: string[] = [];
afterEach(() => vi.unstubAllEnvs());
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function tempRoot(name: string): string {
  const root = mkdtempSync(join(tmpdir(), `${name}-`));
  roots.push(root);
  return root;
}

/** Whether Astro's content sync rewrote `.astro/content-assets.mjs` of a seeded root (its mtime moved). */
async function astroRewrites(change: (store: MutableDataStore) => void): Promise<boolean> {
  const root = tempRoot('astro-modules');
  await seedSharedContentModules(root);
  const file = join(root, '.astro', 'content-assets.mjs');
  const past = new Date(Date.now() - 60_000);
  utimesSync(file, past, past);
  const store = new MutableDataStore();
  change(store);
  // What Astro's content layer calls once its loaders are done (astro/dist/content/content-layer.js).
  await store.writeAssetImports(pathToFileURL(file));
  await store.writeModuleImports(pathToFileURL(join(root, '.astro', 'content-modules.mjs')));
  await store.waitUntilSaveComplete();
  return statSync(file).mtimeMs !== past.getTime();
}

describe('the files render processes share', () => {
  it('are left alone by Astro when its store was only set, and rewritten after a clear: what the loaders avoid', async () => {
    expect(await astroRewrites((store) => store.set('brands', 'ryco', { id: 'ryco', data: {} }))).toBe(false);
    expect(await astroRewrites((store) => store.clear('brands'))).toBe(true);
  });

  it('are seeded before every render process starts, each with a fresh content store', async () => {
    vi.stubEnv('BUILD_SHARDS', '2');
    const root = tempRoot('render-start');
    const distDir = join(root, 'data', 'dist');
    const cacheDir = join(root, 'data', '.build-cache');
    // What a previous build left: Astro's other form of the module, and stores it would clear.
    mkdirSync(join(root, '.astro'), { recursive: true });
    writeFileSync(join(root, '.astro', 'content-assets.mjs'), '\n\nexport default new Map([]);\n\t\t');
    for (const i of [0, 1]) {
      mkdirSync(join(cacheDir, `astro-${i}`), { recursive: true });
      writeFileSync(join(cacheDir, `astro-${i}`, CONTENT_STORE_FILE), '{}');
    }
    // A stand-in for astro that records what it finds when it starts, then fails, so nothing else runs.
    standInAstro(
      root,
      `import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const read = (name) => readFileSync(${JSON.stringify(join(root, '.astro'))} + '/' + name, 'utf8');
writeFileSync(process.env.ASTRO_CACHE_DIR + '/seen.json', JSON.stringify({
  store: existsSync(process.env.ASTRO_CACHE_DIR + '/${CONTENT_STORE_FILE}'),
  assets: read('content-assets.mjs'),
  modules: read('content-modules.mjs'),
}));
// Both record before either fails: the first failure stops the other process.
const cache = ${JSON.stringify(cacheDir)};
while (!existsSync(cache + '/astro-0/seen.json') || !existsSync(cache + '/astro-1/seen.json'))
  await new Promise((done) => setTimeout(done, 20));
process.exit(3);
`,
    );
    await failingBuild(buildSite, root, distDir);
    for (const i of [0, 1]) {
      const seen = join(cacheDir, `astro-${i}`, 'seen.json');
      expect(existsSync(seen)).toBe(true);
      expect(JSON.parse(readFileSync(seen, 'utf8'))).toEqual({
        store: false,
        assets: EMPTY_CONTENT_MODULE,
        modules: EMPTY_CONTENT_MODULE,
      });
    }
  });
});
