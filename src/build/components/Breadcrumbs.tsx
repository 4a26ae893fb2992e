/** @jsxImportSource ../jsx */
/** The breadcrumb trail: the last item is the current page, the others links. */

export interface Crumb {
  name: string;
  href: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const last = items.length - 1;
  return (
    <nav class="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((item, i) => (
          <li>
            {i === last ? <span aria-current="page">{item.name}</span> : <a href={item.href}>{item.name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
