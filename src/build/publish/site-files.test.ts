import { createHook } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carryOver, mergeInto, removeTree } from './site-files.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function tree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-files-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

describe('carrying the served site over into a new build', () => {
  it('brings every file but the skipped top-level entries, and a re-rendered page never changes the served one', async () => {
    const served = await tree({
      'index.html': 'home',
      'product/pads/index.html': 'pads $10',
      'product/rotor/index.html': 'rotor',
      'shop/category/brakes/page/2/index.html': 'page 2',
      _headers: 'old headers',
      'pagefind/pagefind-entry.json': '{}',
    });
    const work = await tree({});
    const site = join(work, 'site');
    expect(await carryOver(served, site, new Set(['_headers', 'pagefind']))).toBe(4);
    expect(await readFile(join(site, 'shop/category/brakes/page/2/index.html'), 'utf8')).toBe('page 2');
    expect(existsSync(join(site, '_headers')) || existsSync(join(site, 'pagefind'))).toBe(false);

    // The incremental build renders beside the site, then renames its pages over the links.
    const rendered = await tree({ 'product/pads/index.html': 'pads $12' });
    await mergeInto(rendered, site);
    expect(await readFile(join(site, 'product/pads/index.html'), 'utf8')).toBe('pads $12');
    expect(await readFile(join(served, 'product/pads/index.html'), 'utf8')).toBe('pads $10');
    expect(await readFile(join(site, 'product/rotor/index.html'), 'utf8')).toBe('rotor');
  });

  it('does the same file by file where cp cannot', async () => {
    const served = await tree({
      'index.html': 'home',
      'product/pads/index.html': 'pads',
      'pagefind/x.pf_meta': 'm',
    });
    const site = join(await tree({}), 'site');
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(await carryOver(served, site, new Set(['pagefind']))).toBe(2);
    } finally {
      process.env.PATH = path;
    }
    expect(await readFile(join(site, 'product/pads/index.html'), 'utf8')).toBe('pads');
  });
});

describe('removing a build folder', () => {
  it("removes the whole tree, a missing one is no error, and on Linux it puts no call per file on this process's thread pool", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 500; i++) files[`product/p${i}/index.html`] = `page ${i}`;
    const dir = await tree(files);
    // File system requests this process makes while the tree goes (each one waits for a pool thread).
    let requests = 0;
    const hook = createHook({
      init: (_id, type) => {
        if (type.startsWith('FSREQ')) requests++;
      },
    }).enable();
    try {
      await removeTree(dir);
    } finally {
      hook.disable();
    }
    expect(existsSync(dir)).toBe(false);
    await removeTree(join(dir, 'gone'));
    if (process.platform === 'linux') expect(requests).toBeLessThan(10);
  });
});
