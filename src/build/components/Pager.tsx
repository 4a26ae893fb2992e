/**
 * The numbered pager of the built listings and sitemap pages: the shop's one pager
 * (src/lib/site/pagination.ts), written as it is; nothing for a single page.
 */
import { type PagerOptions, pager, pagerHtml } from '../../lib/site/pagination.ts';
import { raw } from '../jsx/jsx-runtime.ts';

export function Pager(options: PagerOptions) {
  return raw(pagerHtml(pager(options)));
}
