import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GATE_READY_LINE } from '../integrations/render-gate.ts';
import { type HeldKey, type HeldRender, holdRender, keepHeld, takeHeld } from './held-render.ts';
import { runNode } from './node-process.ts';

// A stand-in render process: says it is ready and waits at its gate as the integration's prerenderer
// does (src/integrations/render-gate.ts), then "renders".
const GATE_MODULE = JSON.stringify(fileURLToPath(new URL('../integrations/render-gate.ts', import.meta.url)));
const RENDER = `
import { GATE_READY_LINE, waitAtGate } from ${GATE_MODULE};
console.log('pid ' + process.pid);
console.log(GATE_READY_LINE);
await waitAtGate(process.env.RENDER_GATE);
console.log('rendered 12 pages');
`;
// One still starting: it never reaches its gate.
const STARTING = `console.log('pid ' + process.pid); setInterval(() => {}, 1000);`;
// One that reaches its gate and never finishes rendering.
const STUCK = `console.log('pid ' + process.pid); console.log(${JSON.stringify(GATE_READY_LINE)}); setInterval(() => {}, 1000);`;

const KEY: HeldKey = {
  source: 'source-1',
  siteUrl: 'https://shop.example',
  apiUrl: 'http://127.0.0.1:4321/api',
  servedSite: '/srv/builds/1/site',
  contentVersion: 'categories=4|brands=2',
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'held-render-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Holds a stand-in process for `buildsDir`; resolves once it has said its process id. */
async function hold(
  buildsDir: string,
  script = RENDER,
  env: Record<string, string> = {},
): Promise<{ render: HeldRender; pid: number }> {
  const gateFile = join(dir, 'render-gate');
  let said: (pid: number) => void = () => {};
  const pid = new Promise<number>((done) => {
    said = done;
  });
  const render = holdRender({
    key: KEY,
    buildDir: join(buildsDir, 'next'),
    gateFile,
    start: (log, signal) =>
      runNode(
        'astro build',
        dir,
        ['--input-type=module', '-e', script],
        { RENDER_GATE: gateFile, RENDER_GATE_PARENT: String(process.pid), ...env },
        (line) => {
          if (line.startsWith('pid ')) said(Number(line.slice(4)));
          log(line);
        },
        signal,
      ),
  });
  keepHeld(buildsDir, Promise.resolve(render));
  return { render, pid: await pid };
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
    const { render, pid } = await hold(buildsDir);
    expect(await render.ready).toBe(true);
    const taken = await takeHeld(buildsDir, sameBuild);
    expect(taken).toBe(render);
    const lines: string[] = [];
    await taken!.open((line) => lines.push(line), new AbortController().signal);
    expect(lines).toEqual([`pid ${pid}`, GATE_READY_LINE, 'rendered 12 pages']);
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
    const { render, pid } = await hold(buildsDir);
    await render.ready;
    expect(alive(pid)).toBe(true);
    expect(await takeHeld(buildsDir, { ...sameBuild, ...change })).toBeNull();
    // Gone by then: the build that comes next may use its folders.
    expect(alive(pid)).toBe(false);
  });

  it('is not used once it has died while it waited (killed from outside): the build starts its own', async () => {
    const buildsDir = join(dir, 'c');
    const { render, pid } = await hold(buildsDir);
    await render.ready;
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => render.running()).toBe(false);
    expect(await takeHeld(buildsDir, sameBuild)).toBeNull();
  });

  it('is stopped, not waited for without end, when it does not reach its gate in time', async () => {
    const buildsDir = join(dir, 'd');
    const { pid } = await hold(buildsDir, STARTING);
    expect(await takeHeld(buildsDir, { ...sameBuild, readyWaitMs: 300 })).toBeNull();
    expect(alive(pid)).toBe(false);
  });

  it('leaves its gate and exits when the process that started it is gone', async () => {
    // RENDER_GATE_PARENT names a parent it does not have: as when the shop died before the gate.
    const { render } = await hold(join(dir, 'e'), RENDER, { RENDER_GATE_PARENT: '1' });
    expect(await render.ready).toBe(true);
    await expect.poll(() => render.running(), { timeout: 5000 }).toBe(false);
  });

  it('stops with the build that opened it when that build fails elsewhere', async () => {
    const buildsDir = join(dir, 'f');
    const { render, pid } = await hold(buildsDir, STUCK);
    expect(await takeHeld(buildsDir, sameBuild)).toBe(render);
    const stop = new AbortController();
    const run = render.open(() => {}, stop.signal);
    stop.abort('the product sync failed');
    await expect(run).rejects.toThrow(/astro build stopped: the product sync failed/);
    expect(alive(pid)).toBe(false);
  });

  it('a process held anew for the same folder stops the one held before', async () => {
    const buildsDir = join(dir, 'g');
    const first = await hold(buildsDir);
    await first.render.ready;
    const second = await hold(buildsDir);
    await expect.poll(() => first.render.running()).toBe(false);
    expect(await takeHeld(buildsDir, sameBuild)).toBe(second.render);
    await second.render.cancel();
  });
});
