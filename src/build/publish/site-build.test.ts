/**
 * A build that fails at any stage (its product sync, its pages, its search index, the switch to the
 * new site) ends within a bound, leaves no child process running (product sync, astro, the page
 * generator's processes, Pagefind's service) and none of its folder behind, and the next build goes
 * live. An edit of catalogue pages only is made from the served build's shells without starting
 * Astro. With stand-ins for astro (its pages and shell pages), the product sync and the generator's
 * worker (search records by message first, so Pagefind indexes while the pages are written).
 */
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellPagesSource, standInAstro } from '../../../tests/helpers/stand-in-astro.ts';
import { RENDER_FAULT } from '../../lib/build/render-fault.ts';
import { childProcesses } from './child-processes.ts';
import { createRebuildController } from './controller.ts';
import { type BuildOptions, type BuildStage, buildSite, currentBuild } from './site-build.ts';
import type { CatalogueSnapshot } from './snapshot.ts';

const FAULT = `${RENDER_FAULT} product BRK-7 (/product/pads-7/), field images: images[0] is undefined`;

// The stand-in astro: its home page (the edition) and every kind's shell page; counts its runs.
const ASTRO = `
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const root = process.argv[process.argv.indexOf('--root') + 1];
appendFileSync(join(root, 'astro-runs'), 'run\\n');
if (readFileSync(join(root, 'mode'), 'utf8') === 'astro') {
  console.error('astro: the home page failed');
  process.exit(1);
}
const out = process.env.ASTRO_OUT_DIR;
mkdirSync(out, { recursive: true });
// The home page shows products: their part is a declared slot the generator fills.
writeFileSync(join(out, 'index.html'), '<h1><!--storefront-slot:featured--></h1>');
${shellPagesSource()}
`;

// The stand-in generator worker: hands over 300 search records (Pagefind indexes them while it works),
// then, unless told to fail, writes a product page from its shell.
const WORKER = `
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
process.once('message', async ({ job }) => {
  const root = ${JSON.stringify('ROOT')};
  const records = Array.from({ length: 300 }, (_, i) => ({
    url: '/product/pads-' + i + '/',
    content: 'Ceramic brake pads number ' + i + ' for the front axle of a Hilux ' + 'pad '.repeat(i % 40),
    language: 'en',
    meta: { title: 'Pads ' + i },
  }));
  if (job.searchRecordsFile) {
    writeFileSync(job.searchRecordsFile, JSON.stringify(records));
    process.send({ type: 'search-records', count: records.length });
  }
  // Writing pages, while Pagefind indexes.
  await sleep(1000);
  if (readFileSync(join(root, 'mode'), 'utf8') === 'render') {
    console.error('Error: ' + ${JSON.stringify(FAULT)});
    console.error('    at galleryHtml (gallery.ts:16:40)');
    process.exit(1);
  }
  const shells = JSON.parse(readFileSync(job.shellsFile, 'utf8'));
  const shell = shells['product:buy'].pieces.join('|');
  mkdirSync(join(job.outDir, 'product/pads'), { recursive: true });
  writeFileSync(join(job.outDir, 'product/pads/index.html'), readFileSync(join(root, 'edition'), 'utf8') + ' in ' + shell);
  const pageDeps = { '/product/pads/': [1] };
  const pages = JSON.parse(readFileSync(job.pageShellsFile, 'utf8'));
  if (job.index === 0 && pages['/'] && (!job.paths || job.paths.includes('/'))) {
    writeFileSync(join(job.outDir, 'index.html'), pages['/'].pieces.join(readFileSync(join(root, 'edition'), 'utf8')));
    pageDeps['/'] = [1];
  }
  process.send({ type: 'done', written: 1, pageDeps }, () => process.disconnect());
});
`;
const SYNC = `
import { readFileSync } from 'node:fs';
if (readFileSync(${JSON.stringify('ROOT')} + '/mode', 'utf8') === 'sync') {
  console.error('Products: the API answered 500');
  process.exit(1);
}
console.log('Products: 300');
`;

let root: string;
let distDir: string;
let buildsDir: string;
/** Children of this process before any build (the test runner's own). */
let before: Set<number>;

const options = (o: Partial<BuildOptions> = {}): BuildOptions => ({
  root,
  distDir,
  apiUrl: 'http://127.0.0.1:9/api',
  siteUrl: 'http://localhost:5055',
  manifest: { source: 'source-1', catalogue: {} as CatalogueSnapshot },
  plan: { kind: 'full', reason: 'test' },
  previous: null,
  headers: {},
  ...o,
});

/**
 * An edit's build: incremental against the served one; by default of the home page (its product
 * slot, filled by the generator); a failure of Astro's is an edit of a page Astro renders.
 */
async function edit(
  mode: string,
  edition: string,
  checkpoint?: BuildOptions['checkpoint'],
  log?: BuildOptions['log'],
  paths = mode === 'astro' ? ['/vehicles/'] : ['/'],
) {
  writeFileSync(join(root, 'mode'), mode);
  writeFileSync(join(root, 'edition'), edition);
  const previous = await currentBuild(distDir);
  expect(previous).not.toBeNull();
  return buildSite(
    options({
      plan: { kind: 'incremental', reason: 'edit', changed: [1], paths },
      previous,
      checkpoint,
      log,
    }),
  );
}

