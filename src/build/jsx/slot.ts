/**
 * Where a page's island goes: a page's main content is made as one tree with `<IslandSlot />` where
 * Astro puts the island (the ADD TO CART button, the vehicle selector), and handed to the build as the
 * parts before and after it. The marker is a comment, which no text can become (text is escaped) and
 * editor HTML cannot carry (sanitised).
 */
import { raw } from './jsx-runtime.ts';

const MARK = '<!--island-->';

export function IslandSlot() {
  return raw(MARK);
}

/** The markup before and after the page's one slot. */
export function splitAtSlot(html: string): [before: string, after: string] {
  const at = html.indexOf(MARK);
  if (at < 0 || html.indexOf(MARK, at + 1) >= 0) throw new Error('A page must hold exactly one island slot');
  return [html.slice(0, at), html.slice(at + MARK.length)];
}
