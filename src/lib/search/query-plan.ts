/**
 * What the static search looks for when a shopper types a query: each word Pagefind would find
 * nothing for (no catalogue word starts with it or is it with an English ending) is corrected to
 * the nearest catalogue word (correct.ts), unless it is a synonym of the list; then each word or
 * phrase is widened to its synonyms (synonyms.ts), giving the query texts to search, the shopper's
 * own words first. Pure: the browser search (src/browser/search.ts) and the golden-set test run it.
 */
import { type Dictionary, nearestWord } from './correct.ts';
import { queryTerms, sameStem } from './search-query.ts';
import { expandQuery } from './synonyms.ts';

/** The dictionary's words sorted, for the prefix look-ups, beside their frequencies. */
export interface Lexicon {
  words: Dictionary;
  sorted: string[];
}

export function lexiconOf(words: Dictionary): Lexicon {
  return { words, sorted: [...words.keys()].sort() };
}

/** The first index of `sorted` whose word is not before `prefix`. */
function lowerBound(sorted: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether the index finds the query word as it is: a catalogue word starts with it ("brak" while
 * typing "brake"), or differs from it by an English ending ("batteries" for "battery").
 */
export function isKnown(term: string, { sorted }: Lexicon): boolean {
  if (sorted[lowerBound(sorted, term)]?.startsWith(term)) return true;
  const stem = term.slice(0, 3);
  for (let i = lowerBound(sorted, stem); i < sorted.length && sorted[i]!.startsWith(stem); i++)
    if (sameStem(sorted[i]!, term)) return true;
  return false;
}

export interface QueryPlan {
  /** The query as searched when a word was corrected ("brake pads" for "brkae pads"), else null. */
  corrected: string | null;
  /** The query texts to search, best first: every combination of the words' synonyms (at most MAX_TEXTS). */
  texts: string[];
}

/** How many query texts a query may become: each is a Pagefind search. */
export const MAX_TEXTS = 12;

/** Every combination of one alternative from each position, in order, at most `limit`. */
function combinations(alternatives: string[][], limit: number): string[] {
  let texts = [''];
  for (const options of alternatives) {
    texts = texts.flatMap((text) => options.map((option) => (text ? `${text} ${option}` : option)));
    if (texts.length > limit) texts = texts.slice(0, limit);
  }
  return texts;
}

/**
 * The plan for a query: corrected (unless `exact`, the shopper's "search instead for" the words
 * as typed), then widened by the synonym groups. Words with a digit (part numbers, "4x4") and words
 * of 3 letters or fewer are never corrected.
 */
export function planQuery(query: string, lexicon: Lexicon, synonyms: string[][], exact = false): QueryPlan {
  const terms = queryTerms(query);
  const grouped = expandQuery(terms, synonyms);
  let changed = false;
  const words = grouped.map((alternatives) => {
    // A synonym of the list ("bosh", "sump plug") is the shop's word: widened, not corrected.
    if (alternatives.length > 1) return alternatives[0]!;
    const term = alternatives[0]!;
    if (exact || /\p{N}/u.test(term) || isKnown(term, lexicon)) return term;
    const nearest = nearestWord(term, lexicon.words);
    if (!nearest || nearest === term) return term;
    changed = true;
    return nearest;
  });
  const corrected = changed ? words.join(' ') : null;
  const widened = changed ? expandQuery(words, synonyms) : grouped;
  const texts = combinations(widened, MAX_TEXTS);
  // Unchanged, the first text is the query as typed (a part number keeps its dashes and spaces).
  if (!changed && texts.length > 0) texts[0] = query.trim();
  return { corrected, texts: [...new Set(texts)] };
}
