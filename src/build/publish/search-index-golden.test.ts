/**
 * The golden queries (lib/search/golden-queries.ts) against the static backend: a Pagefind index of
 * the seeded catalogue (the 300 seed products with their fitment, as the build's records), with the
 * correction dictionary the build writes beside it, searched in Node through the browser's own
 * pipeline (query-plan.ts correction and synonyms, then browser/search.ts rankedResults) over
 * Pagefind's own browser runtime, served over HTTP like the site does.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSeeds, categorySeeds } from '../../api/seed/data/taxonomy.ts';
import { vehicleSeeds } from '../../api/seed/data/vehicles.ts';
import { generateFitment } from '../../api/seed/fitment.ts';
import { childSkuOf, generateProducts } from '../../api/seed/products.ts';
import { hitOf, type Pagefind, rankedResults } from '../../browser/search.ts';
import type { Product } from '../../lib/catalogue/product.ts';
import { GOLDEN_QUERIES, meetsExpectation } from '../../lib/search/golden-queries.ts';
import { lexiconOf, planQuery } from '../../lib/search/query-plan.ts';
import {
  DICTIONARY_FILE,
  type DictionaryFile,
  decodeDictionary,
} from '../../lib/search/search-dictionary.ts';
import { productSearchRecord, type SearchFit } from '../../lib/search/search-records.ts';
import { SEED_SYNONYMS } from '../../lib/search/synonyms.ts';
import { buildSearchIndex } from './search-index.ts';

/** The seeded catalogue's search records, made as the build makes them (lib/search/search-records.ts). */
function seededRecords() {
  const seeds = generateProducts(300);
  const { universal, fitments } = generateFitment(seeds, vehicleSeeds);
  const brands = new Map(brandSeeds.map((b, i) => [b.permalink, { id: i + 1, title: b.title }]));
  const children = new Map(
    categorySeeds.flatMap((c, i) =>
      c.children.map((child, j) => [childSkuOf(c, j), { c, i, child }] as const),
    ),
  );
  const fitsOf = new Map<number, SearchFit[]>();
  for (const f of fitments) {
    const v = vehicleSeeds[f.vehicle]!;
    const list = fitsOf.get(f.product) ?? [];
    list.push({ vehicle: { id: f.vehicle + 1, make: v.make, model: v.model, series: v.series } });
    fitsOf.set(f.product, list);
  }
  return seeds.map((s, index) => {
    const { c, i, child } = children.get(s.childSku)!;
    const product = {
      id: index + 1,
      title: s.title,
      sku: s.sku,
      permalink: s.permalink,
      featuredImage: s.featuredImage,
      finalPriceCents: s.priceCents,
      universal: universal[index]!,
      brand: brands.get(s.brandPermalink)!,
      category: { id: i + 1, title: c.title },
      childCategory: { id: 100 + i, title: child.title },
    } as unknown as Product;
    return productSearchRecord(product, '/storage/', 1000, fitsOf.get(index) ?? []);
  });
}

let dir = '';
let server: Server;
let pagefind: Pagefind;
let words: DictionaryFile;

beforeAll(async () => {
  // No catalogue API here: the build falls back to the seed list, which is what this set expects.
  process.env.CATALOGUE_API_URL = 'http://127.0.0.1:9/api';
  dir = await mkdtemp(join(tmpdir(), 'search-golden-'));
  await buildSearchIndex(seededRecords(), dir);
  const bundle = join(dir, 'pagefind');
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    readFile(join(dir, path)).then(
      (bytes) => res.end(bytes),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  pagefind = (await import(pathToFileURL(join(bundle, 'pagefind.js')).href)) as Pagefind;
  await pagefind.options({
    basePath: `http://127.0.0.1:${port}/pagefind/`,
    excerptLength: 0,
    noWorker: true,
  });
  await pagefind.init();
  words = JSON.parse(await readFile(join(bundle, DICTIONARY_FILE), 'utf8')) as DictionaryFile;
}, 120_000);

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The first result for a query, through the browser's pipeline. */
async function firstFor(query: string, exact = false) {
  const plan = planQuery(query, lexiconOf(decodeDictionary(words)), words.synonyms, exact);
  const results = await rankedResults(pagefind, query, plan.texts);
  const first = results[0] ? hitOf(await results[0].result.data()) : undefined;
  return { plan, first };
}

describe('the golden queries on the static search', () => {
  it('writes the dictionary beside the index, with the seed synonyms and a brotli copy', () => {
    expect(words.synonyms).toEqual(SEED_SYNONYMS);
    const file = join(dir, 'pagefind', DICTIONARY_FILE);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(readFileSync(file, 'utf8'));
    const dictionary = decodeDictionary(words);
    for (const word of ['brake', 'bosch', 'hilux', 'filter', 'bosbrk'])
      expect(dictionary.has(word)).toBe(true);
  });

  it.each(GOLDEN_QUERIES)('"$query" ($note)', async ({ query, expect: wanted }) => {
    const { plan, first } = await firstFor(query);
    expect(
      meetsExpectation(first, wanted),
      `first result ${first ? `${first.sku} ${first.title}` : 'none'}; searched ${plan.texts.join(' | ')}`,
    ).toBe(true);
  });

  it('says what it searched when it corrected a word, and searches the words as typed when asked', async () => {
    expect((await firstFor('brkae pads')).plan.corrected).toBe('brake pads');
    expect((await firstFor('oil filtr')).plan.corrected).toBe('oil filter');
    expect((await firstFor('brake pads')).plan.corrected).toBeNull();
    const typed = await firstFor('brkae pads', true);
    expect(typed.plan.corrected).toBeNull();
    expect(typed.first).toBeUndefined();
  });
});
