/**
 * The file moves of a build: merging an edit's new files into the site, carrying unchanged
 * files over from the previous build, and switching the served site in one rename.
 */
import { spawn } from 'node:child_process';
import { copyFile, link, lstat, mkdir, readdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * Removes a folder and everything in it (like rm's force: a missing one is no error). On Linux with
 * `rm -rf` in its own process: Node's recursive rm puts one call per file on this process's thread
 * pool, and at 100,000 products every static file the site server read in the meantime waited behind
 * them (pages took up to 13 s to answer while the previous build went). Elsewhere, or when rm fails,
 * with Node's.
 */
export async function removeTree(path: string): Promise<void> {
  if (!(await coreutils('rm', ['-rf', '--', path]))) await rm(path, { recursive: true, force: true });
}

/** Runs a GNU coreutils command on Linux; false elsewhere, or when it cannot start or fails. */
function coreutils(command: string, args: string[]): Promise<boolean> {
  if (process.platform !== 'linux') return Promise.resolve(false);
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}

/** Runs `work` over the items, `size` at a time: one at a time costs a thread-pool round trip each. */
export async function inBatches<T>(
  items: T[],
  work: (item: T) => Promise<unknown>,
  size = 128,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** Moves every file of `from` into `to` (a whole folder at once where `to` has none of it). */
export async function mergeInto(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true });
  await inBatches(entries, async (entry) => {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory() && (await lstat(target).catch(() => null))?.isDirectory())
      return mergeInto(source, target);
    // A file both shards wrote (a page outside every plan, a bundle) has the same content in each.
    await rename(source, target);
  });
}

/** `cp -al` (GNU coreutils): links whole trees from one process, about 4 times quicker than Node's calls. */
function linkTrees(from: string, names: string[], to: string): Promise<boolean> {
  if (names.length === 0) return Promise.resolve(false);
  return coreutils('cp', ['-al', '-t', to, '--', ...names.map((n) => join(from, n))]);
}

/**
 * Hard-links (or copies, across devices) the entries `names` of `from`, whole trees, into `to` (which
 * must exist): with `cp -al` where it works, else file by file.
 */
export async function linkInto(from: string, names: string[], to: string): Promise<void> {
  if (!(await linkTrees(from, names, to))) await linkEach(from, to, names);
}

/**
 * Hard-links every file of `from` into `to`, which must be new, except the top-level entries named in
 * `skip`; returns how many files `to` then holds. A file later renamed over one of these links
 * replaces the link only: `from`, the served site, never changes.
 */
export async function carryOver(from: string, to: string, skip: ReadonlySet<string>): Promise<number> {
  const top = (await readdir(from)).filter((name) => !skip.has(name));
  await mkdir(to, { recursive: true });
  await linkInto(from, top, to);
  return (await readdir(to, { recursive: true, withFileTypes: true })).filter((e) => !e.isDirectory()).length;
}

/** Node's way of linkInto: mkdir and link (or copy) each file under `names`; what is there stays. */
async function linkEach(from: string, to: string, names: string[]): Promise<void> {
  const dirs = new Set<string>();
  const files: string[] = [];
  for (const name of names) {
    const entry = await lstat(join(from, name));
    if (!entry.isDirectory()) {
      files.push(name);
      continue;
    }
    dirs.add(name);
    for (const inner of await readdir(join(from, name), { recursive: true, withFileTypes: true })) {
      const rel = relative(from, join(inner.parentPath, inner.name));
      if (inner.isDirectory()) dirs.add(rel);
      else files.push(rel);
    }
  }
  await inBatches([...dirs].sort(), (rel) => mkdir(join(to, rel), { recursive: true }));
  await inBatches(files, async (rel) => {
    try {
      await link(join(from, rel), join(to, rel));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return; // linked by a cp that stopped part way
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      await copyFile(join(from, rel), join(to, rel));
    }
  });
}

/** Points distDir at siteDir in one rename, so a request sees the old site or the new one. */
export async function switchTo(distDir: string, siteDir: string): Promise<void> {
  const existing = await lstat(distDir).catch(() => null);
  if (existing && !existing.isSymbolicLink()) await rm(distDir, { recursive: true, force: true });
  const tmpLink = `${distDir}.next`;
  await rm(tmpLink, { force: true });
  await symlink(siteDir, tmpLink, 'dir');
  await rename(tmpLink, distDir);
}

/** A JSON file's value, or `fallback` when it is missing or unreadable. */
export async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}
