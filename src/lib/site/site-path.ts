/**
 * Is a link a path on this site? Asked the way a browser answers it: the value is resolved with
 * `new URL(value, origin)` and must keep the origin. A browser turns `\` into `/` and drops tabs and
 * newlines, so `/\evil.example` and `/\t/evil.example` open another site although they start with one
 * slash; the value once percent-decoded must stay on the site too, for whatever decodes it before a
 * browser sees it.
 */
const ORIGIN = 'https://site.invalid';

function keepsOrigin(value: string): boolean {
  try {
    return new URL(value, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

function decodedOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** True for a path on this site (`/shop/brakes?x=1#y`); false for anything a browser may take elsewhere. */
export function isSitePath(value: string): boolean {
  // Whitespace and control characters have no place in a link, and browsers silently drop some of them.
  if (!value.startsWith('/') || /[\s\p{Cc}]/u.test(value)) return false;
  return keepsOrigin(value) && keepsOrigin(decodedOnce(value));
}

/** True for a path on this site or a well-formed https address (a link staff may put on a page). */
export function isSiteOrHttpsLink(value: string): boolean {
  return isSitePath(value) || /^https:\/\/[^\s/\\]\S*$/.test(value);
}
