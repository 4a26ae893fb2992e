/**
 * A page read while a rebuild switches the served folder comes whole from one build: its length and
 * its bytes agree, and it is never half the old file and half the new one.
 */
import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveFolder } from './static-files.ts';

// Lets a test switch builds right after the server first touches a file (by stat or open).
const hook = vi.hoisted(() => ({ after: null as null | ((path: string) => void) }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const wrap =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await fn(...args);
      hook.after?.(String(args[0]));
      return result;
    };
  return { ...fs, stat: wrap(fs.stat), open: wrap(fs.open) };
});

let dir: string;
let dist: string;
const builds: Record<string, string> = {};

/** A build whose page is `length` copies of `letter`. */
function build(letter: string, length: number) {
  const site = join(dir, '.builds', letter, 'site');
  mkdirSync(join(site, 'page'), { recursive: true });
  writeFileSync(join(site, 'page', 'index.html'), letter.repeat(length));
  builds[letter] = site;
}

/** Points dist at a build in one rename, as the build runner does. */
function switchTo(letter: string) {
  symlinkSync(builds[letter]!, `${dist}.next`);
  renameSync(`${dist}.next`, dist);
}

const app = new Hono().get('*', (c) => serveFolder(c, dist, c.req.path));

/** What a caller reads: the declared length and the body. */
async function read(res: Response) {
  return { length: Number(res.headers.get('Content-Length')), body: await res.text() };
}

beforeEach(() => {
  hook.after = null;
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  dist = join(dir, 'dist');
  build('a', 1000);
  build('b', 3000);
  build('c', 10);
  switchTo('a');
});

describe('serving a page while the build switches', () => {
  it.each([
    ['a longer', 'b'],
    ['a shorter', 'c'],
  ])('gives the old page whole when %s one replaces it between looking and reading', async (_name, next) => {
    let switched = false;
    hook.after = (path) => {
      if (!switched && path.endsWith(join('page', 'index.html'))) {
        switched = true;
        switchTo(next);
      }
    };
    const { length, body } = await read(await app.request('/page/'));
    expect(switched).toBe(true);
    expect(body).toBe('a'.repeat(1000));
    expect(length).toBe(body.length);
    // The next request sees the new build.
    expect((await read(await app.request('/page/'))).body[0]).toBe(next);
  });

  it('never tears a page during many reads while builds switch back and forth', async () => {
    let stop = false;
    const switcher = (async () => {
      for (let i = 0; !stop; i++) {
        switchTo('abc'[i % 3]!);
        await new Promise((ok) => setImmediate(ok));
      }
    })();
    const deadline = performance.now() + 1500;
    let reads = 0;
    while (performance.now() < deadline) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, () => Promise.resolve(app.request('/page/')).then(read)),
      );
      for (const { length, body } of batch) {
        expect(body.length).toBe(length);
        expect(body).toBe(body[0]!.repeat(length));
      }
      reads += batch.length;
    }
    stop = true;
    await switcher;
    expect(reads).toBeGreaterThan(100);
  });
});
