/**
 * The static page left at an address that moved (SPEC's /product/{sku}, /forget-password, /Address),
 * for hosts that read no redirect rules: a refresh and a script to the new page, which is also its
 * canonical, and noindex. One string for every such page, whether Astro renders it or the build writes
 * it directly, so the inline script is the same bytes (one CSP hash) everywhere.
 */
import { escapeHtml as e } from './html.ts';

/** `to`: the new page's path on this host; `canonical`: its absolute URL. */
export function movedPageHtml(to: string, canonical: string): string {
  return [
    '<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><title>Moved</title>',
    '<meta name="robots" content="noindex, follow">',
    `<link rel="canonical" href="${e(canonical)}">`,
    `<meta http-equiv="refresh" content="0; url=${e(to)}">`,
    `</head><body><p>This page has moved to <a href="${e(to)}" data-moved="">${e(canonical)}</a>.</p>`,
    // The target is read from the link, so the script never varies; the query and fragment go along.
    "<script>location.replace(document.querySelector('a[data-moved]').getAttribute('href') + location.search + location.hash);</script>",
    '</body></html>',
  ].join('');
}

/**
 * The folder a static host serves an old address from (`/product/BDX%201` -> `/product/BDX 1`), or null
 * when the decoded address is not the same folders: a sku holding a slash, a backslash or a dot segment
 * gets no page (its rule still moves it on hosts that read them).
 */
export function movedPageFolder(from: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(from);
  } catch {
    return null;
  }
  const parts = path.split('/').slice(1);
  const plain = parts.every((p) => p && p !== '.' && p !== '..' && !p.includes('\\'));
  return plain && parts.length === from.split('/').length - 1 ? path : null;
}
