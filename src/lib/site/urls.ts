/** Canonical storefront paths (docs/design.md#urls-on-a-static-host), shared by pages, sitemaps and the API. */

/** /product/{permalink}/ */
export function productPath(permalink: string): string {
  return `/product/${encodeURIComponent(permalink)}/`;
}

/** /shop/ or /shop/page/N/ */
export function shopPath(page = 1): string {
  return page > 1 ? `/shop/page/${page}/` : '/shop/';
}

/** /shop/category/{cat}/ with an optional child and page. */
export function categoryPath(category: string, child?: string, page = 1): string {
  const base = `/shop/category/${encodeURIComponent(category)}/${child ? `${encodeURIComponent(child)}/` : ''}`;
  return page > 1 ? `${base}page/${page}/` : base;
}

/** /brand/{permalink}/ or /brand/{permalink}/page/N/ */
export function brandPath(permalink: string, page = 1): string {
  const base = `/brand/${encodeURIComponent(permalink)}/`;
  return page > 1 ? `${base}page/${page}/` : base;
}

/** /blog/{permalink}/ */
export function blogPath(permalink: string): string {
  return `/blog/${encodeURIComponent(permalink)}/`;
}

/** Fixed site pages listed under 'Other Pages' in the sitemap (information pages come from the API). */
export const fixedPages = [
  '/',
  '/shop/',
  '/brands/',
  '/blogs/',
  '/faqs/',
  '/best-selling/',
  '/contact-us/',
] as const;

/** /{slug}/ for an information page. */
export function infoPagePath(slug: string): string {
  return `/${encodeURIComponent(slug)}/`;
}

/** /sitemap/ (the groups) or /sitemap/{group}/ and /sitemap/{group}/page/N/: the readable sitemap. */
export function sitemapPagePath(group?: string, page = 1): string {
  if (!group) return '/sitemap/';
  const base = `/sitemap/${encodeURIComponent(group)}/`;
  return page > 1 ? `${base}page/${page}/` : base;
}
