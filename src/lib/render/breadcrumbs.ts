/** The breadcrumb trail as an HTML string: the last item is the current page, the others links. */
import { escapeHtml as e } from './html.ts';

export interface Crumb {
  name: string;
  href: string;
}

export function breadcrumbsHtml(items: readonly Crumb[]): string {
  const last = items.length - 1;
  const li = items
    .map(
      (item, i) =>
        `<li>${i === last ? `<span aria-current="page">${e(item.name)}</span>` : `<a href="${e(item.href)}">${e(item.name)}</a>`}</li>`,
    )
    .join('');
  return `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${li}</ol></nav>`;
}
