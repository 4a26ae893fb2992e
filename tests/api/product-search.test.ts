/**
 * GET /api/search-product on the seeded catalogue: part numbers however they are typed, words over
 * titles, brands and categories, only active products, and any input answered without a 500.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/api/app.ts';
import { brands, products } from '../../src/api/db/schema/index.ts';
import { createReadCache } from '../../src/api/services/read-cache.ts';
import { clearingFirst } from '../../src/api/services/rebuild-notifier.ts';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import { setupTestApp, testDeps } from '../helpers/test-app.ts';

const t = setupTestApp();

async function search(text: string, app = t.app) {
  const res = await app.request(`/api/search-product?search=${encodeURIComponent(text)}`);
  return { status: res.status, body: (await res.json()) as { data: ApiProduct[]; message?: string } };
}

const skusOf = async (text: string) => (await search(text)).body.data.map((p) => p.sku);
const squeeze = (sku: string) => sku.replace(/[^0-9a-z]/gi, '').toLowerCase();

// A seeded product whose part number others mention or extend: the one a shopper looks up.
let wanted: typeof products.$inferSelect;

beforeAll(async () => {
  const db = t.database.db;
  const [row] = await db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(products.id)
    .limit(1);
  wanted = row!;
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = wanted;
  // Products whose titles and descriptions name the wanted part number, and one whose SKU extends it.
  await db.insert(products).values([
    {
      ...copy,
      sku: `${wanted.sku}-KIT`,
      permalink: 'search-kit',
      title: `Fitting kit for ${wanted.sku} and ${wanted.sku.toLowerCase()}`,
    },
    {
      ...copy,
      sku: 'ZZ-SEARCH-1',
      permalink: 'search-mention',
      // Sorts before any brand name, so a search ordered by title alone would put it first.
      title: `1 Piece Adaptor, replaces ${wanted.sku} ${squeeze(wanted.sku)}`,
      shortDescription: `Supersedes ${wanted.sku}`,
    },
    {
      ...copy,
      sku: 'ZZ-HIDDEN-77',
      permalink: 'search-hidden',
      title: 'Hidden Quokka Bracket',
      active: false,
    },
  ]);
});

describe('an exact part number', () => {
  it('comes first even when other products name it in their titles or extend it', async () => {
    const { status, body } = await search(wanted.sku);
    expect(status).toBe(200);
    expect(body.data[0]?.sku).toBe(wanted.sku);
    expect(body.data.map((p) => p.sku)).toEqual(expect.arrayContaining([`${wanted.sku}-KIT`, 'ZZ-SEARCH-1']));
  });

  it.each([
    ['in lower case', (sku: string) => sku.toLowerCase()],
    ['without its dashes', (sku: string) => sku.replace(/-/g, '')],
    ['with spaces, dots and slashes for dashes', (sku: string) => sku.replace(/-/g, ' . / ')],
    ['squeezed and in lower case', squeeze],
  ])('comes first typed %s', async (_how, spell) => {
    expect((await skusOf(spell(wanted.sku)))[0]).toBe(wanted.sku);
  });

  it('answers in the product shape the storefront reads', async () => {
    const [first] = (await search(wanted.sku)).body.data;
    expect(first).toMatchObject({
      id: wanted.id,
      title: wanted.title,
      permalink: wanted.permalink,
      featured_image: wanted.featuredImage,
      product_meta: expect.arrayContaining([{ option: '_price', value: expect.any(String) }]),
    });
    expect(first).toHaveProperty('discount_data');
  });
});

describe('part of a part number', () => {
  it('finds the SKUs that start with it, the shortest first', async () => {
    const prefix = wanted.sku.slice(0, -2);
    const found = await skusOf(prefix);
    expect(found.length).toBeGreaterThan(0);
    expect(squeeze(found[0]!).startsWith(squeeze(prefix))).toBe(true);
    expect(found).toContain(wanted.sku);
    expect(found.indexOf(wanted.sku)).toBeLessThan(found.indexOf(`${wanted.sku}-KIT`));
  });

  it('finds the part number without the brand code in front', async () => {
    const tail = wanted.sku.split('-').slice(1).join('-');
    expect(tail).toMatch(/\d/);
    expect((await skusOf(tail))[0]).toBe(wanted.sku);
  });

  it('finds a part number with one character mistyped', async () => {
    const typo = `${wanted.sku.slice(0, -1)}${wanted.sku.endsWith('9') ? '8' : '9'}`;
    expect(await skusOf(typo)).toContain(wanted.sku);
  });
});

describe('words', () => {
  it.each([
    ['brake pads', ['brake', 'pad']],
    ['Oil Filter', ['oil', 'filter']],
    ['ceramic brake pa', ['ceramic', 'brake', 'pa']],
  ])('"%s" finds products whose title says so, title matches first', async (text, words) => {
    const { status, body } = await search(text);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    const first = body.data[0]!.title.toLowerCase();
    for (const word of words) expect(first).toContain(word);
    for (const product of body.data) {
      const text = [
        product.title,
        product.brand?.title,
        product.category?.title,
        product.child_category?.child_title,
      ]
        .join(' ')
        .toLowerCase();
      for (const word of words) expect(text).toContain(word);
    }
  });

  it('finds products by their brand name, and by a brand renamed since', async () => {
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.id, wanted.brandId));
    expect((await search(brand!.title)).body.data.length).toBeGreaterThan(0);
    await t.database.db.update(brands).set({ title: 'Wombatworks' }).where(eq(brands.id, wanted.brandId));
    const renamed = (await search('wombatworks')).body.data;
    expect(renamed.length).toBeGreaterThan(0);
    expect(renamed.every((p) => p.brand?.id === wanted.brandId)).toBe(true);
    await t.database.db.update(brands).set({ title: brand!.title }).where(eq(brands.id, wanted.brandId));
    expect((await search('wombatworks')).body.data).toEqual([]);
  });

  it('gives at most 15 products', async () => {
    expect(await search('brake')).toMatchObject({ status: 200, body: { data: { length: 15 } } });
  });

  it('gives an empty list when nothing matches', async () => {
    expect(await search('zzqxzzqx')).toEqual({ status: 200, body: { data: [], corrected_query: null } });
  });
});

describe('inactive products', () => {
  it('are never found, and are found again once active', async () => {
    expect(await skusOf('ZZ-HIDDEN-77')).not.toContain('ZZ-HIDDEN-77');
    expect(await skusOf('quokka bracket')).toEqual([]);
    await t.database.db.update(products).set({ active: true }).where(eq(products.sku, 'ZZ-HIDDEN-77'));
    expect((await skusOf('ZZ-HIDDEN-77'))[0]).toBe('ZZ-HIDDEN-77');
    await t.database.db.update(products).set({ active: false }).where(eq(products.sku, 'ZZ-HIDDEN-77'));
    expect(await skusOf('quokka bracket')).toEqual([]);
  });
});

describe('the search text', () => {
  it.each(['ab', '  ab  ', ''])('of fewer than 3 characters (%j) is refused', async (text) => {
    const { status, body } = await search(text);
    expect(status).toBe(400);
    expect(body.message).toBe('Number of characters at least are 3');
  });

  it('is required', async () => {
    const res = await t.app.request('/api/search-product');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('search is required');
  });

  it.each([
    '%%%',
    '___',
    '%_\\',
    "' or 1=1 --",
    "brake' pads",
    '"quoted" text',
    '\\\\\\',
    'brake & !pad | (oil)',
    'brk:* <-> pad:A',
    'a'.repeat(100),
    `${'bra '.repeat(24)}pad`,
    '1234567890'.repeat(10),
    'Ærø brâke pädš',
  ])('%j is answered with a list, never an error', async (text) => {
    const { status, body } = await search(text);
    expect(status).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeLessThanOrEqual(15);
  });

  it('of more than 100 characters is refused with 400', async () => {
    expect((await search('a'.repeat(101))).status).toBe(400);
  });
});

describe("with the shop's product cache", () => {
  // The shop's wiring (deps.ts): a catalogue change through the API clears the cache first.
  const cache = createReadCache();
  let cached: ReturnType<typeof createApp>;
  beforeAll(() => {
    cached = createApp(
      testDeps(t.database, { productCache: cache, catalogueChanged: clearingFirst(cache, () => {}) }).deps,
    );
  });

  it('answers a repeated search alike however it is cased or spaced', async () => {
    const first = await search('brake  pads', cached);
    expect(cache.size).toBe(1);
    expect(await search('Brake Pads', cached)).toEqual(first);
    expect(cache.size).toBe(1);
  });

  it('finds a product by its new title as soon as an editor saves it', async () => {
    expect((await search('platypus', cached)).body.data).toEqual([]);
    const res = await cached.request(`/api/admin/products/${wanted.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer admin-test-token' },
      body: JSON.stringify({ version: wanted.version, title: `Platypus ${wanted.title}` }),
    });
    expect(res.status).toBe(200);
    expect((await search('platypus', cached)).body.data.map((p) => p.sku)).toEqual([wanted.sku]);
  });
});
