/**
 * Low stock (#/stock): counted products at or under their low-stock threshold, out of stock first,
 * each linked to its stock (levels, adjustments).
 */
import { STOCK_LABELS } from '../../../lib/catalogue/stock.ts';
import { useLowStock } from '../../api/stock.ts';
import { href } from '../../router.ts';
import { type Column, Table } from '../../table.tsx';
import type { LowStockRow } from '../../types.ts';
import { Heading, QueryState } from '../../ui.tsx';

const COLUMNS: Column<LowStockRow>[] = [
  { header: 'Product', cell: (r) => <a href={href('stock', r.id)}>{r.title}</a> },
  { header: 'SKU', cell: (r) => <span className="nowrap">{r.sku}</span> },
  {
    header: 'Status',
    cell: (r) => <span className={`badge badge-${r.stock_status}`}>{STOCK_LABELS[r.stock_status]}</span>,
  },
  { header: 'Available', num: true, cell: (r) => r.available },
  { header: 'Threshold', num: true, cell: (r) => r.low_stock_threshold },
];

export function LowStock() {
  const list = useLowStock();
  return (
    <>
      <Heading>Low stock</Heading>
      <p className="muted">
        Counted products with no more available than their low-stock threshold, over every location in use;
        out of stock first.
      </p>
      <QueryState query={list}>
        {(rows) => (
          <Table
            rows={rows}
            columns={COLUMNS}
            rowKey={(r) => r.id}
            caption="Low stock"
            empty="No counted product is low on stock."
          />
        )}
      </QueryState>
    </>
  );
}
