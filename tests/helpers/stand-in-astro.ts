/**
 * Build runner tests without a real build: a project root whose `astro` is a stand-in script that
 * records what it sees and exits with 3, so buildSite fails right after starting its processes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { buildSite as BuildSite } from '../../src/build/publish/runner.ts';
import type { CatalogueSnapshot } from '../../src/build/publish/snapshot.ts';

/** Puts the stand-in `astro` (an ES module's source; it should end with `process.exit(3)`) and a product sync into `root`. */
export function standInAstro(root: string, script: string, sync = "console.log('Products: 0');\n"): void {
  mkdirSync(join(root, 'node_modules/astro/bin'), { recursive: true });
  mkdirSync(join(root, 'src/publish'), { recursive: true });
  writeFileSync(join(root, 'src/publish/sync-products.ts'), sync);
  writeFileSync(join(root, 'node_modules/astro/bin/astro.mjs'), script);
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
