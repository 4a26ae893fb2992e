/**
 * Synonyms a parts shopper uses ("break pads" for brake pads, "globe" for bulb, "ute" for utility):
 * the seed list the shop starts with, and the pure expansion both search backends apply to a query.
 * A group is a list of equivalent terms; a term may be several words ("sump plug"). The shop's own
 * list lives in the database and is edited in the back office; the build reads it from the API.
 */

/**
 * The most synonyms in a group, and the most alternatives a word or phrase is searched by (itself
 * included, its first groups first): a word in many groups must not make a query that no backend can
 * run in time (a list of 463 groups around "brake" once froze the API's search).
 */
export const SYNONYM_TERMS_MAX = 20;

/** The list a new shop starts with; staff edit it in the back office. */
export const SEED_SYNONYMS: string[][] = [
  ['brake', 'break'],
  ['rotor', 'disc', 'disk'],
  ['globe', 'bulb'],
  ['tyre', 'tire'],
  ['ute', 'utility'],
  ['sump plug', 'drain plug'],
  ['wiper', 'wiper blade'],
  ['battery', 'batt'],
  ['4wd', '4x4', 'four wheel drive'],
  ['led', 'l.e.d.'],
  ['bosch', 'bosh'],
  ['ngk', 'nkg'],
  ['muffler', 'silencer'],
  ['spanner', 'wrench'],
  ['shock absorber', 'shocks', 'shock', 'damper'],
  ['coolant', 'antifreeze', 'anti-freeze'],
  ['aircon', 'air con', 'air conditioning'],
  ['rego', 'registration'],
  ['windscreen', 'windshield'],
  ['bonnet', 'hood'],
  ['boot', 'trunk'],
  ['petrol', 'gasoline'],
  ['spark plug', 'sparkplug'],
  ['o2 sensor', 'oxygen sensor'],
  ['light bar', 'lightbar'],
  ['jump starter', 'jump pack'],
  ['headlight', 'headlite', 'headlamp'],
  ['caliper', 'calliper'],
  ['microfibre', 'microfiber'],
  ['colour', 'color'],
  ['tyre pressure gauge', 'tire gauge'],
];

/**
 * The form a term is compared in: lower case, accents and dots or apostrophes removed ("L.E.D." is
 * "led", "Meguiar's" is "meguiars"), other punctuation a space, single spaces.
 */
export function synonymKey(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Each term's alternatives (itself first, then the rest of the groups it belongs to, up to SYNONYM_TERMS_MAX), by key. */
function alternativesByKey(groups: string[][]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const group of groups) {
    const keys = [...new Set(group.map(synonymKey).filter(Boolean))];
    for (const key of keys) {
      const known = byKey.get(key) ?? [key];
      if (known.length < SYNONYM_TERMS_MAX)
        byKey.set(key, [...new Set([...known, ...keys])].slice(0, SYNONYM_TERMS_MAX));
    }
  }
  return byKey;
}

/**
 * For each word or phrase of a query, its alternatives: the word itself first, then its synonyms.
 * Phrases of the list are matched first, longest first ("sump plug" before "sump"); words in no
 * group stand alone. Words are compared by synonymKey and returned in that form.
 * expandQuery(['break', 'pads'], SEED_SYNONYMS) is [['break', 'brake'], ['pads']].
 */
export function expandQuery(words: string[], groups: string[][]): string[][] {
  const byKey = alternativesByKey(groups);
  const longest = Math.max(1, ...[...byKey.keys()].map((k) => k.split(' ').length));
  const keys = words.flatMap((w) => synonymKey(w).split(' ')).filter(Boolean);
  const out: string[][] = [];
  let i = 0;
  while (i < keys.length) {
    let taken = 1;
    let alternatives: string[] = [keys[i]!];
    for (let n = Math.min(longest, keys.length - i); n >= 1; n--) {
      const found = byKey.get(keys.slice(i, i + n).join(' '));
      if (found) {
        taken = n;
        alternatives = found;
        break;
      }
    }
    out.push(alternatives);
    i += taken;
  }
  return out;
}
