/**
 * The shop's address in built pages (canonical links, sitemaps, robots.txt, JSON-LD) follows SITE_URL,
 * else PORT, exactly like the address the server prints.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failingBuild, recordEnv, standInAstro } from '../../../tests/helpers/stand-in-astro.ts';
import { readConfig, siteUrlFromEnv } from '../../config.ts';

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllEnvs());

/** The build-time modules, loaded afresh under the given environment. */
async function underEnv(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const site = await import('../../data/site.ts');
  const robots = await import('../../pages/robots.txt.ts');
  const astro = (await import('../../../astro.config.mjs')).default;
  const robotsTxt = await (await robots.GET({} as Parameters<typeof robots.GET>[0])).text();
  return { absolute: site.absolute, robotsTxt, astroSite: astro.site };
}

describe('the site URL', () => {
  it('follows PORT when SITE_URL is not set, in pages, robots.txt and Astro’s `site`', async () => {
    const built = await underEnv({ PORT: '5055', SITE_URL: undefined });
    expect(built.absolute('/product/brake-pads/')).toBe('http://localhost:5055/product/brake-pads/');
    expect(built.robotsTxt).toContain('Sitemap: http://localhost:5055/sitemap.xml');
    expect(built.astroSite).toBe('http://localhost:5055');
    expect(readConfig({ PORT: '5055' }).siteUrl).toBe('http://localhost:5055');
  });

  it('is SITE_URL when set, without a trailing slash, whatever PORT is', async () => {
    const built = await underEnv({ PORT: '5055', SITE_URL: 'https://shop.example.com.au/' });
    expect(built.absolute('/')).toBe('https://shop.example.com.au/');
    expect(built.robotsTxt).toContain('Sitemap: https://shop.example.com.au/sitemap.xml');
    expect(built.astroSite).toBe('https://shop.example.com.au');
    expect(siteUrlFromEnv({ SITE_URL: 'https://shop.example.com.au/' })).toBe('https://shop.example.com.au');
  });

  it('is handed to the build as SITE_URL, so the build cannot fall back to another address', async () => {
    vi.stubEnv('SITE_URL', undefined);
    vi.stubEnv('PORT', undefined);
    const { buildSite } = await import('./site-build.ts');
    // A stand-in for astro that records its environment and fails, so nothing else runs.
    const root = mkdtempSync(join(tmpdir(), 'site-url-'));
    const record = join(root, 'astro-env.json');
    standInAstro(root, recordEnv(record));
    await failingBuild(buildSite, root, join(root, 'dist'));
    expect(JSON.parse(readFileSync(record, 'utf8')).SITE_URL).toBe('http://localhost:5055');
  });

  it('is part of what makes a build stale: another address means another build', async () => {
    const { sourceHash } = await import('./source-hash.ts');
    const root = mkdtempSync(join(tmpdir(), 'site-url-stamp-'));
    writeFileSync(join(root, 'astro.config.mjs'), 'export default {};\n');
    expect(await sourceHash(root, 'http://localhost:4321')).not.toBe(
      await sourceHash(root, 'http://localhost:5055'),
    );
  });

  it('ignores the API, host and publisher code: changing it makes no new build, changing a page does', async () => {
    const { sourceHash } = await import('./source-hash.ts');
    const root = mkdtempSync(join(tmpdir(), 'site-source-stamp-'));
    for (const dir of ['src/api', 'src/pages']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'src/api/app.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'src/pages/index.astro'), '<h1>Shop</h1>\n');
    const before = await sourceHash(root, 'http://localhost:4321');
    writeFileSync(join(root, 'src/api/app.ts'), 'export const a = 2;\n');
    expect(await sourceHash(root, 'http://localhost:4321')).toBe(before);
    writeFileSync(join(root, 'src/pages/index.astro'), '<h1>Parts shop</h1>\n');
    expect(await sourceHash(root, 'http://localhost:4321')).not.toBe(before);
  });
});
