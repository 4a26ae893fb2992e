/**
 * A build that fails at any stage (its product sync, its render, its search index, the switch to the
 * new site) ends within a bound, leaves no child process running (product sync, render process,
 * Pagefind's service) and none of its folder behind, and the next build goes live. With a stand-in
 * `astro` that renders a page and hands over search records as the real one does, so Pagefind indexes
 * while the render goes on; the builds after the first take the render process the last one held.
 */
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInAstro } from '../../../tests/helpers/stand-in-astro.ts';
import { RENDER_FAULT } from '../../lib/build/render-fault.ts';
import { childProcesses } from './child-processes.ts';
import { createRebuildController } from './controller.ts';
import { takeHeld } from './held-render.ts';
import { type BuildOptions, type BuildStage, buildSite, currentBuild } from './runner.ts';
import type { CatalogueSnapshot } from './snapshot.ts';

const GATE_MODULE = JSON.stringify(fileURLToPath(new URL('../integrations/render-gate.ts', import.meta.url)));
const FAULT = `${RENDER_FAULT} product BRK-7 (/product/pads-7/), field images: images[0] is undefined`;

// The stand-in render process: waits at its gate when held, then for the product sync; hands over
// 1,500 search records (Pagefind takes a while over them) and, unless told to fail, writes its pages.
const ASTRO = `
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GATE_READY_LINE, waitAtGate } from ${GATE_MODULE};
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const root = process.argv[process.argv.indexOf('--root') + 1];
if (process.env.RENDER_GATE) {
  console.log(GATE_READY_LINE);
  await waitAtGate(process.env.RENDER_GATE);
}
const ready = process.env.PRODUCTS_READY;
for (;;) {
  const state = existsSync(ready) ? readFileSync(ready, 'utf8') : '';
  if (state === 'ready') break;
  if (state === 'failed') process.exit(1);
  await sleep(20);
}
const mode = readFileSync(join(root, 'mode'), 'utf8');
const records = Array.from({ length: 1500 }, (_, i) => ({
  url: '/product/pads-' + i + '/',
  content: 'Ceramic brake pads number ' + i + ' for the front axle of a Hilux ' + 'pad '.repeat(i % 40),
  language: 'en',
  meta: { title: 'Pads ' + i },
}));
if (process.env.SEARCH_RECORDS_OUT) {
  writeFileSync(process.env.SEARCH_RECORDS_OUT + '.tmp', JSON.stringify(records));
  renameSync(process.env.SEARCH_RECORDS_OUT + '.tmp', process.env.SEARCH_RECORDS_OUT);
}
// Rendering, while Pagefind indexes.
await sleep(1000);
if (mode === 'render') {
  // As Astro prints a page's error, coloured, with its stack.
  console.error('\\u001b[31m[ERROR]\\u001b[39m ' + ${JSON.stringify(FAULT)});
  console.error('  Stack trace:\\n    at galleryHtml (gallery.ts:16:40)');
  process.exit(1);
}
const out = process.env.ASTRO_OUT_DIR;
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'index.html'), '<h1>' + readFileSync(join(root, 'edition'), 'utf8') + '</h1>');
writeFileSync(join(out, '.page-deps.json'), JSON.stringify({ '/': [1] }));
writeFileSync(join(out, '.inline-scripts.json'), '[]');
writeFileSync(join(out, '.search-records.json'), JSON.stringify(records));
`;
const SYNC = `
import { readFileSync } from 'node:fs';
if (readFileSync(${JSON.stringify('ROOT')} + '/mode', 'utf8') === 'sync') {
  console.error('Products: the API answered 500');
  process.exit(1);
}
console.log('Products: 1500');
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
  holdNext: { contentVersion: async () => 'content-1' },
  ...o,
});

/** An edit's build: incremental against the served one, with the render process it left held. */
async function edit(
  mode: string,
  edition: string,
  checkpoint?: BuildOptions['checkpoint'],
  log?: BuildOptions['log'],
) {
  writeFileSync(join(root, 'mode'), mode);
  writeFileSync(join(root, 'edition'), edition);
  const previous = await currentBuild(distDir);
  expect(previous).not.toBeNull();
  return buildSite(
    options({
      plan: { kind: 'incremental', reason: 'edit', changed: [1], paths: ['/'] },
      previous,
      checkpoint,
      log,
    }),
  );
}

const ownChildren = () => childProcesses().filter((c) => !before.has(c.pid));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'runner-failures-'));
  standInAstro(root, ASTRO, SYNC.replace('ROOT', root));
  distDir = join(root, 'data', 'dist');
  buildsDir = join(root, 'data', '.builds');
  before = new Set(childProcesses().map((c) => c.pid));
  writeFileSync(join(root, 'mode'), 'ok');
  writeFileSync(join(root, 'edition'), 'first');
  const first = await buildSite(options());
  await first.settled;
}, 120_000);

afterAll(async () => {
  // The render process the last build left held.
  await takeHeld(buildsDir, {
    incremental: false,
    key: { source: '', siteUrl: '', apiUrl: '', servedSite: null },
  });
  rmSync(root, { recursive: true, force: true });
});

const failures: [stage: BuildStage, mode: string, message: RegExp][] = [
  ['sync', 'sync', /^product sync exited with 1:$/],
  [
    'render',
    'render',
    new RegExp(`^astro build exited with 1: ${FAULT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
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
        if (reached !== stage || mode === stage) return;
        // While Pagefind still writes the index the render handed over.
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
      expect(next.searchRecords).toBe(1500);
      expect(readdirSync(join(distDir, 'pagefind'))).toContain('pagefind-entry.json');
    },
    120_000,
  );
});

describe('a full build that fails', () => {
  it('stops the render process the last build held, which it cannot use, and leaves no folder of it', async () => {
    const served = realpathSync(distDir);
    writeFileSync(join(root, 'mode'), 'render');
    // A full build (the source changed, say) has no use for the held process: it stops it.
    await expect(buildSite(options())).rejects.toThrow(`astro build exited with 1: ${FAULT}`);
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
      message: `astro build exited with 1: ${FAULT}`,
    });
    expect(readFileSync(controller.logFile, 'utf8')).toContain(
      `Build failed: astro build exited with 1: ${FAULT}`,
    );
    expect(ownChildren()).toEqual([]);

    mode = 'ok';
    await controller.buildNow('product BRK-7 given an image');
    expect(controller.status().last).toMatchObject({ result: 'success', kind: 'incremental' });
    expect(readFileSync(join(distDir, 'index.html'), 'utf8')).toBe('<h1>through the controller</h1>');
  }, 120_000);
});
