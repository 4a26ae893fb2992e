/**
 * Build-time only (every page is pre-rendered): notes each page's inline scripts so the build can
 * list their hashes in the Content-Security-Policy of `_headers`, and stamps product and listing pages
 * after the first of each kind from its shell (src/lib/build/page-stamp.ts) instead of rendering each
 * through Astro.
 */
import { defineMiddleware } from 'astro:middleware';
import { listingPage, listingPageKind } from './data/listing-page.ts';
import type { ListingPage } from './data/listings.ts';
import { productPage, productPageKind } from './data/product-page.ts';
import { headSite } from './data/site.ts';
import { recordInlineScripts } from './lib/build/inline-scripts.ts';
import { recordPageProducts } from './lib/build/page-deps.ts';
import { createStamper, stamp, stampModeFrom } from './lib/build/page-stamp.ts';
import { astroOutDir, takeQueued, writeStampedPage } from './lib/build/stamp-queue.ts';
import type { Product } from './lib/catalogue/product.ts';
import { seoHeadHtml } from './lib/render/seo-head.ts';
import type { PageSeo } from './lib/site/seo.ts';
import { productPath } from './lib/site/urls.ts';

/** A stamped page: where it goes, which shell it takes, its parts in the shell's order, and its products. */
interface StampedPage {
  path: string;
  kind: string;
  parts: string[];
  productIds: number[];
}

/** A page's content as its stamp takes it: the head's SEO tags, then the main content's parts. */
function stamped(
  path: string,
  kind: string,
  page: { seo: PageSeo; main: string[]; productIds: number[] },
): StampedPage {
  return { path, kind, parts: [seoHeadHtml(page.seo, headSite), ...page.main], productIds: page.productIds };
}

async function productStamp(props: Record<string, unknown>): Promise<StampedPage> {
  const product = props.product as Product;
  return stamped(productPath(product.permalink), productPageKind(product), await productPage(product));
}

async function listingStamp(props: Record<string, unknown>): Promise<StampedPage> {
  const listing = props as unknown as ListingPage;
  const page = await listingPage(listing);
  return stamped(page.path, listingPageKind(listing), page);
}

/** The routes whose pages are stamped (their getStaticPaths queue the pages: src/lib/build/stamp-queue.ts). */
const STAMPED: Record<string, (props: Record<string, unknown>) => Promise<StampedPage>> = {
  '/product/[permalink]': productStamp,
  '/shop/[...slug]': listingStamp,
  '/shop/category/[...slug]': listingStamp,
  '/brand/[...slug]': listingStamp,
};

const shells = new Map<string, string[]>();
const stamper = createStamper(stampModeFrom(), shells);
const outDir = astroOutDir();

/** Once a kind has its shell: stamps and writes the pages queued for it. */
async function writeQueued(kind: string, stampOf: (props: Record<string, unknown>) => Promise<StampedPage>) {
  const shell = shells.get(kind);
  if (!shell) return;
  for (const { props } of takeQueued<{ props: Record<string, unknown> }>(kind)) {
    const page = await stampOf(props);
    await writeStampedPage(page.path, stamp(shell, page.parts), outDir);
    recordPageProducts(page.path, page.productIds);
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
  const stampOf = context.routePattern ? STAMPED[context.routePattern] : undefined;
  if (!stampOf) return scanned(await next());
  const page = await stampOf(context.props);
  let headers: HeadersInit = { 'content-type': 'text/html' };
  const html = await stamper({ path: context.url.pathname, kind: page.kind, parts: page.parts }, async () => {
    const response = await scanned(await next());
    headers = response.headers;
    return response.text();
  });
  // Recorded here for every page of a stamped route, the shells Astro rendered among them.
  recordPageProducts(context.url.pathname, page.productIds);
  await writeQueued(page.kind, stampOf);
  // A stamped page's inline scripts are its shell's, scanned with the page it was cut from: the parts
  // are escaped text, sanitised editor HTML and JSON data, so a script in one would be an injection, and
  // left out of the CSP's hashes it stays blocked.
  // Encoded here rather than handed to Response as a string: a string body raised each render
  // process's peak memory by about 350 MB at 10,000 products (1.9 GB in all at 100,000).
  return new Response(Buffer.from(html, 'utf8'), { status: 200, headers });
});
