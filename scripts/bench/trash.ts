/**
 * Folders the bench no longer needs (an earlier run's catalogues and sites, a second build's copy) are
 * set aside while it measures and removed when it has finished. Removing a site of 10,000 pages takes
 * this kind of machine's disk a while to settle: the builds that followed a removal spent two to
 * three times the system time on their own files (measured: 7.5 s, then 17-23 s for the same build),
 * which is the previous run's cleanup, not the build. The floor and the shop's builds are spared it alike.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { BENCH_DIR } from './shop.ts';

let moved = 0;

/** Moves `dir` (when there) out of the way, into the bench's trash on the same disk. */
export async function setAside(dir: string, trash = join(BENCH_DIR, '.trash')): Promise<void> {
  await mkdir(trash, { recursive: true });
  try {
    await rename(dir, join(trash, `${basename(dir)}-${process.pid}-${moved++}`));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    // Another disk: nothing to gain from moving, so it goes now.
    if (code === 'EXDEV') return rm(dir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }
}

/** Removes everything set aside: once nothing is being measured. */
export async function emptyTrash(trash = join(BENCH_DIR, '.trash')): Promise<void> {
  await rm(trash, { recursive: true, force: true, maxRetries: 3 });
}
