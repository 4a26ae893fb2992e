/**
 * The site server as a browser sees it: redirects stay on the shop's origin, images and hook answers
 * carry security headers, each image has one URL and one cached copy per width, and the build's
 * scripts and search index go out in its brotli copies to browsers that take them.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDeps } from '../../tests/helpers/test-app.ts';
import { testDatabase } from '../../tests/helpers/test-db.ts';
import type { Database } from '../api/db/client.ts';
import type { RebuildController } from '../build/publish/controller.ts';
import { rebuildRoutes } from '../build/publish/rebuild-routes.ts';
import { fileReplayGuard } from '../build/publish/replay-guard.ts';
import { packIndex } from '../build/publish/search-index-brotli.ts';
import { precompressFolder } from '../integrations/precompress.ts';
import { createSiteServer } from './site-server.ts';

const ORIGIN = 'http://shop.test';
/** An index file as Pagefind writes it before gzip: its signature, then words. */
const indexBytes = () => Buffer.from(`pagefind_dcd${'brake pads '.repeat(300)}`);
let database: Database;
let app: ReturnType<typeof createSiteServer>;
let cacheDir: string;
let site: string;

beforeAll(async () => {
  database = await testDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'site-server-'));
  site = join(dir, '.builds', '1', 'site');
  mkdirSync(join(site, 'shop'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(site, 'shop', 'index.html'), '<!doctype html><title>Shop</title>');
  writeFileSync(join(site, '404.html'), '<!doctype html><title>Not found</title>');
  mkdirSync(join(site, '400'));
  writeFileSync(
    join(site, '400', 'index.html'),
    '<!doctype html><title>Bad request</title><h1>Bad request</h1>',
  );
  // A page folder named like a host: its trailing-slash redirect must not read as that host.
  mkdirSync(join(site, 'evil.example'));
  writeFileSync(join(site, 'evil.example', 'index.html'), '<!doctype html><title>Odd name</title>');
  // A rule whose target copies a request segment, as listing and product rules do.
  writeFileSync(join(site, '_redirects'), '/go/:to /:to/ 301\n');
  // The build's scripts: one big enough to compress, one of a few bytes, and their brotli copies.
  mkdirSync(join(site, '_astro'));
  writeFileSync(
    join(site, '_astro', 'boot.Ab12.js'),
    `export const prices = ${JSON.stringify(Array(400).fill('$129.95'))};\n`,
  );
  writeFileSync(join(site, '_astro', 'tiny.Cd34.js'), 'a');
  await precompressFolder(join(site, '_astro'));
  // Pagefind's script, which the build compresses too, and its index files, which come compressed.
  mkdirSync(join(site, 'pagefind'));
  writeFileSync(join(site, 'pagefind', 'pagefind.js'), readFileSync(join(site, '_astro', 'boot.Ab12.js')));
  await precompressFolder(join(site, 'pagefind'));
  mkdirSync(join(site, 'pagefind', 'index'));
  mkdirSync(join(site, 'pagefind', 'fragment'));
  writeFileSync(join(site, 'pagefind', 'index', 'en_1a2b3c4.pf_index'), gzipSync(indexBytes()));
  writeFileSync(join(site, 'pagefind', 'fragment', 'en_5d6e7f8.pf_fragment'), gzipSync(indexBytes()));
  await packIndex(join(site, 'pagefind'));
  symlinkSync(site, join(dir, 'dist'));
  const storage = join(dir, 'storage');
  mkdirSync(join(storage, 'products'), { recursive: true });
  const photo = { width: 900, height: 600, channels: 3 as const, background: '#a33' };
  await sharp({ create: photo })
    .webp()
    .toFile(join(storage, 'products', 'x.webp'));
  cacheDir = join(dir, 'cache', 'images');
  const controller = {
    trigger: () => {},
    status: () => ({ state: 'idle', queued: false, current: null, last: null }),
    logFile: join(dir, 'no-log'),
  } as unknown as RebuildController;
  app = createSiteServer({
    deps: testDeps(database).deps,
    distDir: () => join(dir, 'dist'),
    storageDir: storage,
    hooks: rebuildRoutes({
      controller,
      secret: 'site-server-test',
      adminToken: null,
      replays: await fileReplayGuard(join(dir, 'webhook-last-accepted')),
    }),
  });
});
afterAll(() => database.close());

/** A request with the path exactly as given (a path string alone would be read as `//host`). */
const get = (rawPath: string) => app.request(`${ORIGIN}${rawPath}`);

describe('redirects stay on the shop’s origin', () => {
  it.each([
    '/%5cevil.example/..%2fshop',
    '//evil.example/..%2fshop',
    '/\\evil.example/..%2fshop',
    '/%2f%2fevil.example/..%2fshop',
    '/./\\evil.example/..%2fshop',
    '/%5c%5cevil.example/..%2fshop',
    '/%5Cevil.example/..%2Fshop',
  ])('%s moves to /shop/, not to another host', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    const location = res.headers.get('Location')!;
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    expect(location).toBe('/shop/');
  });

  it.each(['/\\evil.example', '//evil.example', '/./\\evil.example', '/%2f%2fevil.example'])(
    '%s moves to /evil.example/, a path on this origin',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(301);
      expect(res.headers.get('Location')).toBe('/evil.example/');
    },
  );

  it.each(['/%5cevil.example', '/%2f%2fevil.example/', '/\\evil', '/%5c%5cevil', '/%09/evil.example'])(
    '%s answers without sending the browser to another host',
    async (path) => {
      const location = (await get(path)).headers.get('Location');
      if (location) expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    },
  );

  it('keeps the query through the trailing-slash redirect', async () => {
    const res = await get('//evil.example/..%2fshop?page=2');
    expect(res.headers.get('Location')).toBe('/shop/?page=2');
  });

  it.each([
    '/go/%5cevil.example',
    '/go/%5c%5cevil.example',
    '/go/%2f%2fevil.example',
    '/go/%09%2fevil.example',
  ])('a `_redirects` rule fed %s still answers with a path on this origin', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    const location = res.headers.get('Location')!;
    expect(location).toMatch(/^\/[^/\\]/);
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  });
});

