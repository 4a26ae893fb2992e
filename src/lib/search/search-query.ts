/**
 * What a search query means, for the browser search over Pagefind: its words as Pagefind reads them,
 * and whether a word Pagefind matched is really one the shopper typed. Pagefind ignores a query word
 * it finds nowhere, and when no indexed word starts with a query word it falls back to the longest
 * indexed word the query word starts with ("zzqxzzqx" finds "zz" of a battery N70ZZ, "brk62229" finds
 * every "brk"); the search treats such a word as not found, so every word must match.
 */

// Pagefind drops these from a query before searching (dashes, brackets, quotes, other punctuation).
const DROPPED = /[\p{Pd}\p{Ps}\p{Pe}\p{Pi}\p{Pf}\p{Po}]/gu;

/** Lower case, accents removed, letters and digits only. */
function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query as Pagefind searches them: punctuation dropped, lower case, without accents. */
export function queryTerms(query: string): string[] {
  return normalise(query.replace(DROPPED, '')).split(/\s+/).filter(Boolean);
}

// English endings the index's stemmer takes off ("batteries" and "battery" are one word to it).
const ENDING = /^(?:s|es|ies|ied|y|e|ed|ing|er|ers|ly|al|ation|ations|ment|ments|ness)$/;

/** The pieces of an indexed word Pagefind also finds it by: the word, its parts and each tail of parts. */
function wordForms(word: string): string[] {
  const parts = word
    .replace(/(\p{L})(?=\p{N})|(\p{N})(?=\p{L})|(\p{Ll})(?=\p{Lu})/gu, '$1$2$3 ')
    .split(/[^\p{L}\p{N}]+/u)
    .map(normalise)
    .filter(Boolean);
  return [normalise(word).replace(/[^\p{L}\p{N}]/gu, ''), ...parts.map((_, i) => parts.slice(i).join(''))];
}

/**
 * Whether a word of a result (as it stands in the record) matches a query term the way the shopper
 * meant it: the word starts with the term (typing "brak" for "Brake"), or they differ only by an
 * English ending ("batteries" for "Battery"). A word that is only a beginning of the term ("zz" for
 * "zzqxzzqx") is Pagefind's fallback, not a match.
 */
export function wordMatchesTerm(word: string, term: string): boolean {
  return wordForms(word).some((form) => {
    if (form.startsWith(term)) return true;
    let common = 0;
    while (common < form.length && common < term.length && form[common] === term[common]) common++;
    return common >= 3 && ENDING.test(term.slice(common));
  });
}

/**
 * Whether two words are one to the index's stemmer: the same beginning of 3 letters or more, and
 * what follows in each is nothing or an English ending ("batteries" and "battery"; not "trolly" and
 * "trolley").
 */
export function sameStem(word: string, term: string): boolean {
  let common = 0;
  while (common < word.length && common < term.length && word[common] === term[common]) common++;
  const rest = (tail: string) => tail === '' || ENDING.test(tail);
  return common >= 3 && rest(word.slice(common)) && rest(term.slice(common));
}

/** A query that may be a part number: letters and digits, at least one digit, 3 or more characters. */
export function looksLikePartNumber(query: string): boolean {
  const squeezed = query.replace(/[\s\-_./]+/g, '');
  return /\d/.test(squeezed) && /^[0-9a-z]{3,}$/i.test(squeezed);
}

/**
 * Whether the search index answers (its entry file, not cached). Pagefind logs a part of the index it
 * could not load and searches without it, so a search with no results asks this before saying
 * 'Data not found'. A static file of the build, not the API.
 */
export async function searchIndexAnswers(bundle = '/pagefind/'): Promise<boolean> {
  try {
    return (await fetch(`${bundle}pagefind-entry.json`, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}
