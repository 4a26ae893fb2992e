/**
 * Site build tests without a real build: a project root whose `astro`, product sync and page
 * generator worker are stand-in scripts, so src/build/publish/site-build.ts runs its real processes,
 * messages and folders over them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { buildSite as BuildSite } from '../../src/build/publish/site-build.ts';
import type { CatalogueSnapshot } from '../../src/build/publish/snapshot.ts';
import { ALL_SHELL_KINDS, HEAD_SLOT, mainSlots, shellPath, slotMarker } from '../../src/lib/slots.ts';

/**
 * A stand-in generator worker: takes its job, writes the search records it is given and one page,
 * answers. Told to hold the catalogue (the resident generator), it says it holds none and stays for jobs.
 */
export const GENERATOR_WORKER = `
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
let held = false;
process.on('message', async (message) => {
  if (message.type === 'hold') {
    held = true;
    process.send({ type: 'held', products: 0, ms: 0 });
    return;
  }
  const { job } = message;
  if (job.searchRecordsFile) {
    writeFileSync(job.searchRecordsFile, '[]');
    process.send({ type: 'search-records', count: 0 });
  }
  mkdirSync(join(job.outDir, 'product/pads'), { recursive: true });
  writeFileSync(join(job.outDir, 'product/pads/index.html'), 'pads');
  process.send({ type: 'done', written: 1, pageDeps: { '/product/pads/': [1] } }, () => held || process.disconnect());
});
process.on('disconnect', () => process.exit(0));
`;

/**
 * Puts the stand-in `astro` (an ES module's source; one that should fail ends with `process.exit(3)`),
 * a product sync and a generator worker into `root`.
 */
export function standInAstro(
  root: string,
  script: string,
  sync = "console.log('Products: 0');\n",
  worker = GENERATOR_WORKER,
): void {
  for (const dir of ['node_modules/astro/bin', 'src/build/publish', 'src/build/generator', 'src/build/jsx'])
    mkdirSync(join(root, dir), { recursive: true });
  // The generator's processes start with the JSX hook; the stand-in worker needs none.
  writeFileSync(join(root, 'src/build/jsx/register.ts'), '');
  writeFileSync(join(root, 'src/build/publish/sync-products.ts'), sync);
  writeFileSync(join(root, 'src/build/generator/worker.ts'), worker);
  writeFileSync(join(root, 'node_modules/astro/bin/astro.mjs'), script);
}

/** Source for a stand-in `astro` to write every kind's shell page into ASTRO_OUT_DIR, as the real one does. */
export function shellPagesSource(): string {
  const pages = ALL_SHELL_KINDS.map((kind) => [
    shellPath(kind),
    `<html><head>${slotMarker(HEAD_SLOT)}</head><body>${mainSlots(2).join('<i></i>')}</body></html>`,
  ]);
  return `
for (const [path, html] of ${JSON.stringify(pages)}) {
  mkdirSync(join(process.env.ASTRO_OUT_DIR, path), { recursive: true });
  writeFileSync(join(process.env.ASTRO_OUT_DIR, path, 'index.html'), html);
}
`;
}

/** A stand-in that writes its environment to `record` as JSON. */
export const recordEnv = (record: string) =>
  `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(record)}, JSON.stringify(process.env));\nprocess.exit(3);\n`;

/** Runs a full build of `root` into `distDir` and expects the stand-in's exit. */
export async function failingBuild(
  buildSite: typeof BuildSite,
  root: string,
  distDir: string,
): Promise<void> {
  const build = buildSite({
    root,
    distDir,
    apiUrl: 'http://127.0.0.1:9/api',
    siteUrl: 'http://localhost:5055',
    manifest: { source: '', catalogue: {} as CatalogueSnapshot },
    plan: { kind: 'full', reason: 'test' },
    previous: null,
    headers: {},
  });
  await expect(build).rejects.toThrow(/astro build exited with 3/);
}