const ownChildren = () => childProcesses().filter((c) => !before.has(c.pid));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'runner-failures-'));
  standInAstro(root, ASTRO, SYNC.replace('ROOT', root), WORKER.replace('ROOT', root));
  distDir = join(root, 'data', 'dist');
  buildsDir = join(root, 'data', '.builds');
  before = new Set(childProcesses().map((c) => c.pid));
  writeFileSync(join(root, 'mode'), 'ok');
  writeFileSync(join(root, 'edition'), 'first');
  const first = await buildSite(options());
  await first.settled;
}, 120_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const failures: [stage: BuildStage, mode: string, message: RegExp][] = [
  ['sync', 'sync', /^product sync exited with 1:$/],
  ['render', 'astro', /^astro build exited with 1:$/],
  [
    'render',
    'render',
    new RegExp(`^page generator exited with 1: ${FAULT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  ],
  ['search', 'ok', /^the search failed$/],
  ['switch', 'ok', /^the switch failed$/],
];

describe('a build that fails', () => {
  it.each(failures)(
    'at its %s ends, stops its children, removes its folder, and the next edit goes live',
    async (stage, mode, message) => {
      const served = realpathSync(distDir);
      const at = performance.now();
      const failing = edit(mode, `failed at ${stage}`, async (reached) => {
        if (reached !== stage || mode === stage || mode === 'astro') return;
        // While Pagefind still writes the index the generator handed over.
        throw new Error(`the ${stage} failed`);
      });
      const error = await failing.then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message.split('\n')[0]).toMatch(message);
      const failedIn = performance.now() - at;
      expect(failedIn).toBeLessThan(30_000);
      // Nothing of it runs, nothing of it is left; the served site is as it was.
      expect(ownChildren()).toEqual([]);
      expect(readdirSync(buildsDir)).toEqual([basename(dirname(served))]);
      expect(realpathSync(distDir)).toBe(served);

      const nextAt = performance.now();
      const next = await edit('ok', `after ${stage}`);
      await next.settled;
      console.log(
        `Failed at its ${stage} in ${Math.round(failedIn)} ms; the next build live and settled in ${Math.round(performance.now() - nextAt)} ms`,
      );
      expect(realpathSync(distDir)).toBe(realpathSync(next.siteDir));
      expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe(`<h1>after ${stage}</h1>`);
      expect(next.searchRecords).toBe(300);
      expect(readdirSync(join(distDir, 'pagefind'))).toContain('pagefind-entry.json');
    },
    120_000,
  );
});

describe('an edit of catalogue pages only', () => {
  it('is made from the served build’s shells without starting Astro, and keeps its pages', async () => {
    const runs = () => readFileSync(join(root, 'astro-runs'), 'utf8').split('\n').length;
    const before = runs();
    const home = readFileSync(join(distDir, 'index.html'), 'utf8');
    const next = await edit('ok', 'price edited', undefined, undefined, ['/product/pads/']);
    await next.settled;
    expect(next.astro).toBe(false);
    expect(runs()).toBe(before);
    expect(readFileSync(join(distDir, 'product/pads/index.html'), 'utf8')).toMatch(
      /^price edited in <html><head>\|/,
    );
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe(home);
    // Shell pages are never served.
    expect(readdirSync(join(distDir, 'product'))).toEqual(['pads']);
  }, 120_000);
});

describe('an edit to a product the home page shows', () => {
  it('fills the home page from the served build’s page shell without starting Astro', async () => {
    const runs = () => readFileSync(join(root, 'astro-runs'), 'utf8').split('\n').length;
    const before = runs();
    const next = await edit('ok', 'home edited', undefined, undefined, ['/', '/product/pads/']);
    await next.settled;
    expect(next.astro).toBe(false);
    expect(runs()).toBe(before);
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe('<h1>home edited</h1>');
    expect(readFileSync(join(distDir, 'product/pads/index.html'), 'utf8')).toMatch(/^home edited in /);
  }, 120_000);
});

describe('a full build that fails', () => {
  it('leaves no process and no folder of it, and the next edit goes live', async () => {
    const served = realpathSync(distDir);
    writeFileSync(join(root, 'mode'), 'render');
    await expect(buildSite(options())).rejects.toThrow(`page generator exited with 1: ${FAULT}`);
    expect(ownChildren()).toEqual([]);
    expect(readdirSync(buildsDir)).toEqual([basename(dirname(served))]);
    const next = await edit('ok', 'after a full build failed');
    await next.settled;
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe('<h1>after a full build failed</h1>');
  }, 120_000);
});

describe('the publishing status', () => {
  it('names the product whose page could not be rendered as the failed build’s message', async () => {
    let mode = 'render';
    const controller = createRebuildController({
      publish: async (log) => {
        const result = await edit(mode, 'through the controller', undefined, log);
        await result.settled;
        return { kind: 'incremental', reason: 'edit', pagesRendered: result.pagesRendered };
      },
      logDir: join(root, 'logs'),
      debounceMs: 0,
    });
    await controller.buildNow('product BRK-7 edited');
    expect(controller.status().last).toMatchObject({
      result: 'failure',
      message: `page generator exited with 1: ${FAULT}`,
    });
    expect(readFileSync(controller.logFile, 'utf8')).toContain(
      `Build failed: page generator exited with 1: ${FAULT}`,
    );
    expect(ownChildren()).toEqual([]);

    mode = 'ok';
    await controller.buildNow('product BRK-7 given an image');
    expect(controller.status().last).toMatchObject({ result: 'success', kind: 'incremental' });
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe('<h1>through the controller</h1>');
  }, 120_000);
});
