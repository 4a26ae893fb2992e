/**
 * The readable sitemap (docs/design.md#urls-on-a-static-host): /sitemap/ lists the groups with their URL counts, and
 * /sitemap/{group}/ (then /page/N/) a group's URLs and last-modified times, a thousand rows a page.
 * Built from the same groups as the XML sitemaps, so both always list the same URLs.
 */
import { pageCount, pageSlice } from './pagination.ts';
import { groupLastModified, type SitemapGroup } from './sitemap-group.ts';
import { sitemapPagePath } from './urls.ts';

/** Rows on one page of a group's readable sitemap. */
export const SITEMAP_ROWS_PER_PAGE = 1000;

/** A group as /sitemap/ lists it. */
export interface SitemapGroupSummary {
  name: string;
  href: string;
  xml: string;
  count: number;
  lastModified: string;
}

/** One page of a group's readable sitemap. */
export interface SitemapRowsPage {
  group: SitemapGroupSummary;
  page: number;
  last: number;
  path: string;
  rows: SitemapGroup['entries'];
}

/** product-sitemap -> product, product-sitemap2 -> product2: the group's name in /sitemap/{group}/. */
const key = (group: SitemapGroup) => group.slug.replace('-sitemap', '');

/** The groups, in the order of the sitemap index. */
export function sitemapSummaries(groups: SitemapGroup[]): SitemapGroupSummary[] {
  return groups.map((g) => ({
    name: g.name,
    href: sitemapPagePath(key(g)),
    xml: `/${g.slug}.xml`,
    count: g.entries.length,
    lastModified: groupLastModified(g),
  }));
}

/** Every page of every group's readable sitemap. */
export function sitemapRowsPages(groups: SitemapGroup[], perPage = SITEMAP_ROWS_PER_PAGE): SitemapRowsPage[] {
  const summaries = sitemapSummaries(groups);
  return groups.flatMap((g, i) => {
    const last = pageCount(g.entries.length, perPage);
    return Array.from({ length: last }, (_, p) => ({
      group: summaries[i]!,
      page: p + 1,
      last,
      path: sitemapPagePath(key(g), p + 1),
      rows: pageSlice(g.entries, p + 1, perPage),
    }));
  });
}
