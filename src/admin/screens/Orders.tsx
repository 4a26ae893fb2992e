/**
 * The order list: filters and search live in the address (#/orders?status=…), the server pages.
 * Orders ticked in the list are moved together (OrderBulkBar); owners and managers export the CSV.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { can } from '../../lib/account/staff-roles.ts';
import { DATE_PRESETS, presetOf, presetRange } from '../../lib/format/date-presets.ts';
import { ORDER_STATUSES } from '../../lib/orders/fulfilment.ts';
import { statusLabel } from '../../lib/orders/orders.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { api, errorText, saveBlob, send } from '../api.ts';
import { href, navigate } from '../router.ts';
import type { OrderRow, Page, Staff } from '../types.ts';
import { Heading, LoadState, Notice, Pager, Status, useLoad, When } from '../ui.tsx';
import { OrderBulkBar } from './OrderBulkBar.tsx';

const FILTERS = ['q', 'status', 'payment_status', 'from', 'to', 'attempts'] as const;
const PAYMENT_STATUSES = ['completed', 'review', 'failed', 'pending'];

/** Which orders are ticked, and how to tick them. */
export interface Selection {
  selected: string[];
  toggle: (invoice: string) => void;
  setAll: (invoices: string[]) => void;
}

/** The order rows as a table that stacks into cards on a phone (each cell says what it is). */
export function OrderTable({ rows, selection }: { rows: OrderRow[]; selection?: Selection }) {
  if (!rows.length) return <p>No orders match.</p>;
  const all = rows.map((o) => o.invoice_number);
  const allTicked = selection ? all.every((n) => selection.selected.includes(n)) : false;
  return (
    <>
      {selection && (
        <div className="field check">
          <input
            id="pick-all"
            type="checkbox"
            checked={allTicked}
            onChange={() => selection.setAll(allTicked ? [] : all)}
          />
          <label htmlFor="pick-all">Select all orders on this page</label>
        </div>
      )}
      <table className="rows">
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="pick">
                <span className="visually-hidden">Select</span>
              </th>
            )}
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Customer</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <th scope="col" className="num">
              Items
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.invoice_number}>
              {selection && (
                <td className="pick">
                  <input
                    type="checkbox"
                    aria-label={`Select order ${o.invoice_number}`}
                    checked={selection.selected.includes(o.invoice_number)}
                    onChange={() => selection.toggle(o.invoice_number)}
                  />
                </td>
              )}
              <th scope="row" data-label="Order">
                <a href={href('orders', o.invoice_number)}>{o.invoice_number}</a>
              </th>
              <td data-label="Placed">
                <When at={o.created_at} />
              </td>
              <td data-label="Customer">
                {o.name}
                <br />
                <span className="muted">{o.email}</span>
              </td>
              <td data-label="Status">
                <Status value={o.status} />
              </td>
              <td data-label="Payment">
                {statusLabel(o.payment_status)} · {o.payment_method === 'Stripe' ? 'Card' : o.payment_method}
              </td>
              <td data-label="Items" className="num">
                {o.item_count}
              </td>
              <td data-label="Total" className="num">
                {formatMoney(o.total_cents)}
                {o.refunded_cents > 0 && (
                  <span className="muted"> ({formatMoney(o.refunded_cents)} refunded)</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Downloads the orders CSV of the days chosen (all days when none). */
async function exportCsv(from: string, to: string) {
  const query = Object.fromEntries(Object.entries({ from, to }).filter(([, v]) => v !== ''));
  const blob = await (await send('GET', 'admin/orders/export.csv', undefined, query)).blob();
  saveBlob(blob, `${['orders', from, to].filter(Boolean).join('-')}.csv`);
}

export function Orders({ query, staff }: { query: URLSearchParams; staff: Staff }) {
  const current = Object.fromEntries(FILTERS.map((k) => [k, query.get(k) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const page = Number(query.get('page') ?? 1) || 1;
  const [form, setForm] = useState(current);
  const key = query.toString();
  const list = useLoad(
    () =>
      api.get<Page<OrderRow>>('admin/orders', {
        ...Object.fromEntries(Object.entries(current).filter(([, v]) => v !== '')),
        page,
      }),
    [key],
  );
  const [selected, setSelected] = useState<string[]>([]);
  const [exportError, setExportError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the address when it changes
  useEffect(() => {
    setForm(current);
    setSelected([]);
  }, [key]);
  const selection: Selection = {
    selected,
    toggle: (n) => setSelected((s) => (s.includes(n) ? s.filter((x) => x !== n) : [...s, n])),
    setAll: setSelected,
  };
  const activePreset = presetOf(current.from, current.to);
  const canMove = can(staff.role, 'orders:fulfil');
  const set = (k: keyof typeof form, value: string) => setForm((f) => ({ ...f, [k]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(href('orders', null, { ...form, q: form.q.trim() }));
  };

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
        <div className="field grow">
          <label htmlFor="f-q">Search</label>
          <input
            id="f-q"
            type="search"
            placeholder="Order number, email or name"
            value={form.q}
            onChange={(e) => set('q', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="f-status">Status</label>
          <select id="f-status" value={form.status} onChange={(e) => set('status', e.target.value)}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-payment">Payment</label>
          <select
            id="f-payment"
            value={form.payment_status}
            onChange={(e) => set('payment_status', e.target.value)}
          >
            <option value="">Any placed order</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-from">From</label>
          <input id="f-from" type="date" value={form.from} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="f-to">To</label>
          <input id="f-to" type="date" value={form.to} onChange={(e) => set('to', e.target.value)} />
        </div>
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
      <LoadState loaded={list}>
        {(p) => (
          <div aria-busy={list.loading}>
            {canMove && (
              <OrderBulkBar
                // Only orders on this page: a tick from a list since replaced does not count.
                selected={selected.filter((n) => p.data.some((o) => o.invoice_number === n))}
                onDone={() => {
                  setSelected([]);
                  list.reload();
                }}
              />
            )}
            <OrderTable rows={p.data} selection={canMove ? selection : undefined} />
            <Pager
              page={p.page}
              perPage={p.per_page}
              total={p.total}
              hrefFor={(n) => href('orders', null, { ...current, page: String(n) })}
            />
          </div>
        )}
      </LoadState>
    </>
  );
}
