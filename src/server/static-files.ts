/**
 * Serves a built site folder: directory indexes, a 301 to the trailing-slash form, the 404 page with
 * status 404, content types and cache headers (hashed assets immutable, HTML revalidated).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xslt+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

async function fileAt(path: string) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('/') || urlPath.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** Extra response headers (from the build's `_headers`) win over the defaults, except on a 404. */
export type ExtraHeaders = Record<string, string>;

function send(
  c: Context,
  file: string,
  size: number,
  urlPath: string,
  status: 200 | 404,
  extra: ExtraHeaders,
) {
  const type = types[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    'Cache-Control': cacheControl(urlPath),
    'X-Content-Type-Options': 'nosniff',
    ...extra,
    'Content-Type': type,
    'Content-Length': String(size),
    ...(status === 404 && { 'Cache-Control': 'no-store' }),
  };
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, status, headers);
}

/** root + URL path, decoded; null when it is malformed or escapes root. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = normalize(join(root, decoded));
  return target === root || target.startsWith(root + sep) ? target : null;
}

/** Answers with one known file (cache headers as for `urlPath`). */
export async function serveFile(c: Context, file: string, urlPath: string) {
  const s = await fileAt(file);
  return s ? send(c, file, s.size, urlPath, 200, {}) : c.text('Not found', 404);
}

/** The file a URL path resolves to under root (directory paths to their index.html), or null. */
export async function staticFileFor(root: string, urlPath: string): Promise<string | null> {
  const target = safeJoin(root, urlPath);
  if (!target) return null;
  const file = urlPath.endsWith('/') ? join(target, 'index.html') : target;
  return (await fileAt(file)) ? file : null;
}

/** Answers a GET/HEAD for `root` (a folder, looked up per request so a new build can be swapped in). */
export async function serveFolder(
  c: Context,
  root: string,
  urlPath: string,
  notFoundPage?: string,
  extra: ExtraHeaders = {},
) {
  const target = safeJoin(root, urlPath);
  if (!target) return c.text('Bad request', 400);

  if (urlPath.endsWith('/')) {
    const index = join(target, 'index.html');
    const s = await fileAt(index);
    if (s) return send(c, index, s.size, urlPath, 200, extra);
  } else {
    const s = await fileAt(target);
    if (s) return send(c, target, s.size, urlPath, 200, extra);
    if (await fileAt(join(target, 'index.html'))) {
      const url = new URL(c.req.url);
      return c.redirect(`${urlPath}/${url.search}`, 301);
    }
  }
  if (notFoundPage) {
    const s = await fileAt(notFoundPage);
    if (s) return send(c, notFoundPage, s.size, '/404.html', 404, extra);
  }
  return c.text('Not found', 404);
}
