/**
 * Runs `astro build` and the search indexing against the API into a fresh folder, then switches the served site to it
 * atomically (a symlink replaced by rename). A failed build leaves the current site in place.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { createApiClient } from '../../lib/api-client.ts';
import { buildSearchIndex } from './search-index.ts';

export interface BuildOptions {
  root: string;
  /** The served path: a symlink to the current build. */
  distDir: string;
  apiUrl: string;
  stamp: string;
  log?: (line: string) => void;
}

const STAMP_FILE = '.build-stamp';

/** The stamp of the build currently served, if any. */
export async function currentStamp(distDir: string): Promise<string | null> {
  try {
    return (await readFile(join(distDir, STAMP_FILE), 'utf8')).trim();
  } catch {
    return null;
  }
}

function runAstroBuild(
  root: string,
  outDir: string,
  apiUrl: string,
  log: (line: string) => void,
): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: root,
      env: {
        ...process.env,
        ASTRO_OUT_DIR: outDir,
        CATALOGUE_API_URL: apiUrl,
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        log(line);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`astro build exited with ${code}:\n${tail.join('\n')}`)),
    );
  });
}

/** Builds into .builds/<time>/, then points distDir at it; old builds are removed. */
export async function buildSite({
  root,
  distDir,
  apiUrl,
  stamp,
  log = () => {},
}: BuildOptions): Promise<string> {
  const buildsDir = join(dirname(resolve(distDir)), '.builds');
  await mkdir(buildsDir, { recursive: true });
  const outDir = join(buildsDir, String(Date.now()));
  try {
    await runAstroBuild(root, outDir, apiUrl, log);
    const t = performance.now();
    const count = await buildSearchIndex(
      createApiClient({ baseUrl: apiUrl }),
      outDir,
      process.env.PUBLIC_ASSET_BASE ?? '/storage/',
    );
    log(`Search index: ${count} products in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  await writeFile(join(outDir, STAMP_FILE), stamp);

  const existing = await lstat(distDir).catch(() => null);
  if (existing && !existing.isSymbolicLink()) await rm(distDir, { recursive: true, force: true });
  const tmpLink = `${distDir}.next`;
  await rm(tmpLink, { force: true });
  await symlink(outDir, tmpLink, 'dir');
  await rename(tmpLink, distDir);

  for (const name of await readdir(buildsDir)) {
    if (name !== basename(outDir)) await rm(join(buildsDir, name), { recursive: true, force: true });
  }
  return outDir;
}

/** True when distDir holds a finished build. */
export function hasBuild(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}
