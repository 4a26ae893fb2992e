/**
 * Typo correction for product search, the rules both backends share: how many edits a word may be
 * off (none up to 3 letters, 1 for 4-7, 2 for 8 or more, as Algolia and Shopify forgive), the nearest
 * catalogue word within them (Damerau-Levenshtein: a swapped pair of letters is one edit; ties go to
 * the more frequent word, then the alphabetically first), and the words the results say when a
 * query was corrected. Pure: the static search runs it over the build's dictionary
 * (src/build/publish/search-dictionary.ts), the API does the same in SQL with these thresholds.
 */

/** The edits a query word of this length may be from the catalogue word it is taken for. */
export function maxEdits(word: string): number {
  const letters = [...word].length;
  if (letters <= 3) return 0;
  return letters <= 7 ? 1 : 2;
}

/**
 * The Damerau-Levenshtein distance (optimal string alignment: insert, delete, change, or swap two
 * neighbouring letters) between `a` and `b`, or `limit + 1` as soon as it is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  const distance = previous[b.length]!;
  return distance > limit ? limit + 1 : distance;
}

/** The catalogue's words with how often each occurs (any scale: only the order matters). */
export type Dictionary = ReadonlyMap<string, number>;

/**
 * The dictionary word nearest `word` within maxEdits(word): fewest edits, then the most frequent,
 * then the alphabetically first; the word itself when the dictionary has it; null when none is near.
 */
export function nearestWord(word: string, dictionary: Dictionary): string | null {
  if (dictionary.has(word)) return word;
  const limit = maxEdits(word);
  if (limit === 0) return null;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let bestFrequency = -1;
  for (const [candidate, frequency] of dictionary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = editDistance(word, candidate, Math.min(limit, bestDistance));
    if (
      distance < bestDistance ||
      (distance === bestDistance &&
        distance <= limit &&
        (frequency > bestFrequency || (frequency === bestFrequency && best !== null && candidate < best)))
    ) {
      best = candidate;
      bestDistance = distance;
      bestFrequency = frequency;
    }
  }
  return bestDistance <= limit ? best : null;
}

/** 'Showing results for "brake pads"': what the results say above a corrected query's results. */
export function correctionText(corrected: string): string {
  return `Showing results for "${corrected}"`;
}

/** 'Search instead for "brkae pads"': the link that searches the query as it was typed. */
export function originalText(original: string): string {
  return `Search instead for "${original}"`;
}
