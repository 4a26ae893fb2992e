/** Customer search (name, email, phone), server-paged. */
import { statusLabel } from '../../lib/orders/orders.ts';
import { useCustomers } from '../api/customers.ts';
import { FilterFields, type FilterSpec, useFilterForm } from '../filters.tsx';
import { href } from '../router.ts';
import { type Column, PagedTable } from '../table.tsx';
import type { CustomerRow } from '../types.ts';
import { Heading, QueryState, When } from '../ui.tsx';

const COLUMNS: Column<CustomerRow>[] = [
  { header: 'Name', cell: (c) => <a href={href('customers', c.id)}>{c.name || c.email}</a> },
  { header: 'Email', cell: (c) => c.email },
  { header: 'Joined', cell: (c) => <When at={c.created_at} /> },
  { header: 'Orders', num: true, cell: (c) => c.order_count },
  { header: 'Trade', cell: (c) => (c.trade_status === 'none' ? '—' : statusLabel(c.trade_status)) },
];

const SEARCH: FilterSpec<'q'>[] = [
  { key: 'q', label: 'Search', grow: true, placeholder: 'Name, email or phone' },
];

export function Customers({ query }: { query: URLSearchParams }) {
  const q = query.get('q') ?? '';
  const page = Number(query.get('page') ?? 1) || 1;
  const { form, set, submit } = useFilterForm('customers', { q });
  const list = useCustomers({ q: q || undefined, page });
  return (
    <>
      <Heading>Customers</Heading>
      <form className="filters" role="search" aria-label="Find customers" onSubmit={submit}>
        <FilterFields prefix="c" specs={SEARCH} form={form} set={set} />
        <button type="submit" className="primary">
          Search
        </button>
      </form>
      <QueryState query={list}>
        {(p) => (
          <PagedTable
            page={p}
            columns={COLUMNS}
            rowKey={(c) => c.id}
            empty="No customers match."
            hrefFor={(n) => href('customers', null, { q, page: String(n) })}
          />
        )}
      </QueryState>
    </>
  );
}
