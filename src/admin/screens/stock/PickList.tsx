/**
 * The pick list (#/pick-list?location_id=2&day=2026-12-07): what to take off one location's shelves
 * for paid orders not yet sent or collected, all of them or those placed on one day (Sydney time).
 * The choice is kept in the address; Print puts the list alone on paper.
 */
import './stock.css';
import { locations } from '../../api/locations.ts';
import { usePickList } from '../../api/stock.ts';
import { FilterFields, type FilterSpec, useFilterForm } from '../../filters.tsx';
import { href } from '../../router.ts';
import { type Column, Table } from '../../table.tsx';
import type { PickList as Answer } from '../../types.ts';
import { Heading, QueryState, When } from '../../ui.tsx';

type Filters = { location_id: string; day: string };
type Line = Answer['data'][number];

const COLUMNS: Column<Line>[] = [
  { header: 'Order', cell: (l) => <a href={href('orders', l.invoice_number)}>{l.invoice_number}</a> },
  { header: 'Placed', cell: (l) => <When at={l.placed_at} /> },
  { header: 'Customer', cell: (l) => l.customer },
  { header: 'Sending', cell: (l) => (l.fulfilment === 'collect' ? 'Collect' : 'Ship') },
  { header: 'SKU', cell: (l) => <span className="nowrap">{l.sku}</span> },
  { header: 'Item', cell: (l) => l.title },
  { header: 'Qty', num: true, cell: (l) => l.quantity },
];

const dayName = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' });

function Sheet({ list, day }: { list: Answer; day: string }) {
  const units = list.data.reduce((sum, l) => sum + l.quantity, 0);
  const when = day
    ? `orders placed on ${dayName.format(new Date(`${day}T00:00:00Z`))}`
    : 'every order waiting';
  return (
    <section className="print-sheet" aria-labelledby="pick-title">
      <h2 id="pick-title">
        {list.location}: {when}
      </h2>
      <div className="toolbar no-print">
        <span>
          {list.data.length} {list.data.length === 1 ? 'line' : 'lines'}, {units}{' '}
          {units === 1 ? 'unit' : 'units'}
        </span>
        {list.data.length > 0 && (
          <button type="button" onClick={() => window.print()}>
            Print
          </button>
        )}
      </div>
      <Table
        rows={list.data}
        columns={COLUMNS}
        rowKey={(l) => `${l.invoice_number}:${l.sku}`}
        caption={`Pick list for ${list.location}`}
        empty="Nothing to pick here: no paid order waits on this location's stock."
      />
    </section>
  );
}

export function PickList({ query }: { query: URLSearchParams }) {
  const applied: Filters = { location_id: query.get('location_id') ?? '', day: query.get('day') ?? '' };
  const { form, set, submit } = useFilterForm('pick-list', applied);
  const places = locations.useList();
  const list = usePickList(applied.location_id, applied.day);
  const specs: FilterSpec<keyof Filters>[] = [
    {
      key: 'location_id',
      label: 'Location',
      options: [
        ['', places.isPending ? 'Loading…' : 'Choose a location'],
        ...(places.data ?? []).map((l) => [String(l.id), String(l.name)] as const),
      ],
    },
    { key: 'day', label: 'Placed on', type: 'date' },
  ];
  return (
    <>
      <Heading>Pick list</Heading>
      <p className="muted no-print">
        What to take off a location's shelves for paid orders not yet sent or collected. Leave the day empty
        for all of them.
      </p>
      <form className="filters no-print" aria-label="Choose the pick list" onSubmit={submit}>
        <FilterFields prefix="pick" specs={specs} form={form} set={set} />
        <button type="submit" className="primary">
          Show
        </button>
      </form>
      {applied.location_id === '' ? (
        <p>Choose a location to see what to take off its shelves.</p>
      ) : (
        <QueryState query={list}>{(answer) => <Sheet list={answer} day={applied.day} />}</QueryState>
      )}
    </>
  );
}
