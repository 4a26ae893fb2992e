/**
 * The resident generator against the seeded catalogue served by the API: it holds the build's
 * product store, makes an edit's pages in the same process edit after edit, syncs a changed price
 * itself, and makes the bytes a build's fresh generator process makes.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { loadCatalogue } from '../../data/catalogue.ts';
import type { Product } from '../../lib/catalogue/product.ts';
import { productPath } from '../../lib/site/urls.ts';
import { HEAD_SLOT, slotMarker } from '../../lib/slots.ts';
import { productPage, productPageKind } from '../pages/product.tsx';
import { childProcesses } from '../publish/child-processes.ts';
import { type GeneratorJob, generate } from './pool.ts';
import { type ResidentGenerator, startResident } from './resident.ts';
import { cutShell } from './shells.ts';

const root = resolve(import.meta.dirname, '../../..');
const t = setupTestApp();
let server: ReturnType<typeof serve>;
let dir: string;
let env: Record<string, string>;
let product: Product;
let resident: ResidentGenerator;
const lines: string[] = [];

beforeAll(async () => {
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ready) => server.once('listening', ready));
  const { port } = server.address() as AddressInfo;
  dir = mkdtempSync(join(tmpdir(), 'resident-'));
  env = {
    CATALOGUE_API_URL: `http://127.0.0.1:${port}/api`,
    SITE_URL: 'http://shop.test',
    BUILD_SOURCE: 'resident-test',
    PRODUCT_STORE: join(dir, 'products.ndjson'),
    PRODUCTS_SYNCED: '1',
  };
  // This process syncs the store as a build's sync does, and makes the product kinds' shells with
  // as many main slots as a product page has.
  Object.assign(process.env, { ...env, PRODUCTS_SYNCED: '' });
  const { products } = await loadCatalogue();
  product = products.find((p) => productPageKind(p) === 'buy')!;
  const { main } = await productPage(product);
  const slots = [HEAD_SLOT, ...main.map((_, i) => `main-${i}`)];
  const shell = cutShell(`<html><head>${slots.map(slotMarker).join('</head><main>')}</main></html>`);
  writeFileSync(
    join(dir, 'shells.json'),
    JSON.stringify({ 'product:buy': shell, 'product:sold-out': shell }),
  );
  writeFileSync(join(dir, 'page-shells.json'), '{}');
  resident = startResident({ root, env, log: (line) => lines.push(line) });
}, 120_000);

afterAll(() => {
  resident?.close();
  server?.close();
});

const job = (outDir: string): GeneratorJob => ({
  shellsFile: join(dir, 'shells.json'),
  pageShellsFile: join(dir, 'page-shells.json'),
  outDir,
  index: 0,
  count: 1,
  paths: [productPath(product.permalink)],
  searchRecordsFile: null,
});

const edit = async (name: string, since: string | null = null) => {
  const outDir = join(dir, name);
  const made = await resident.run(
    { ...job(outDir), since },
    {
      log: (line) => lines.push(line),
      signal: new AbortController().signal,
    },
  );
  return { made, html: readFileSync(join(outDir, productPath(product.permalink), 'index.html'), 'utf8') };
};

/** The editor raises the product's price by `cents`. */
async function raisePrice(cents: number) {
  const headers = { Authorization: 'Bearer admin-test-token', 'Content-Type': 'application/json' };
  const { data } = (await (await t.app.request(`/api/admin/products/${product.id}`, { headers })).json()) as {
    data: { version: number; price_cents: number };
  };
  const res = await t.app.request(`/api/admin/products/${product.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ version: data.version, price_cents: data.price_cents + cents }),
  });
  expect(res.status).toBe(200);
}

/** The offer price in a product page's JSON-LD. */
const offer = (html: string) => /"price":"?(\d+(?:\.\d+)?)/.exec(html)?.[1];

it('holds the catalogue, then makes edit after edit in one process, syncing a changed price itself', async () => {
  expect(await resident.ready).toBe(true);
  expect(lines.join('\n')).toMatch(/Resident generator: holds \d+ products/);
  const pids = childProcesses().map((c) => c.pid);
  const first = await edit('first');
  expect(first.made.written).toBe(1);
  expect(first.made.pageDeps[productPath(product.permalink)]).toContain(product.id);
  const before = offer(first.html);

  await raisePrice(1000);
  const second = await edit('second');
  expect(offer(second.html)).not.toBe(before);
  expect(Number(offer(second.html))).toBeCloseTo(Number(before) + 11, 2);
  expect(lines.join('\n')).toContain('Incremental sync: 1 of');
  // No process was started for either edit.
  expect(childProcesses().map((c) => c.pid)).toEqual(pids);

  // Told when the edit's changed products were updated (as a plan is), it fetches only those.
  const since = new Date().toISOString();
  await raisePrice(500);
  const third = await edit('third', since);
  expect(Number(offer(third.html))).toBeCloseTo(Number(before) + 16.5, 2);
  expect(lines.join('\n')).toContain(`Products updated since ${since}: 1 fetched`);

  // A build's fresh generator process makes the same bytes from the same (now synced) store.
  const fresh = join(dir, 'fresh');
  const { syncProductStoreFile } = await import('../../data/product-store.ts');
  const { buildApi } = await import('../../data/build-api.ts');
  await syncProductStoreFile(buildApi(), env.PRODUCT_STORE!, env.BUILD_SOURCE!);
  await generate({
    ...job(fresh),
    root,
    env,
    paths: job(fresh).paths,
    log: () => {},
    signal: new AbortController().signal,
  });
  expect(readFileSync(join(fresh, productPath(product.permalink), 'index.html'), 'utf8')).toBe(third.html);
}, 120_000);

it('fails an edit with the page fault it printed, and is gone', async () => {
  const broken = join(dir, 'broken-shells.json');
  writeFileSync(
    broken,
    JSON.stringify({ 'product:buy': { slots: ['head'], pieces: ['<html>', '</html>'] } }),
  );
  await expect(
    resident.run(
      { ...job(join(dir, 'broken')), shellsFile: broken },
      { log: () => {}, signal: new AbortController().signal },
    ),
  ).rejects.toThrow(/^page generator exited with 1:/);
  expect(resident.alive()).toBe(false);
});
