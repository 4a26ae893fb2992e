/**
 * The order list: filters and search live in the address (#/orders?status=…), the server pages.
 * Orders ticked in the list are moved together (OrderBulkBar); owners and managers export the CSV.
 */
import { useEffect, useState } from 'react';
import { can } from '../../lib/account/staff-roles.ts';
import { DATE_PRESETS, presetOf, presetRange } from '../../lib/format/date-presets.ts';
import { ORDER_STATUSES } from '../../lib/orders/fulfilment.ts';
import { statusLabel } from '../../lib/orders/orders.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { errorText, saveBlob } from '../api/client.ts';
import { exportOrders, useOrders } from '../api/orders.ts';
import { FilterFields, type FilterSpec, useFilterForm } from '../filters.tsx';
import { href, navigate } from '../router.ts';
import { type Column, PagedTable, type Selection } from '../table.tsx';
import type { OrderRow, Staff } from '../types.ts';
import { Heading, Notice, QueryState, Status, When } from '../ui.tsx';
import { OrderBulkBar } from './OrderBulkBar.tsx';

const FILTERS = ['q', 'status', 'payment_status', 'from', 'to', 'attempts'] as const;
const PAYMENT_STATUSES = ['completed', 'review', 'failed', 'pending'];

/** The order list's columns, also the customer screen's. */
export const ORDER_COLUMNS: Column<OrderRow>[] = [
  { header: 'Order', cell: (o) => <a href={href('orders', o.invoice_number)}>{o.invoice_number}</a> },
  { header: 'Placed', cell: (o) => <When at={o.created_at} /> },
  {
    header: 'Customer',
    cell: (o) => (
      <>
        {o.name}
        <br />
        <span className="muted">{o.email}</span>
      </>
    ),
  },
  { header: 'Status', cell: (o) => <Status value={o.status} /> },
  {
    header: 'Payment',
    cell: (o) =>
      `${statusLabel(o.payment_status)} · ${o.payment_method === 'Stripe' ? 'Card' : o.payment_method}`,
  },
  { header: 'Items', num: true, cell: (o) => o.item_count },
  {
    header: 'Total',
    num: true,
    cell: (o) => (
      <>
        {formatMoney(o.total_cents)}
        {o.refunded_cents > 0 && <span className="muted"> ({formatMoney(o.refunded_cents)} refunded)</span>}
      </>
    ),
  },
];

/** Downloads the orders CSV of the days chosen (all days when none). */
async function exportCsv(from: string, to: string) {
  const query = Object.fromEntries(Object.entries({ from, to }).filter(([, v]) => v !== ''));
  saveBlob(await exportOrders(query), `${['orders', from, to].filter(Boolean).join('-')}.csv`);
}

const ORDER_FILTERS: FilterSpec<(typeof FILTERS)[number]>[] = [
  { key: 'q', label: 'Search', grow: true, placeholder: 'Order number, email or name' },
  {
    key: 'status',
    label: 'Status',
    options: [['', 'Any'], ...ORDER_STATUSES.map((s) => [s, statusLabel(s)] as const)],
  },
  {
    key: 'payment_status',
    label: 'Payment',
    options: [['', 'Any placed order'], ...PAYMENT_STATUSES.map((s) => [s, statusLabel(s)] as const)],
  },
  { key: 'from', label: 'From', type: 'date' },
  { key: 'to', label: 'To', type: 'date' },
];

export function Orders({ query, staff }: { query: URLSearchParams; staff: Staff }) {
  const current = Object.fromEntries(FILTERS.map((k) => [k, query.get(k) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const page = Number(query.get('page') ?? 1) || 1;
  const { form, set, submit } = useFilterForm('orders', current);
  const key = query.toString();
  const list = useOrders({
    ...Object.fromEntries(Object.entries(current).filter(([, v]) => v !== '')),
    page,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [exportError, setExportError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another list, no ticks
  useEffect(() => setSelected([]), [key]);
  const selection: Selection = {
    selected,
    toggle: (n) => setSelected((s) => (s.includes(n) ? s.filter((x) => x !== n) : [...s, n])),
    setAll: setSelected,
    label: (n) => `Select order ${n}`,
    allLabel: 'Select all orders on this page',
  };
  const activePreset = presetOf(current.from, current.to);
  const canMove = can(staff.role, 'orders:fulfil');

  return (
    <>
      <Heading>Orders</Heading>
      <div className="actions date-presets" role="group" aria-label="Placed">
        {DATE_PRESETS.map((p) => (
          <button
            key={p.key}
            type="button"
            aria-pressed={activePreset === p.key}
            onClick={() => navigate(href('orders', null, { ...current, ...presetRange(p.key), page: '' }))}
          >
            {p.label}
          </button>
        ))}
        {can(staff.role, 'orders:export') && (
          <button
            type="button"
            className="export-csv"
            onClick={() => {
              setExportError(null);
              exportCsv(current.from, current.to).catch((err) => setExportError(errorText(err)));
            }}
          >
            Export CSV
          </button>
        )}
      </div>
      <Notice error>{exportError}</Notice>
      <form className="filters" onSubmit={submit} role="search" aria-label="Find orders">
        <FilterFields prefix="f" specs={ORDER_FILTERS} form={form} set={set} />
        <div className="field check">
          <input
            id="f-attempts"
            type="checkbox"
            checked={form.attempts === '1'}
            onChange={(e) => set('attempts', e.target.checked ? '1' : '')}
          />
          <label htmlFor="f-attempts">Include failed attempts</label>
        </div>
        <button type="submit" className="primary">
          Apply
        </button>
      </form>
      <QueryState query={list}>
        {(p) => (
          <div aria-busy={list.isFetching}>
            {canMove && (
              <OrderBulkBar
                // Only orders on this page: a tick from a list since replaced does not count.
                selected={selected.filter((n) => p.data.some((o) => o.invoice_number === n))}
                onDone={() => setSelected([])}
              />
            )}
            <PagedTable
              page={p}
              columns={ORDER_COLUMNS}
              rowKey={(o) => o.invoice_number}
              empty="No orders match."
              selection={canMove ? selection : undefined}
              hrefFor={(n) => href('orders', null, { ...current, page: String(n) })}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
