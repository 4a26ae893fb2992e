/** A build reuses the served site's compressed scripts: the build tells astro where they are. */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failingBuild, recordEnv, standInAstro } from '../../../tests/helpers/stand-in-astro.ts';
import { buildSite } from './site-build.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** The environment a stand-in `astro build` started with (it records it and fails, so nothing else runs). */
async function renderEnv(served: boolean): Promise<{ env: NodeJS.ProcessEnv; site: string }> {
  const root = mkdtempSync(join(tmpdir(), 'runner-precompress-'));
  roots.push(root);
  const record = join(root, 'astro-env.json');
  standInAstro(root, recordEnv(record));
  const distDir = join(root, 'data', 'dist');
  const site = join(root, 'data', '.builds', 'one', 'site');
  if (served) {
    mkdirSync(join(site, '_astro'), { recursive: true });
    symlinkSync(site, distDir);
  }
  await failingBuild(buildSite, root, distDir);
  return { env: JSON.parse(readFileSync(record, 'utf8')) as NodeJS.ProcessEnv, site };
}

describe('the served site’s compressed scripts', () => {
  it('are named to astro when a site is served, full build or not', async () => {
    const { env, site } = await renderEnv(true);
    expect(env.PRECOMPRESSED_FROM).toBe(join(realpathSync(site), '_astro'));
  });

  it('are not named on the first build, when nothing is served', async () => {
    expect((await renderEnv(false)).env.PRECOMPRESSED_FROM).toBeUndefined();
  });
});
