/** LIKE patterns from typed text: the text's own %, _ and \ match only themselves. */

/** `%text%`: rows containing the text (ILIKE; the trigram indexes serve it). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
