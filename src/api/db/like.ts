/** LIKE patterns from typed text: the text's own %, _ and \ match only themselves. */

const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** `%text%`: rows containing the text (ILIKE; the trigram indexes serve it). */
export function containsPattern(text: string): string {
  return `%${literal(text)}%`;
}

/** `text%`: rows starting with the text. */
export function prefixPattern(text: string): string {
  return `${literal(text)}%`;
}
