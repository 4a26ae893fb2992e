/**
 * The shop's one pager (src/lib/site/pagination.ts) in a React island: the nav of `pagerHtml` around the
 * same list, so its markup is the built listings' and the browser scripts' (src/lib/site/pager.test.ts).
 */
import { type PagerOptions, pager, pagerListHtml } from '../../lib/site/pagination.ts';

/** Nothing for a single page. */
export function Pager(options: PagerOptions) {
  const items = pager(options);
  if (!items) return null;
  return (
    <nav
      className="pager"
      aria-label="Pagination"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: pagerListHtml escapes every href and writes no other text.
      dangerouslySetInnerHTML={{ __html: pagerListHtml(items) }}
    />
  );
}
