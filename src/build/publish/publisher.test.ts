/**
 * A publish plans against the served build from the database: after an edit the product data's
 * version is read once the edit's pages are live, and it still tells the next plan that nothing
 * changed, or that product data changed without a newer updated_at. With stand-ins for astro, the
 * product sync and the generator's worker (tests/helpers/stand-in-astro.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shellPagesSource, standInAstro } from '../../../tests/helpers/stand-in-astro.ts';
import { testDatabase } from '../../../tests/helpers/test-db.ts';
import type { Database } from '../../api/db/client.ts';
import { products } from '../../api/db/schema/index.ts';
import { createPublisher, type Publisher } from './publisher.ts';
import { currentBuild } from './site-build.ts';
import { productDataVersion } from './snapshot.ts';

const ASTRO = `
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const out = process.env.ASTRO_OUT_DIR;
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'index.html'), '<h1>Shop</h1>');
${shellPagesSource()}
`;

let database: Database;
let publish: Publisher;
let distDir: string;

beforeAll(async () => {
  database = await testDatabase();
  const root = mkdtempSync(join(tmpdir(), 'publisher-'));
  standInAstro(root, ASTRO);
  distDir = join(root, 'data', 'dist');
  publish = createPublisher({
    root,
    db: database.db,
    distDir,
    apiUrl: 'http://127.0.0.1:9/api',
    siteUrl: 'http://shop.test',
    headers: {},
  });
}, 60_000);

afterAll(async () => {
  publish?.close();
  await database?.close();
});

let lines: string[] = [];
const built = async () => {
  lines = [];
  const result = await publish((line) => lines.push(line));
  await result.settled;
  return result;
};

it('reads the product data’s version after an edit goes live, and the next plans trust it', async () => {
  expect((await built()).kind).toBe('full');
  expect(await built()).toMatchObject({ kind: 'none', reason: 'nothing changed' });

  const [product] = await database.db.select({ id: products.id }).from(products).limit(1);
  await database.db
    .update(products)
    .set({ title: sql`${products.title} || ' (new)'`, updatedAt: new Date() })
    .where(eq(products.id, product!.id));
  expect(await built()).toMatchObject({ kind: 'incremental', reason: '1 product changed' });
  // Made by the resident generator the full build started.
  expect(lines).toContain('Product sync: in the resident generator, with the pages');
  expect((await currentBuild(distDir))!.manifest.catalogue.productData).toBe(
    await productDataVersion(database.db),
  );
  expect(await built()).toMatchObject({ kind: 'none', reason: 'nothing changed' });

  // A shop started again on the build it had made: a plan of nothing starts the resident generator.
  publish.close();
  expect(await built()).toMatchObject({ kind: 'none' });
  expect(lines).toContain('Resident generator: holds 0 products (0.0 s)');
  expect(await built()).toMatchObject({ kind: 'none' });
  expect(lines).not.toContain('Resident generator: holds 0 products (0.0 s)');

  // Written without a newer updated_at (by hand, in SQL): only the version shows it.
  await database.db.execute(sql`update products set title = title || '!' where id = ${product!.id}`);
  expect(await built()).toMatchObject({
    kind: 'full',
    reason: 'product data changed without a newer updated_at',
  });
}, 120_000);
