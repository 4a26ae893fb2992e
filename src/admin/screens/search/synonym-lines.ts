/**
 * The synonym editor's text: one group a line, its terms separated by commas ("brake, break").
 * Pure, so the round trip and the line numbers of problems are tested without a browser.
 */
import { SYNONYM_GROUPS_MAX, SYNONYM_TERM_MAX, SYNONYM_TERMS_MAX } from '../../../lib/api/schemas/search.ts';

/** The list as the editor shows it. */
export const linesOf = (groups: string[][]): string => groups.map((g) => g.join(', ')).join('\n');

/** The groups of the editor's text: blank lines and empty terms left out. */
export function groupsOf(text: string): string[][] {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .filter((g) => g.length > 0);
}

/** The first problem with the text, naming its line, or null: the API's rules, checked before sending. */
export function linesProblem(text: string): string | null {
  const lines = text.split('\n');
  let groups = 0;
  for (const [i, line] of lines.entries()) {
    const terms = line
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (terms.length === 0) continue;
    groups++;
    if (terms.length > SYNONYM_TERMS_MAX)
      return `Line ${i + 1} has ${terms.length} synonyms; a group has at most ${SYNONYM_TERMS_MAX}.`;
    const long = terms.find((t) => t.length > SYNONYM_TERM_MAX);
    if (long) return `Line ${i + 1}: "${long.slice(0, 20)}…" is longer than ${SYNONYM_TERM_MAX} characters.`;
  }
  return groups > SYNONYM_GROUPS_MAX ? `The list has ${groups} groups; at most ${SYNONYM_GROUPS_MAX}.` : null;
}

/** The text with a new line starting with `term`, for a query the shop wants to give synonyms. */
export const withNewGroup = (text: string, term: string): string =>
  `${text.replace(/\n*$/, '')}${text.trim() ? '\n' : ''}${term}, `;
