/**
 * Serves a built site folder: directory indexes, a 301 to the trailing-slash form, the 404 page with
 * status 404, content types and cache headers (hashed assets immutable, HTML revalidated).
 * Each file is opened once and its length and bytes both come from that descriptor: the served
 * folder is a symlink a rebuild switches, and a second lookup could find the next build's file.
 */
import { type FileHandle, open } from 'node:fs/promises';
import { extname, join, normalize, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { hasIndexCopy } from '../build/publish/search-index-brotli.ts';
import { PRECOMPRESSED } from '../integrations/precompress.ts';
import { decodePath, encodePath } from './url-paths.ts';

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

interface OpenFile {
  handle: FileHandle;
  size: number;
  path: string;
}

/** The regular file at path, open, with its size; null (nothing left open) for anything else. */
async function openFile(path: string): Promise<OpenFile | null> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, 'r');
    const s = await handle.stat();
    if (s.isFile()) return { handle, size: s.size, path };
  } catch {
    // missing, a folder, or unreadable: not a file to serve
  }
  await handle?.close().catch(() => {});
  return null;
}

/** Whether a regular file is at path (opened and closed again). */
async function isFile(path: string): Promise<boolean> {
  const file = await openFile(path);
  await file?.handle.close();
  return Boolean(file);
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('/') || urlPath.endsWith('.html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** Extra response headers (from the build's `_headers`) win over the defaults, except on a 404. */
export type ExtraHeaders = Record<string, string>;

/**
 * Whether the build may have written a brotli copy of the file: scripts (src/integrations/precompress.ts)
 * and the search index's files (src/build/publish/search-index-brotli.ts).
 */
function hasPrecompressed(path: string, urlPath: string): boolean {
  if (hasIndexCopy(urlPath)) return true;
  return (urlPath.startsWith('/_astro/') || urlPath === '/pagefind/pagefind.js') && PRECOMPRESSED.test(path);
}

/** Whether the request's Accept-Encoding takes `encoding` (listed, and not with q=0). */
function accepts(c: Context, encoding: string): boolean {
  return (c.req.header('Accept-Encoding') ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    return name === encoding && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/**
 * Answers with an open file; the handle is closed when the body ends, fails or is cancelled. With
 * `encodedFrom`, the file is the brotli copy of that one: its type, and Content-Encoding.
 */
async function send(
  c: Context,
  file: OpenFile,
  urlPath: string,
  status: 200 | 400 | 404,
  extra: ExtraHeaders,
  encodedFrom?: string,
) {
  const type = types[extname(encodedFrom ?? file.path).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    'Cache-Control': cacheControl(urlPath),
    'X-Content-Type-Options': 'nosniff',
    ...extra,
    'Content-Type': type,
    'Content-Length': String(file.size),
    ...(encodedFrom && { 'Content-Encoding': 'br' }),
    ...(status !== 200 && { 'Cache-Control': 'no-store' }),
  };
  if (c.req.method === 'HEAD' || file.size === 0) {
    await file.handle.close();
    return c.body(null, status, headers);
  }
  // Exactly the bytes the length promised, from the descriptor the length came from.
  const stream = file.handle.createReadStream({ start: 0, end: file.size - 1, autoClose: true });
  return c.body(Readable.toWeb(stream) as ReadableStream, status, headers);
}

/** root + URL path, decoded; null when it is malformed or escapes root. */
export function safeJoin(root: string, urlPath: string): string | null {
  const decoded = decodePath(urlPath);
  if (decoded === null) return null;
  const target = normalize(join(root, decoded));
  return target === root || target.startsWith(root + sep) ? target : null;
}

/** Answers with one known file (cache headers as for `urlPath`). */
export async function serveFile(c: Context, path: string, urlPath: string) {
  const file = await openFile(path);
  return file ? send(c, file, urlPath, 200, {}) : c.text('Not found', 404);
}

/** The file a URL path resolves to under root (directory paths to their index.html), or null. */
export async function staticFileFor(root: string, urlPath: string): Promise<string | null> {
  const target = safeJoin(root, urlPath);
  if (!target) return null;
  const file = urlPath.endsWith('/') ? join(target, 'index.html') : target;
  return (await isFile(file)) ? file : null;
}

/** The URL path of a folder under root, with its trailing slash, whatever form the request had. */
function folderUrl(root: string, folder: string): string {
  const rel = relative(root, folder).split(sep).join('/');
  return rel ? `${encodePath(`/${rel}`)}/` : '/';
}

/** The site's own pages for requests that find no file: 404.html, and 400.html for unreadable paths. */
export interface ErrorPages {
  notFound: string;
  badRequest: string;
}

/** Answers a GET/HEAD for `root` (a folder, looked up per request so a new build can be swapped in). */
export async function serveFolder(
  c: Context,
  root: string,
  urlPath: string,
  pages?: ErrorPages,
  extra: ExtraHeaders = {},
) {
  const target = safeJoin(root, urlPath);
  if (!target) {
    // A path that does not decode (`/product/%E0%A4%A/`) or leaves the folder: the shop's page, not bare text.
    const page = pages ? await openFile(pages.badRequest) : null;
    return page ? send(c, page, '/400.html', 400, extra) : c.text('Bad request', 400);
  }

  if (urlPath.endsWith('/')) {
    const index = await openFile(join(target, 'index.html'));
    if (index) return send(c, index, urlPath, 200, extra);
  } else {
    const file = await openFile(target);
    if (file) {
      if (!hasPrecompressed(file.path, urlPath)) return send(c, file, urlPath, 200, extra);
      // Either answer depends on Accept-Encoding, for every cache on the way.
      const varied = { ...extra, Vary: 'Accept-Encoding' };
      const packed = accepts(c, 'br') ? await openFile(`${file.path}.br`) : null;
      if (!packed) return send(c, file, urlPath, 200, varied);
      await file.handle.close();
      return send(c, packed, urlPath, 200, varied, file.path);
    }
    if (await isFile(join(target, 'index.html'))) {
      // Built from the folder found, not from the request: `/%5chost/..%2fshop` must not become `/\host/…`.
      return c.redirect(`${folderUrl(root, target)}${new URL(c.req.url).search}`, 301);
    }
  }
  if (pages) {
    const page = await openFile(pages.notFound);
    if (page) return send(c, page, '/404.html', 404, extra);
  }
  return c.text('Not found', 404);
}
