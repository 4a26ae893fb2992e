/**
 * The site server: the built catalogue from dist/ with the build's `_redirects` and `_headers`,
 * catalogue images from the data folder, the API under /api and the publishing hooks under /hooks,
 * on one origin (docs/design.md#shape).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApi } from '../api/app.ts';
import type { AppDeps } from '../api/env.ts';
import { onError } from '../api/http/errors.ts';
import { localCopy } from '../api/storage/local-copy.ts';
import { resizedImage } from './image-resize.ts';
import { filteredListingPage, isListingQuery } from './listing-view.ts';
import { pageHeaders } from './site-headers-rules.ts';
import { redirectFor } from './site-rules.ts';
import { type ErrorPages, safeJoin, serveFile, serveFolder, staticFileFor } from './static-files.ts';
import { STRICT_HEADERS, strictHeaders } from './strict-headers.ts';
import { decodePath, encodePath, normalisePath } from './url-paths.ts';

export interface SiteServerOptions {
  deps: AppDeps;
  /** Returns the folder of the current build, or null while the first build runs. */
  distDir: () => string | null;
  storageDir: string;
  /** The rebuild webhook and status endpoints, mounted at /hooks. */
  hooks?: Hono;
}

/** The build's error pages. */
const errorPages = (dist: string): ErrorPages => ({
  notFound: join(dist, '404.html'),
  badRequest: join(dist, '400', 'index.html'),
});

/** Security headers for answers that are not files of the build (redirects, the building page). */
function pageSecurityHeaders(c: Context, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== 'cache-control') c.header(name, value);
  }
}

export function createSiteServer({ deps, distDir, storageDir, hooks }: SiteServerOptions) {
  const app = new Hono();
  app.use(compress());
  app.route('/api', createApi(deps));
  app.use('/hooks/*', strictHeaders());
  app.use('/storage/*', strictHeaders());
  if (hooks) app.route('/hooks', hooks);
  app.get('/storage/*', async (c) => {
    const raw = c.req.path.slice('/storage'.length);
    const decoded = decodePath(raw);
    if (decoded === null) return c.text('Bad request', 400);
    const rel = normalisePath(decoded);
    // One image, one URL: encoded or doubled slashes and dot segments move to the canonical path, so
    // every cache (resized variants here, the CDN's, the browser's) holds one copy of it.
    if (rel !== decoded || /%2f/i.test(raw)) {
      return c.redirect(`/storage${encodePath(rel)}${new URL(c.req.url).search}`, 301);
    }
    // Images in a bucket (S3_BUCKET) are copied here on first request, then served as files.
    const bucket = deps.storage?.kind === 's3' ? deps.storage : null;
    const root = bucket ? join(storageDir, '..', 'cache', 's3') : storageDir;
    if (bucket) {
      try {
        await localCopy(bucket, rel.slice(1), root);
      } catch (error) {
        console.error(`[storage] ${rel}: ${(error as Error).message}`);
        return c.text('Storage unavailable', 503);
      }
    }
    const width = Number(c.req.query('w'));
    if (width && /\.(webp|png|jpe?g)$/i.test(rel)) {
      const source = safeJoin(root, raw);
      if (source && existsSync(source)) {
        const variant = await resizedImage(source, join(storageDir, '..', 'cache', 'images'), rel, width);
        if (variant) return serveFile(c, variant, '/storage/variant');
      }
    }
    return serveFolder(c, root, raw);
  });
  app.get('*', async (c) => {
    const dist = distDir();
    if (!dist) {
      return c.html(
        '<!doctype html><title>Building</title><p>The shop is being built. Refresh in a moment.</p>',
        503,
        { ...STRICT_HEADERS, 'Retry-After': '5', 'Cache-Control': 'no-store' },
      );
    }
    const path = c.req.path;
    const headers = pageHeaders(dist, path);
    pageSecurityHeaders(c, headers);
    // The host's rule files are configuration, not pages (CDNs do not serve them either).
    if (path === '/_headers' || path === '/_redirects') return c.json({ message: 'Not found' }, 404);
    const rule = redirectFor(dist, path, new URL(c.req.url).searchParams);
    if (rule && (rule.force || !(await staticFileFor(dist, path)))) {
      // 200 and 404 rules rewrite: the target is served under the requested URL with that status.
      if (rule.status === 200) return serveFolder(c, dist, rule.location, errorPages(dist), headers);
      if (rule.status === 404) return serveFolder(c, dist, '/404-not-a-file', errorPages(dist), headers);
      return c.redirect(rule.location, rule.status as 301 | 302);
    }
    // A listing's filtered view for a browser without JavaScript (the filter form's "Apply").
    const { search, searchParams } = new URL(c.req.url);
    const filtered = search ? await filteredListingPage(dist, path, searchParams) : null;
    if (filtered) return c.html(filtered, 200, { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' });
    // The listing as built, for filter words the server has no view for (the vehicle's, the store's,
    // a brand gone): not indexed under that address either.
    const robots = search && isListingQuery(path, searchParams);
    return serveFolder(
      c,
      dist,
      path,
      errorPages(dist),
      robots ? { ...headers, 'X-Robots-Tag': 'noindex' } : headers,
    );
  });
  app.onError(onError);
  return app;
}
