/**
 * URL paths the site server answers with or redirects to. Browsers read `//host` and `/\host` in a
 * Location header as another host, so every location is built here, from one decoded, normalised path.
 */
import { posix } from 'node:path';

const BASE = 'http://same-origin.invalid';

/** A decoded path segment percent-encoded again, keeping the characters RFC 3986 allows in a segment. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (e) => decodeURIComponent(e));
}

/** A decoded path (`/a b/c`) as a URL path (`/a%20b/c`); a segment's `/` cannot occur, `\` is encoded. */
export function encodePath(decoded: string): string {
  return decoded.split('/').map(encodeSegment).join('/');
}

/** A URL path decoded once; null when it is malformed. */
export function decodePath(urlPath: string): string | null {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}

/** The normalised form of a decoded path: one leading slash, no empty, `.` or `..` segments. */
export function normalisePath(decoded: string): string {
  return posix.normalize(`/${decoded}`);
}

/** A redirect target kept on this origin: scheme, host, backslashes and extra leading slashes dropped. */
export function sameOriginLocation(location: string): string {
  // Backslashes count as slashes in browsers, and control characters are stripped before parsing.
  const cleaned = location.replace(/\\/g, '/').replace(/^[\s/]+/, '');
  const url = new URL(`/${cleaned}`, BASE);
  // Dot segments can leave a leading `//` after parsing (`/.//host`).
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}
