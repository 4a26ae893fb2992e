import { describe, expect, it } from 'vitest';
import { fitValue, UNIVERSAL_FIT } from '../lib/fitment/fitment.ts';
import { hitOf, type Pagefind, type PagefindResult, type RankedResult, rankedResults } from './search.ts';

interface Doc {
  id: string;
  content: string;
  meta: Record<string, string>;
  /** The fit filter's values (lib/search-records fitValues). */
  fit: string[];
}

/**
 * A small stand-in for Pagefind: a query word matches indexed words that start with it; a word found
 * nowhere is ignored (as Pagefind does); a quoted word matches whole words only; a fit filter keeps
 * the records with that value.
 */
function fakeIndex(docs: Doc[]): Pagefind {
  const wordsOf = (d: Doc) => d.content.toLowerCase().split(/\s+/);
  return {
    options: async () => {},
    init: async () => {},
    destroy: async () => {},
    async search(query, options = {}) {
      const fit = options.filters?.fit;
      const kept = fit === undefined ? docs : docs.filter((d) => d.fit.includes(fit));
      const quoted = query.startsWith('"');
      const terms = query.replace(/"/g, '').toLowerCase().split(/\s+/).filter(Boolean);
      const hit = (word: string, term: string) => (quoted ? word === term : word.startsWith(term));
      const found = terms.filter((t) => docs.some((d) => wordsOf(d).some((w) => hit(w, t))));
      if (found.length === 0) return { results: [] };
      const results: PagefindResult[] = kept
        .filter((d) => found.every((t) => wordsOf(d).some((w) => hit(w, t))))
        .map((d) => ({
          id: d.id,
          words: wordsOf(d).flatMap((w, i) => (found.some((t) => hit(w, t)) ? [i] : [])),
          data: async () => ({ url: `/product/${d.id}/`, content: d.content, meta: d.meta }),
        }));
      return { results };
    },
  };
}

const RANGER = 12;
const HILUX = 13;
const docs: Doc[] = [
  {
    id: 'hilux-pads',
    content: 'Front brake pads Toyota Hilux',
    meta: { id: '3', universal: '0' },
    fit: [fitValue(HILUX)],
  },
  {
    id: 'ranger-pads',
    content: 'Front brake pads Ford Ranger',
    meta: { id: '1', universal: '0' },
    fit: [fitValue(RANGER)],
  },
  { id: 'cleaner', content: 'Brake cleaner spray', meta: { id: '2', universal: '1' }, fit: [UNIVERSAL_FIT] },
  {
    id: 'ranger-filter',
    content: 'Oil filter Ford Ranger',
    meta: { id: '4', universal: '0' },
    fit: [fitValue(RANGER)],
  },
];
const ids = (results: RankedResult[]) => results.map((r) => r.result.id);
/** The results for one query text, as typed. */
const search = (index: Pagefind, query: string, options = {}) =>
  rankedResults(index, query, [query], options);

describe("search narrowed to the parts that fit the shopper's vehicle", () => {
  it('finds every matching part without a vehicle', async () => {
    expect(ids(await search(fakeIndex(docs), 'brake'))).toEqual(['hilux-pads', 'ranger-pads', 'cleaner']);
  });

  it('keeps parts that fit the vehicle, then universal parts, and leaves out parts for other vehicles', async () => {
    expect(ids(await search(fakeIndex(docs), 'brake', { vehicleId: RANGER }))).toEqual([
      'ranger-pads',
      'cleaner',
    ]);
  });

  it('offers only universal parts for a vehicle no part is listed for (no record has its value)', async () => {
    expect(ids(await search(fakeIndex(docs), 'brake', { vehicleId: 99 }))).toEqual(['cleaner']);
  });

  it('still needs every word the shopper typed, with a vehicle too', async () => {
    expect(await search(fakeIndex(docs), 'brake zzqx', { vehicleId: RANGER })).toEqual([]);
    expect(ids(await search(fakeIndex(docs), 'ranger filter', { vehicleId: RANGER }))).toEqual([
      'ranger-filter',
    ]);
  });

  it('ranks by the active vehicle: parts that fit it, then universal parts, then the rest, each saying which', async () => {
    const found = await search(fakeIndex(docs), 'brake', { activeVehicleId: RANGER });
    expect(found.map((r) => [r.result.id, r.fit])).toEqual([
      ['ranger-pads', 'fits'],
      ['cleaner', 'universal'],
      ['hilux-pads', 'other'],
    ]);
  });

  it('keeps the order found, and says nothing of fit, without an active vehicle', async () => {
    const found = await search(fakeIndex(docs), 'brake');
    expect(found.map((r) => r.fit)).toEqual([undefined, undefined, undefined]);
  });

  it('searches every text of the plan, the first text first, each part once', async () => {
    const found = await rankedResults(fakeIndex(docs), 'break pads', ['break pads', 'brake pads', 'brake']);
    expect(ids(found)).toEqual(['hilux-pads', 'ranger-pads', 'cleaner']);
  });

  it("reads the product id and universal flag for the results' fit badges", () => {
    expect(
      hitOf({ url: '/product/x/', content: '', meta: { id: '7', universal: '1', title: 'Spray' } }),
    ).toMatchObject({
      id: 7,
      universal: true,
      title: 'Spray',
    });
  });
});
