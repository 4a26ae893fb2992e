/** The product list (#/products): search, filters and page in the address, the server pages. */
import './products.css';
import { STOCK_LABELS, STOCK_STATUSES } from '../../../lib/catalogue/stock.ts';
import { formatMoney } from '../../../lib/pricing/money.ts';
import { errorText } from '../../api/client.ts';
import { useProductOptions } from '../../api/options.ts';
import { type ProductRow, useNotice, useProducts } from '../../api/products.ts';
import { FilterFields, type FilterSpec, useFilterForm } from '../../filters.tsx';
import { storageUrl } from '../../image-list.tsx';
import { href } from '../../router.ts';
import { type Column, PagedTable } from '../../table.tsx';
import { Heading, Notice, QueryState, When } from '../../ui.tsx';
import type { ProductOptions } from './options.ts';

const FILTERS = ['q', 'category_id', 'brand_id', 'active', 'stock_status'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const COLUMNS: Column<ProductRow>[] = [
  {
    header: 'Product',
    cell: (p) => (
      <span className="product-cell">
        {p.featured_image ? (
          <img
            className="thumb"
            src={`${storageUrl(p.featured_image)}?w=160`}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
        ) : (
          <span className="thumb no-image" aria-hidden="true" />
        )}
        <span>
          <a href={href('products', p.id)}>{p.title}</a>
          {!p.active && <span className="badge badge-inactive">Inactive</span>}
        </span>
      </span>
    ),
  },
  { header: 'SKU', cell: (p) => <span className="nowrap">{p.sku}</span> },
  { header: 'Price (ex GST)', num: true, cell: (p) => formatMoney(p.price_cents) },
  { header: 'Category', cell: (p) => p.category?.title ?? '—' },
  { header: 'Brand', cell: (p) => p.brand?.title ?? '—' },
  {
    header: 'Stock',
    cell: (p) => <span className={`badge badge-${p.stock_status}`}>{STOCK_LABELS[p.stock_status]}</span>,
  },
  { header: 'Updated', cell: (p) => <When at={p.updated_at} /> },
];

function FilterForm({ current, options }: { current: Filters; options: ProductOptions | null }) {
  const { form, set, submit } = useFilterForm('products', current);
  const any = ['', 'Any'] as const;
  const specs: FilterSpec<keyof Filters>[] = [
    { key: 'q', label: 'Search', grow: true, placeholder: 'Title or SKU' },
    {
      key: 'category_id',
      label: 'Category',
      options: [any, ...(options?.categories ?? []).map((c) => [String(c.id), c.title] as const)],
    },
    {
      key: 'brand_id',
      label: 'Brand',
      options: [any, ...(options?.brands ?? []).map((b) => [String(b.id), b.title] as const)],
    },
    {
      key: 'active',
      label: 'Visibility',
      options: [
        ['', 'Active and inactive'],
        ['true', 'Active only'],
        ['false', 'Inactive only'],
      ],
    },
    {
      key: 'stock_status',
      label: 'Stock',
      options: [any, ...STOCK_STATUSES.map((s) => [s, STOCK_LABELS[s]] as const)],
    },
  ];
  return (
    <form className="filters" onSubmit={submit} role="search" aria-label="Find products">
      <FilterFields prefix="pf" specs={specs} form={form} set={set} />
      <button type="submit" className="primary">
        Apply
      </button>
    </form>
  );
}

export function Products({ query }: { query: URLSearchParams }) {
  const notice = useNotice('products');
  const current = Object.fromEntries(FILTERS.map((k) => [k, query.get(k) ?? ''])) as Filters;
  const page = Number(query.get('page') ?? 1) || 1;
  const list = useProducts({
    ...Object.fromEntries(Object.entries(current).filter(([, v]) => v !== '')),
    page,
  });
  const options = useProductOptions();
  return (
    <>
      <div className="toolbar heading-row">
        <Heading>Products</Heading>
        <a className="button primary" href={href('products', 'new')}>
          New product
        </a>
        <a className="button" href={href('product-import')}>
          Import / export CSV
        </a>
      </div>
      {notice && <Notice>{notice}</Notice>}
      {options.error ? (
        <Notice error>Brands and categories could not be loaded: {errorText(options.error)}</Notice>
      ) : null}
      <FilterForm current={current} options={options.data} />
      <QueryState query={list}>
        {(p) => (
          <div className="product-list" aria-busy={list.isFetching}>
            <PagedTable
              page={p}
              columns={COLUMNS}
              rowKey={(row) => row.id}
              empty="No products match."
              caption="Products"
              hrefFor={(n) => href('products', null, { ...current, page: String(n) })}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
