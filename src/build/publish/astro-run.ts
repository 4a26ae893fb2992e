/**
 * One `astro build` of the site: every non-catalogue page and the catalogue's shell pages
 * (src/lib/slots.ts), into `outDir`. It runs in a folder of its own under the build cache: Astro keeps
 * its cache there and, for an output folder outside the working directory, its server bundle in
 * {cwd}/.astro, which two shops on one machine must not share.
 */
import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { faultLine } from '../../lib/build/render-fault.ts';
import { type RunResult, runNode } from './node-process.ts';

export interface AstroRun {
  root: string;
  cacheDir: string;
  outDir: string;
  env: Record<string, string>;
  log: (line: string) => void;
  signal: AbortSignal;
  /** An IPC channel to the process: its pages wait for the build's message that the products are synced. */
  onChannel?: (send: (message: unknown) => void) => void;
}

/** Resolves as `astro build` exits 0, with its peak memory; rejects naming the page at fault. */
export async function runAstro({
  root,
  cacheDir,
  outDir,
  env,
  log,
  signal,
  onChannel,
}: AstroRun): Promise<RunResult> {
  const work = join(cacheDir, 'astro');
  await mkdir(work, { recursive: true });
  // The server bundle imports the site's packages by name: they resolve through this link.
  await symlink(join(root, 'node_modules'), join(work, 'node_modules'), 'dir').catch((error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return runNode(
    'astro build',
    work,
    [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--root', root],
    { ...env, ASTRO_CACHE_DIR: work, ASTRO_OUT_DIR: outDir },
    log,
    signal,
    // A page that cannot be rendered names its record (src/lib/build/render-fault.ts).
    { cause: faultLine, channel: onChannel },
  );
}
