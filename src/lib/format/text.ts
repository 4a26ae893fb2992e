/** Small text helpers shared by pages, islands and the server. */

/** URL slug: lower case letters, digits and single dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Removes HTML tags and collapses white space; entities for &, <, >, quotes and nbsp are decoded. */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text at a word boundary so it is at most `max` characters, adding an ellipsis when cut. */
export function truncateWords(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const slice = text.slice(0, max - 1);
  // At a boundary already when the next character is a space; otherwise back up to the last space.
  const atBoundary = /\s/.test(text.charAt(max - 1));
  const lastSpace = slice.lastIndexOf(' ');
  const kept = atBoundary || lastSpace < max * 0.6 ? slice : slice.slice(0, lastSpace);
  return { text: `${kept.trimEnd()}…`, cut: true };
}
