import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GATE_READY_LINE } from '../integrations/render-gate.ts';
import { type HeldKey, holdRender, keepHeld, takeHeld } from './held-render.ts';
import { runNode } from './node-process.ts';

// A stand-in render process: ready, then waits at its gate as src/integrations/render-gate.ts does.
const RENDER = `
import { readFileSync } from 'node:fs';
console.log(${JSON.stringify(GATE_READY_LINE)});
setInterval(() => {
  let gate = '';
  try { gate = readFileSync(process.env.RENDER_GATE, 'utf8'); } catch {}
  if (gate === 'open') { console.log('rendered 12 pages'); process.exit(0); }
}, 10);
`;

const KEY: HeldKey = {
  source: 'source-1',
  siteUrl: 'https://shop.example',
  apiUrl: 'http://127.0.0.1:4321/api',
  servedSite: '/srv/builds/1/site',
  contentVersion: 'categories=4|brands=2',
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'held-render-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Holds a stand-in process for `buildsDir`; `exited()` tells whether it has ended. */
function hold(buildsDir: string) {
  const gateFile = join(dir, 'render-gate');
  let ended = false;
  const render = holdRender({
    key: KEY,
    buildDir: join(buildsDir, 'next'),
    gateFile,
    start: (log, signal) =>
      runNode(
        'astro build',
        dir,
        ['--input-type=module', '-e', RENDER],
        { RENDER_GATE: gateFile },
        log,
        signal,
      ).finally(() => {
        ended = true;
      }),
  });
  keepHeld(buildsDir, Promise.resolve(render));
  return { render, exited: () => ended };
}

const { source, siteUrl, apiUrl, servedSite } = KEY;
const sameBuild = {
  incremental: true,
  key: { source, siteUrl, apiUrl, servedSite },
  contentVersion: async () => KEY.contentVersion,
};

describe('the render process held for the next build', () => {
  it('renders an incremental build of the same site, source and content: its output goes to that build’s log', async () => {
    const buildsDir = join(dir, 'a');
    const { render } = hold(buildsDir);
    expect(await render.ready).toBe(true);
    const taken = await takeHeld(buildsDir, sameBuild);
    expect(taken).toBe(render);
    const lines: string[] = [];
    await taken!.open((line) => lines.push(line), new AbortController().signal);
    expect(lines).toEqual([GATE_READY_LINE, 'rendered 12 pages']);
    // Taken once: the build after has none.
    expect(await takeHeld(buildsDir, sameBuild)).toBeNull();
  });

  it.each([
    ['a full build', { incremental: false }],
    ['content written since it started', { contentVersion: async () => 'categories=5|brands=2' }],
    ['content whose version cannot be read', { contentVersion: () => Promise.reject(new Error('db down')) }],
    ['another source', { key: { ...sameBuild.key, source: 'source-2' } }],
    ['another site served', { key: { ...sameBuild.key, servedSite: '/srv/builds/2/site' } }],
    ['another address', { key: { ...sameBuild.key, siteUrl: 'https://other.example' } }],
    ['a shop that does not hold renders', { contentVersion: undefined }],
  ])('is stopped, not used, for %s', async (_, change) => {
    const buildsDir = join(dir, 'b');
    const { render, exited } = hold(buildsDir);
    await render.ready;
    expect(await takeHeld(buildsDir, { ...sameBuild, ...change })).toBeNull();
    expect(exited()).toBe(true);
  });

  it('stops with the build that opened it when that build fails elsewhere', async () => {
    const buildsDir = join(dir, 'c');
    const gateFile = join(dir, 'render-gate');
    // One that never finishes rendering.
    const render = holdRender({
      key: KEY,
      buildDir: join(buildsDir, 'next'),
      gateFile,
      start: (log, signal) =>
        runNode(
          'astro build',
          dir,
          ['-e', `console.log(${JSON.stringify(GATE_READY_LINE)}); setInterval(() => {}, 1000);`],
          {},
          log,
          signal,
        ),
    });
    expect(await render.ready).toBe(true);
    const stop = new AbortController();
    const run = render.open(() => {}, stop.signal);
    stop.abort('the product sync failed');
    await expect(run).rejects.toThrow(/astro build stopped/);
  });
});
