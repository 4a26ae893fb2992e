/** A sitemap group (docs/product.md#screens-and-routes) as the XML sitemaps and the readable /sitemap/ pages share it. */

export interface SitemapGroup {
  slug: string;
  name: string;
  entries: { url: string; lastModified: string }[];
}

/** The newest of ISO timestamps (they compare as text; Math.max would make them numbers). */
export const latest = (dates: string[]) =>
  // biome-ignore lint/complexity/useMathMinMax: strings, not numbers
  dates.reduce((a, b) => (b > a ? b : a), '1970-01-01T00:00:00.000Z');

/** The newest last-modified time of a group's URLs. */
export const groupLastModified = (group: SitemapGroup) => latest(group.entries.map((e) => e.lastModified));