describe('an address that cannot be read', () => {
  it.each(['/product/%E0%A4%A/', '/shop/%ZZ', '/%E0%A4%A'])(
    '%s gets the shop’s bad-request page with status 400',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.text()).toContain('<h1>Bad request</h1>');
    },
  );
});

describe('security headers beyond pages', () => {
  const expectStrict = (res: Response) => {
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
    expect(res.headers.get('Referrer-Policy')).toBeTruthy();
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  };

  it('on catalogue images, resized variants and missing images', async () => {
    for (const path of ['/storage/products/x.webp', '/storage/products/x.webp?w=160', '/storage/nope.webp']) {
      const res = await get(path);
      expect(res.status).toBe(path.includes('nope') ? 404 : 200);
      expectStrict(res);
    }
  });

  it('on the publishing hooks’ JSON, refusals included', async () => {
    const status = await get('/hooks/rebuild/status');
    expect(status.status).toBe(200);
    expectStrict(status);
    const refused = await app.request(`${ORIGIN}/hooks/rebuild`, { method: 'POST', body: '{}' });
    expect(refused.status).toBe(401);
    expectStrict(refused);
  });
});

describe('one URL and one cached copy per image and width', () => {
  it.each([
    '/storage/products%2fx.webp?w=320',
    '/storage/products%2Fx.webp?w=320',
    '/storage//products//x.webp?w=320',
    '/storage/products/.%2fx.webp?w=320',
    '/storage/a/..%2fproducts/x.webp?w=320',
  ])('%s moves to /storage/products/x.webp?w=320', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/storage/products/x.webp?w=320');
  });

  it('requesting every spelling, following redirects, leaves one resized file', async () => {
    const spellings = [
      '/storage/products/x.webp?w=320',
      '/storage/products%2fx.webp?w=320',
      '/storage//products//x.webp?w=320',
      '/storage/a/..%2fproducts/x.webp?w=320',
    ];
    for (const spelling of spellings) {
      let res = await get(spelling);
      for (let hops = 0; res.status === 301 && hops < 3; hops++) {
        res = await get(res.headers.get('Location')!);
      }
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(320);
    }
    const files = readdirSync(join(cacheDir, 'w320'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(cacheDir.length));
    expect(files).toEqual(['/w320/products/x.webp.webp']);
  });
});

describe("the build's scripts, compressed", () => {
  const script = () => readFileSync(join(site, '_astro', 'boot.Ab12.js'));
  const fetchScript = (path: string, encoding: string) =>
    app.request(`${ORIGIN}${path}`, { headers: { 'Accept-Encoding': encoding } });

  it('go as the brotli copy to a browser that takes brotli, smaller than gzip, the same script unpacked', async () => {
    const res = await fetchScript('/_astro/boot.Ab12.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body)).toEqual(script());
    const gzip = await fetchScript('/_astro/boot.Ab12.js', 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzip.headers.get('Vary')).toBe('Accept-Encoding');
    const gzipped = Buffer.from(await gzip.arrayBuffer());
    expect(gunzipSync(gzipped)).toEqual(script());
    expect(body.length).toBeLessThan(gzipped.length);
  });

  it("include Pagefind's script, the search box's first download", async () => {
    const res = await fetchScript('/pagefind/pagefind.js', 'gzip, deflate, br');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer()))).toEqual(script());
  });

  it("include the search index's chunks: unpacked by brotli to what Pagefind reads, as written (gzip) otherwise", async () => {
    const path = '/pagefind/index/en_1a2b3c4.pf_index';
    const res = await fetchScript(path, 'gzip, deflate, br');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body)).toEqual(indexBytes());
    const plain = await fetchScript(path, 'gzip');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const written = Buffer.from(await plain.arrayBuffer());
    expect(gunzipSync(written)).toEqual(indexBytes());
    expect(body.length).toBeLessThan(written.length);
    // Fragments have no copy: they go as written.
    const fragment = await fetchScript('/pagefind/fragment/en_5d6e7f8.pf_fragment', 'br');
    expect(fragment.headers.get('Content-Encoding')).toBeNull();
    expect(gunzipSync(Buffer.from(await fragment.arrayBuffer()))).toEqual(indexBytes());
  });

  it('go as they are to a browser that refuses brotli, and where the build wrote no smaller copy', async () => {
    for (const encoding of ['br;q=0, gzip;q=0', 'identity']) {
      const res = await fetchScript('/_astro/boot.Ab12.js', encoding);
      expect(res.headers.get('Content-Encoding')).toBeNull();
      expect(Buffer.from(await res.arrayBuffer())).toEqual(script());
    }
    const tiny = await fetchScript('/_astro/tiny.Cd34.js', 'br');
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
    expect(await tiny.text()).toBe('a');
  });
});
