/** @jsxImportSource ../jsx */
/** The numbered pager: first, a window around the current page, ellipses and last, as plain links. */
import { pageWindow } from '../../lib/site/pagination.ts';

export interface PagerProps {
  current: number;
  last: number;
  href: (page: number) => string;
  /** Page numbers in the window around the current page (3: the current one plus or minus 1). */
  window?: number;
  label?: string;
}

/** Nothing for a single page. */
export function Pager({ current, last, href, window = 3, label = 'Pagination' }: PagerProps) {
  if (last <= 1) return <></>;
  return (
    <nav class="pager" aria-label={label}>
      <ol>
        {current > 1 && (
          <li>
            <a href={href(current - 1)} rel="prev">
              Previous
            </a>
          </li>
        )}
        {pageWindow(current, last, window).map((item) =>
          item.type === 'ellipsis' ? (
            <li>
              <span aria-hidden="true">&#8230;</span>
            </li>
          ) : (
            <li>
              <a
                href={href(item.page)}
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <a href={href(current + 1)} rel="next">
              Next
            </a>
          </li>
        )}
      </ol>
    </nav>
  );
}
