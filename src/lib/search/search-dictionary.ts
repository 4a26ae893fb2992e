/**
 * The static search's correction dictionary: the catalogue's own words (titles, brands, categories,
 * vehicle names, the letters of part-number prefixes) with how often they occur, and the shop's
 * synonym list, as the build writes them (src/build/publish/search-dictionary.ts) beside the Pagefind
 * index and the browser reads them on the first search. Compact: words of a frequency class
 * (1 product, 2-3, 4-7, ...: the class is the power of two) are one space-separated string, sorted,
 * so brotli packs them to a few KB at 10,000 products.
 */
import type { Dictionary } from './correct.ts';
import type { SearchRecord } from './search-records.ts';

/** The dictionary file, as JSON: `classes[k]` holds the words found in 2^k to 2^(k+1)-1 products. */
export interface DictionaryFile {
  classes: string[];
  synonyms: string[][];
}

/** Its name in the index folder: /pagefind/search-words.json. */
export const DICTIONARY_FILE = 'search-words.json';

/** The form words are compared in: lower case, no accents, no apostrophes ("Meguiar's" is "meguiars"). */
function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’]/g, '');
}

/**
 * The words of a record's text a query word may be corrected to: runs of letters, 2 or more (a
 * hyphenated word also joined, "d-max" as "dmax"); words with digits only as their letters before
 * the first digit ("brk58537" gives "brk", "bosbrk58537" "bosbrk").
 */
export function dictionaryWords(text: string): string[] {
  const words = new Set<string>();
  for (const token of normalise(text).split(/[^\p{L}\p{N}-]+/u)) {
    const pieces = token.split('-').filter(Boolean);
    for (const piece of [...pieces, ...(pieces.length > 1 ? [pieces.join('')] : [])]) {
      const letters = /^\p{L}+/u.exec(piece)?.[0] ?? '';
      if (letters.length >= 2) words.add(letters);
    }
  }
  return [...words];
}

/** Each word of the records with the number of records holding it. */
export function countWords(records: readonly Pick<SearchRecord, 'content'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const record of records)
    for (const word of dictionaryWords(record.content)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The file's form of counted words and the synonym groups. */
export function encodeDictionary(counts: ReadonlyMap<string, number>, synonyms: string[][]): DictionaryFile {
  const classes: string[][] = [];
  for (const [word, count] of counts) {
    const k = Math.floor(Math.log2(Math.max(1, count)));
    for (let i = classes.length; i <= k; i++) classes.push([]);
    classes[k]!.push(word);
  }
  return { classes: classes.map((words) => words.sort().join(' ')), synonyms };
}

/** The words of a dictionary file with their frequency class as their weight. */
export function decodeDictionary(file: DictionaryFile): Dictionary {
  const words = new Map<string, number>();
  file.classes.forEach((line, k) => {
    for (const word of line.split(' ')) if (word) words.set(word, k + 1);
  });
  return words;
}
