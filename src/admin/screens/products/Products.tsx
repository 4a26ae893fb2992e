/** The product list (#/products): search, filters and page in the address, the server pages. */
import { type FormEvent, useEffect, useState } from 'react';
import { STOCK_LABELS, STOCK_STATUSES, type StockStatus } from '../../../lib/catalogue/stock.ts';
import { formatMoney } from '../../../lib/pricing/money.ts';
import { api } from '../../api.ts';
import { storageUrl } from '../../image-list.tsx';
import { href, navigate } from '../../router.ts';
import type { Page } from '../../types.ts';
import { Heading, LoadState, Notice, Pager, useLoad, When } from '../../ui.tsx';
import { loadProductOptions, type ProductOptions } from './options.ts';

/** GET /api/admin/products, one row. */
export interface ProductRow {
  id: number;
  title: string;
  sku: string;
  permalink: string;
  price_cents: number;
  category: { id: number; title: string } | null;
  brand: { id: number; title: string } | null;
  active: boolean;
  stock_status: StockStatus;
  featured_image: string;
  version: number;
  updated_at: string;
}

const FILTERS = ['q', 'category_id', 'brand_id', 'active', 'stock_status'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

function ProductTable({ rows }: { rows: ProductRow[] }) {
  if (!rows.length) return <p>No products match.</p>;
  return (
    <table className="rows products">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Image</span>
          </th>
          <th scope="col">Product</th>
          <th scope="col">SKU</th>
          <th scope="col" className="num">
            Price (ex GST)
          </th>
          <th scope="col">Category</th>
          <th scope="col">Brand</th>
          <th scope="col">Stock</th>
          <th scope="col">Updated</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id}>
            <td className="thumb">
              {p.featured_image ? (
                <img
                  src={`${storageUrl(p.featured_image)}?w=160`}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              ) : (
                <span className="no-image" aria-hidden="true" />
              )}
            </td>
            <th scope="row" data-label="Product">
              <a href={href('products', p.id)}>{p.title}</a>
              {!p.active && <span className="badge badge-inactive">Inactive</span>}
            </th>
            <td data-label="SKU" className="nowrap">
              {p.sku}
            </td>
            <td data-label="Price" className="num">
              {formatMoney(p.price_cents)}
            </td>
            <td data-label="Category">{p.category?.title ?? '—'}</td>
            <td data-label="Brand">{p.brand?.title ?? '—'}</td>
            <td data-label="Stock">
              <span className={`badge badge-${p.stock_status}`}>{STOCK_LABELS[p.stock_status]}</span>
            </td>
            <td data-label="Updated">
              <When at={p.updated_at} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FilterForm({ current, options }: { current: Filters; options: ProductOptions | null }) {
  const [form, setForm] = useState(current);
  const key = JSON.stringify(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the address when it changes
  useEffect(() => setForm(current), [key]);
  const set = (k: keyof Filters, value: string) => setForm((f) => ({ ...f, [k]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(href('products', null, { ...form, q: form.q.trim() }));
  };
  return (
    <form className="filters" onSubmit={submit} role="search" aria-label="Find products">
      <div className="field grow">
        <label htmlFor="pf-q">Search</label>
        <input
          id="pf-q"
          type="search"
          placeholder="Title or SKU"
          value={form.q}
          onChange={(e) => set('q', e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="pf-category">Category</label>
        <select
          id="pf-category"
          value={form.category_id}
          onChange={(e) => set('category_id', e.target.value)}
        >
          <option value="">Any</option>
          {options?.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="pf-brand">Brand</label>
        <select id="pf-brand" value={form.brand_id} onChange={(e) => set('brand_id', e.target.value)}>
          <option value="">Any</option>
          {options?.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="pf-active">Visibility</label>
        <select id="pf-active" value={form.active} onChange={(e) => set('active', e.target.value)}>
          <option value="">Active and inactive</option>
          <option value="true">Active only</option>
          <option value="false">Inactive only</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="pf-stock">Stock</label>
        <select id="pf-stock" value={form.stock_status} onChange={(e) => set('stock_status', e.target.value)}>
          <option value="">Any</option>
          {STOCK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STOCK_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="primary">
        Apply
      </button>
    </form>
  );
}

/** A message for the list's next showing (after a product is deleted from its editor). */
let flash: string | null = null;
export const productsFlash = (text: string) => {
  flash = text;
};

export function Products({ query }: { query: URLSearchParams }) {
  const [notice] = useState(() => {
    const text = flash;
    flash = null;
    return text;
  });
  const current = Object.fromEntries(FILTERS.map((k) => [k, query.get(k) ?? ''])) as Filters;
  const page = Number(query.get('page') ?? 1) || 1;
  const key = query.toString();
  const list = useLoad(
    () =>
      api.get<Page<ProductRow>>('admin/products', {
        ...Object.fromEntries(Object.entries(current).filter(([, v]) => v !== '')),
        page,
      }),
    [key],
  );
  const options = useLoad(loadProductOptions, []);
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
      {options.error && <Notice error>Brands and categories could not be loaded: {options.error}</Notice>}
      <FilterForm current={current} options={options.data} />
      <LoadState loaded={list}>
        {(p) => (
          <div aria-busy={list.loading}>
            <ProductTable rows={p.data} />
            <Pager
              page={p.page}
              perPage={p.per_page}
              total={p.total}
              hrefFor={(n) => href('products', null, { ...current, page: String(n) })}
            />
          </div>
        )}
      </LoadState>
    </>
  );
}
