/**
 * The golden queries: what a shopper types into the search and what the first result must be, over
 * the seeded catalogue (src/api/seed: generateProducts(300) with its fitment). Misspellings, synonyms,
 * Australian words, part numbers in their four forms, vehicle phrases, and a query that must find
 * nothing. Both backends' tests run the whole set (the static one through the browser's query
 * pipeline over a Pagefind index of the seed, the API one through GET /api/search-product).
 */

/** What the first result must be: a part number, a part-number prefix, words of its title, its brand, or no result at all. */
export type GoldenExpect =
  | { sku: string }
  | { skuPrefix: string }
  /** Every phrase appears in the title (case ignored). */
  | { titleIncludes: string[] }
  /** The title starts with the brand's name (every seeded title does). */
  | { brand: string }
  | 'none';

export interface GoldenQuery {
  query: string;
  expect: GoldenExpect;
  note: string;
}

const pad = { titleIncludes: ['brake pad'] };

export const GOLDEN_QUERIES: GoldenQuery[] = [
  // Misspellings: one edit in a word of 4-7 letters, up to two in a longer one.
  { query: 'brkae pads', expect: pad, note: 'transposed letters' },
  { query: 'break pads', expect: pad, note: 'the commonest misspelling, a synonym' },
  { query: 'bosh', expect: { brand: 'Bosch' }, note: 'brand spelt as said' },
  { query: 'oil filtr', expect: { titleIncludes: ['oil filter'] }, note: 'dropped letter' },
  { query: 'alternater', expect: { titleIncludes: ['alternator'] }, note: 'wrong vowel' },
  { query: 'radiater', expect: { titleIncludes: ['radiator'] }, note: 'wrong vowel' },
  { query: 'shock absorbr', expect: { titleIncludes: ['shock absorber'] }, note: 'dropped letter' },
  { query: 'thermostst', expect: { titleIncludes: ['thermostat'] }, note: 'wrong letter' },
  { query: 'sparkk plug', expect: { titleIncludes: ['spark plug'] }, note: 'doubled letter' },
  { query: 'timming chain', expect: { titleIncludes: ['timing chain'] }, note: 'doubled letter' },
  { query: 'air compresser', expect: { titleIncludes: ['air compressor'] }, note: 'wrong vowel' },
  { query: 'kincrom', expect: { brand: 'Kincrome' }, note: 'brand missing its last letter' },
  { query: 'mufler', expect: { titleIncludes: ['muffler'] }, note: 'single letter for a double' },
  { query: 'radator hose', expect: { titleIncludes: ['radiator hose'] }, note: 'dropped letter' },
  { query: 'brake calliper', expect: { titleIncludes: ['brake caliper'] }, note: 'British spelling' },
  { query: 'dayko', expect: { brand: 'Dayco' }, note: 'brand spelt as said' },
  {
    query: 'castrl brake fluid',
    expect: { titleIncludes: ['castrol', 'brake fluid'] },
    note: 'brand missing a vowel',
  },
  { query: 'torqe wrench', expect: { titleIncludes: ['torque wrench'] }, note: 'dropped letter' },
  { query: 'trolly jack', expect: { titleIncludes: ['trolley jack'] }, note: 'dropped letter' },
  { query: 'screwdiver set', expect: { titleIncludes: ['screwdriver set'] }, note: 'dropped letter' },
  { query: 'microfiber cloth', expect: { titleIncludes: ['microfibre cloth'] }, note: 'American spelling' },
  { query: 'serpentin belt', expect: { titleIncludes: ['serpentine'] }, note: 'dropped letter' },
  {
    query: 'pedders shok absorber',
    expect: { titleIncludes: ['pedders', 'shock absorber'] },
    note: 'brand and a typo',
  },
  { query: 'hilux brkae pads', expect: { titleIncludes: ['brake pad'] }, note: 'vehicle and a typo' },
  { query: 'nulon coolent', expect: { titleIncludes: ['nulon', 'coolant'] }, note: 'wrong vowel' },
  { query: 'headlite globe', expect: { titleIncludes: ['headlight globe'] }, note: 'spelt as said' },
  // Synonyms a parts shopper uses.
  { query: 'brake disc', expect: { titleIncludes: ['brake rotor'] }, note: 'disc is a rotor' },
  { query: 'headlight bulb', expect: { titleIncludes: ['headlight globe'] }, note: 'bulb is a globe' },
  { query: 'tire deflator', expect: { titleIncludes: ['tyre deflator'] }, note: 'American tire' },
  { query: 'batt charger', expect: { titleIncludes: ['battery charger'] }, note: 'short for battery' },
  { query: '4wd air filter', expect: { titleIncludes: ['4x4', 'air filter'] }, note: '4WD is 4x4' },
  { query: 'l.e.d. light bar', expect: { titleIncludes: ['led light bar'] }, note: 'dotted LED' },
  { query: 'silencer', expect: { titleIncludes: ['muffler'] }, note: 'a muffler by its British name' },
  { query: 'antifreeze', expect: { titleIncludes: ['coolant'] }, note: 'coolant by another name' },
  { query: 'gear wrench set', expect: { titleIncludes: ['gear spanner set'] }, note: 'wrench for spanner' },
  { query: 'oxygen sensor', expect: { titleIncludes: ['sensor'] }, note: 'oxygen or O2 sensors' },
  { query: 'lightbar', expect: { titleIncludes: ['light bar'] }, note: 'one word for two' },
  {
    query: 'nkg spark plug',
    expect: { titleIncludes: ['ngk', 'spark plug'] },
    note: 'brand letters swapped',
  },
  {
    query: 'bosh oil filter',
    expect: { titleIncludes: ['bosch', 'oil filter'] },
    note: 'brand spelling and words',
  },
  {
    query: 'monroe shocks',
    expect: { titleIncludes: ['monroe', 'shock absorber'] },
    note: 'shocks for shock absorbers',
  },
  // Australian words.
  { query: 'tyre repair kit', expect: { titleIncludes: ['tyre repair kit'] }, note: 'tyre' },
  { query: 'globe h7', expect: { titleIncludes: ['globes h7'] }, note: 'globe for bulb' },
  { query: 'tyre pressure gauge', expect: { titleIncludes: ['tyre pressure gauge'] }, note: 'tyre' },
  { query: 'narva globe', expect: { titleIncludes: ['narva', 'globe'] }, note: 'globe with a brand' },
  { query: 'snatch strap', expect: { titleIncludes: ['snatch strap'] }, note: 'recovery gear' },
  // Oil grades as printed, run together and spaced.
  { query: 'engine oil 5w-30', expect: { titleIncludes: ['engine oil', '5w-30'] }, note: 'grade as printed' },
  {
    query: '5w30 engine oil',
    expect: { titleIncludes: ['engine oil', '5w-30'] },
    note: 'grade run together',
  },
  { query: 'penrite 10w 30', expect: { titleIncludes: ['penrite', '10w-30'] }, note: 'grade with a space' },
  // Part numbers: as typed, without dashes, without spaces, in lower case, and without the brand prefix.
  { query: 'BOS-BRK58537', expect: { sku: 'BOS-BRK58537' }, note: 'part number as typed' },
  { query: 'BOS BRK 58537', expect: { sku: 'BOS-BRK58537' }, note: 'spaces for the dash' },
  { query: 'BOSBRK58537', expect: { sku: 'BOS-BRK58537' }, note: 'no separators' },
  { query: 'bos-brk58537', expect: { sku: 'BOS-BRK58537' }, note: 'lower case' },
  { query: 'BRK58537', expect: { sku: 'BOS-BRK58537' }, note: 'without the brand prefix' },
  { query: 'NGK-ENG21135', expect: { sku: 'NGK-ENG21135' }, note: 'part number as typed' },
  { query: 'NGK ENG 21135', expect: { sku: 'NGK-ENG21135' }, note: 'spaces for the dash' },
  { query: 'NGKENG21135', expect: { sku: 'NGK-ENG21135' }, note: 'no separators' },
  { query: 'ngk-eng21135', expect: { sku: 'NGK-ENG21135' }, note: 'lower case' },
  { query: 'ARB-4WD7120', expect: { sku: 'ARB-4WD7120' }, note: 'part number as typed' },
  { query: 'ARB 4WD 7120', expect: { sku: 'ARB-4WD7120' }, note: 'spaces for the dash' },
  { query: 'ARB4WD7120', expect: { sku: 'ARB-4WD7120' }, note: 'no separators' },
  { query: 'arb-4wd7120', expect: { sku: 'ARB-4WD7120' }, note: 'lower case' },
  { query: 'BOS-LGT', expect: { skuPrefix: 'BOS-LGT' }, note: 'the start of a part number' },
  // Vehicle phrases.
  { query: 'hilux brake pads', expect: { titleIncludes: ['brake pad'] }, note: 'vehicle and part' },
  { query: 'ranger brake rotor', expect: { titleIncludes: ['brake rotor'] }, note: 'vehicle and part' },
  {
    query: 'navara alternator',
    expect: { titleIncludes: ['alternator', 'navara'] },
    note: 'vehicle and part',
  },
  { query: 'hilux air filter', expect: { titleIncludes: ['air filter'] }, note: 'vehicle and part' },
  { query: 'corolla spark plug', expect: { titleIncludes: ['spark plug'] }, note: 'vehicle and part' },
  { query: 'ranger dpf cleaner', expect: { titleIncludes: ['dpf cleaner'] }, note: 'vehicle and part' },
  { query: 'landcruiser seat covers', expect: { titleIncludes: ['seat covers'] }, note: 'vehicle and part' },
  { query: 'hilux shock absorber', expect: { titleIncludes: ['shock absorber'] }, note: 'vehicle and part' },
  // Brands and categories.
  { query: 'bendix', expect: { brand: 'Bendix' }, note: 'a brand' },
  { query: 'ryco', expect: { brand: 'Ryco' }, note: 'a brand' },
  { query: 'pedders', expect: { brand: 'Pedders' }, note: 'a brand' },
  { query: 'spark plugs', expect: { titleIncludes: ['spark plug'] }, note: 'a category' },
  { query: 'car batteries', expect: { titleIncludes: ['battery'] }, note: 'a category, plural' },
  // Nothing near.
  { query: 'zzqxzzqx', expect: 'none', note: 'nothing is near: no result' },
  { query: 'qqqq wwww', expect: 'none', note: 'no word is near' },
];

/** What a backend's first result shows of a product. */
export interface GoldenHit {
  title: string;
  sku: string;
}

/** Whether the first result (undefined when none) is what the golden query expects. */
export function meetsExpectation(first: GoldenHit | undefined, expect: GoldenExpect): boolean {
  if (expect === 'none') return first === undefined;
  if (!first) return false;
  const title = first.title.toLowerCase();
  if ('sku' in expect) return first.sku === expect.sku;
  if ('skuPrefix' in expect) return first.sku.toUpperCase().startsWith(expect.skuPrefix.toUpperCase());
  if ('brand' in expect) return title.startsWith(expect.brand.toLowerCase());
  return expect.titleIncludes.every((phrase) => title.includes(phrase.toLowerCase()));
}
