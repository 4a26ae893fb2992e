/**
 * Build-time only (every page is pre-rendered): notes each page's inline scripts so the build can
 * list their hashes in the Content-Security-Policy of `_headers`, and stamps product pages after the
 * first from its shell (src/lib/build/page-stamp.ts) instead of rendering each through Astro.
 */
import { defineMiddleware } from 'astro:middleware';
import { productPage, productPageKind } from './data/product-page.ts';
import { headSite } from './data/site.ts';
import { recordInlineScripts } from './lib/build/inline-scripts.ts';
import { recordPageProducts } from './lib/build/page-deps.ts';
import { createStamper, stamp, stampModeFrom } from './lib/build/page-stamp.ts';
import { astroOutDir, takeQueued, writeStampedPage } from './lib/build/stamp-queue.ts';
import type { Product } from './lib/catalogue/product.ts';
import { seoHeadHtml } from './lib/render/seo-head.ts';
import { productPath } from './lib/urls.ts';

const PRODUCT_ROUTE = '/product/[permalink]';
const shells = new Map<string, string[]>();
const stamper = createStamper(stampModeFrom(), shells);
const outDir = astroOutDir();

/** A product page's kind (which shell it is stamped from) and its parts, in the shell's order. */
async function stampParts(product: Product) {
  const page = await productPage(product);
  return { page, kind: productPageKind(product), parts: [seoHeadHtml(page.seo, headSite), ...page.main] };
}

/** Once a kind has its shell: stamps and writes the product pages queued for it (src/lib/build/stamp-queue.ts). */
async function writeQueued(kind: string): Promise<void> {
  const shell = shells.get(kind);
  if (!shell) return;
  for (const { props } of takeQueued<{ props: { product: Product } }>(kind)) {
    const { page, parts } = await stampParts(props.product);
    const path = productPath(props.product.permalink);
    writeStampedPage(path, stamp(shell, parts), outDir);
    recordPageProducts(path, page.productIds);
  }
}

/** Scans a rendered page's inline scripts, as Astro encoded them (src/lib/build/inline-scripts.ts). */
async function scanned(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = new Uint8Array(await response.arrayBuffer());
  recordInlineScripts(html);
  return new Response(html, { status: response.status, headers: response.headers });
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.routePattern !== PRODUCT_ROUTE) return scanned(await next());
  const { page, kind, parts } = await stampParts(context.props.product as Product);
  let headers: HeadersInit = { 'content-type': 'text/html' };
  const html = await stamper({ path: context.url.pathname, kind, parts }, async () => {
    const response = await scanned(await next());
    headers = response.headers;
    return response.text();
  });
  recordPageProducts(context.url.pathname, page.productIds);
  await writeQueued(kind);
  // A stamped page's inline scripts are its shell's, scanned with the page it was cut from: the parts
  // are escaped text, sanitised editor HTML and JSON-LD, so a script in one would be an injection, and
  // left out of the CSP's hashes it stays blocked.
  // Encoded here rather than handed to Response as a string: a string body raised each render
  // process's peak memory by about 350 MB at 10,000 products (1.9 GB in all at 100,000).
  return new Response(Buffer.from(html, 'utf8'), { status: 200, headers });
});
