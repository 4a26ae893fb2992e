/**
 * For data tests: the catalogue's lists (src/data/catalogue-lists.ts) from plain entries, as the API
 * would have given them after the schemas' checks. `collections` holds each list's entries by name
 * (`{ data }` each), `site` one entry.
 */
import type { CatalogueLists } from '../../src/data/catalogue-lists.ts';

export function listsOf(collections: Record<string, { data: unknown }[]>): CatalogueLists {
  const list = (name: string) => (collections[name] ?? []).map((e) => e.data) as never[];
  return {
    categories: list('categories'),
    brands: list('brands'),
    blogs: list('blogs'),
    infoPages: list('infoPages'),
    faqs: list('faqs'),
    pageMeta: list('pageMeta'),
    site: list('site')[0]!,
  };
}
