/**
 * The head's page-specific part as one string: title, description and the other meta tags, the
 * canonical link, Open Graph and structured data. Base.astro renders every page's head with it, and
 * the product pages stamped from a shell (src/lib/build/page-stamp.ts) put it in the same place.
 */
import type { PageSeo } from '../site/seo.ts';
import { escapeHtml as e, scriptJson } from './html.ts';

export interface HeadSite {
  name: string;
  keywords: string;
  author: string;
  /** A path as an absolute URL on the shop's address. */
  absolute: (path: string) => string;
  /** The share picture of a page without its own image (1200 x 630, the size link previews use). */
  defaultImage: { path: string; width: number; height: number };
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${e(content)}">`;

export function seoHeadHtml(seo: PageSeo, site: HeadSite): string {
  const canonical = site.absolute(seo.canonical);
  const { defaultImage } = site;
  const image = seo.image
    ? meta('property', 'og:image', site.absolute(seo.image))
    : meta('property', 'og:image', site.absolute(defaultImage.path)) +
      meta('property', 'og:image:width', String(defaultImage.width)) +
      meta('property', 'og:image:height', String(defaultImage.height));
  return [
    `<title>${e(seo.title)}</title>`,
    meta('name', 'description', seo.description),
    meta('name', 'keywords', seo.keywords || site.keywords),
    meta('name', 'author', site.author),
    meta('name', 'robots', seo.robots),
    `<link rel="canonical" href="${e(canonical)}">`,
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:type', seo.type ?? 'website'),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', canonical),
    image,
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(seo.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}
