/**
 * Build-time only (every page is pre-rendered): notes each page's inline scripts so the build can
 * list their hashes in the Content-Security-Policy of `_headers`.
 */
import { defineMiddleware } from 'astro:middleware';
import { recordInlineScripts } from './lib/build/inline-scripts.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  // The bytes Astro encoded, scanned and passed on as they are (src/lib/build/inline-scripts.ts).
  const html = new Uint8Array(await response.arrayBuffer());
  recordInlineScripts(html);
  return new Response(html, { status: response.status, headers: response.headers });
});
