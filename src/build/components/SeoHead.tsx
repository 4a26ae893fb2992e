/** @jsxImportSource ../jsx */
/**
 * The head's page-specific part: title, description and the other meta tags, the canonical link,
 * Open Graph and structured data. Base.astro renders every page's head with it, and the catalogue
 * pages the build writes put it in the same place.
 */
import { scriptJson } from '../../lib/format/escape.ts';
import type { PageSeo } from '../../lib/site/seo.ts';
import { raw } from '../jsx/jsx-runtime.ts';

export interface HeadSite {
  name: string;
  keywords: string;
  author: string;
  /** A path as an absolute URL on the shop's address. */
  absolute: (path: string) => string;
  /** The share picture of a page without its own image (1200 x 630, the size link previews use). */
  defaultImage: { path: string; width: number; height: number };
}

export function SeoHead({ seo, site }: { seo: PageSeo; site: HeadSite }) {
  const canonical = site.absolute(seo.canonical);
  const { defaultImage } = site;
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <meta name="keywords" content={seo.keywords || site.keywords} />
      <meta name="author" content={site.author} />
      <meta name="robots" content={seo.robots} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={seo.type ?? 'website'} />
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={canonical} />
      {seo.image ? (
        <meta property="og:image" content={site.absolute(seo.image)} />
      ) : (
        <>
          <meta property="og:image" content={site.absolute(defaultImage.path)} />
          <meta property="og:image:width" content={defaultImage.width} />
          <meta property="og:image:height" content={defaultImage.height} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      {(seo.jsonLd ?? []).map((data) => (
        <script type="application/ld+json">{raw(scriptJson(data))}</script>
      ))}
    </>
  );
}

/** The same as a string, for Base.astro and the build. */
export function seoHeadHtml(seo: PageSeo, site: HeadSite): string {
  return SeoHead({ seo, site }).html;
}
