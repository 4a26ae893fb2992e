/** The numbered pager as an HTML string: first, a window around the current page, ellipses and last, as plain links. */
import { pageWindow } from '../site/pagination.ts';
import { escapeHtml as e } from './html.ts';

export interface PagerLook {
  /** Page numbers in the window around the current page (3: the current one plus or minus 1). */
  window?: number;
  label?: string;
}

/** Nothing for a single page. */
export function pagerHtml(
  current: number,
  last: number,
  href: (page: number) => string,
  { window = 3, label = 'Pagination' }: PagerLook = {},
): string {
  if (last <= 1) return '';
  const link = (page: number, text: string, rel: string) =>
    `<li><a href="${e(href(page))}" rel="${rel}">${text}</a></li>`;
  const items = pageWindow(current, last, window)
    .map((item) =>
      item.type === 'ellipsis'
        ? '<li><span aria-hidden="true">&#8230;</span></li>'
        : `<li><a href="${e(href(item.page))}"${item.current ? ' aria-current="page"' : ''} aria-label="Page ${item.page}">${item.page}</a></li>`,
    )
    .join('');
  return `<nav class="pager" aria-label="${e(label)}"><ol>${current > 1 ? link(current - 1, 'Previous', 'prev') : ''}${items}${
    current < last ? link(current + 1, 'Next', 'next') : ''
  }</ol></nav>`;
}
