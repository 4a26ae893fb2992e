/** @jsxImportSource ../jsx */
/**
 * The static page left at an address that moved (the old shop's /product/{sku}, /forget-password,
 * /Address), for hosts that read no redirect rules: a refresh and a script to the new page, which is
 * also its canonical, and noindex. One page for every such address, whether Astro renders it or the
 * build writes it directly, so the inline script is the same bytes (one CSP hash) everywhere.
 */
import { raw } from '../jsx/jsx-runtime.ts';

// The target is read from the link, so the script never varies; the query and fragment go along.
const SCRIPT =
  "location.replace(document.querySelector('a[data-moved]').getAttribute('href') + location.search + location.hash);";

/** `to`: the new page's path on this host; `canonical`: its absolute URL. */
export function MovedPage({ to, canonical }: { to: string; canonical: string }) {
  return (
    <>
      {raw('<!DOCTYPE html>')}
      <html lang="en-AU">
        <head>
          <meta charset="utf-8" />
          <title>Moved</title>
          <meta name="robots" content="noindex, follow" />
          <link rel="canonical" href={canonical} />
          <meta http-equiv="refresh" content={`0; url=${to}`} />
        </head>
        <body>
          <p>
            This page has moved to{' '}
            <a href={to} data-moved="">
              {canonical}
            </a>
            .
          </p>
          <script>{raw(SCRIPT)}</script>
        </body>
      </html>
    </>
  );
}

/** The same as a string, for the page route and the build. */
export function movedPageHtml(to: string, canonical: string): string {
  return MovedPage({ to, canonical }).html;
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
