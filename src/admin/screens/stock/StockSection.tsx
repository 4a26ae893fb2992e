/**
 * A product's stock (the product editor's Stock section and #/stock/:id): its status, every
 * location's level, and, for staff who may change stock (inventory:write), the settings form and
 * an adjustment form; others see the settings as text. Each save's answer redraws the levels.
 */
import './stock.css';
import { STOCK_LABELS } from '../../../lib/catalogue/stock.ts';
import { useProductStock } from '../../api/stock.ts';
import { type Column, Table } from '../../table.tsx';
import type { ProductStock, StockLevel } from '../../types.ts';
import { QueryState } from '../../ui.tsx';
import { AdjustForm } from './AdjustForm.tsx';
import { StockSettingsForm } from './StockSettingsForm.tsx';

const LEVEL_COLUMNS: Column<StockLevel>[] = [
  { header: 'Location', cell: (l) => l.location },
  { header: 'On hand', num: true, cell: (l) => l.on_hand },
  { header: 'Reserved', num: true, cell: (l) => l.reserved },
  { header: 'Safety', num: true, cell: (l) => l.safety_stock },
  { header: 'Available', num: true, cell: (l) => l.available },
];

/** The status as a badge, with what decides it. */
export function StockStatusLine({ stock }: { stock: ProductStock }) {
  const available = stock.levels.reduce((sum, l) => sum + l.available, 0);
  return (
    <p className="summary-line">
      <span className={`badge badge-${stock.stock_status}`}>{STOCK_LABELS[stock.stock_status]}</span>
      <span>
        {stock.track_stock
          ? `Counted by location: ${available} available in all.`
          : 'Not counted: the stock status is set by hand in the product form.'}
      </span>
    </p>
  );
}

function SettingsText({ stock }: { stock: ProductStock }) {
  return (
    <dl className="stock-settings">
      <div>
        <dt>Counted by location</dt>
        <dd>{stock.track_stock ? 'Yes' : 'No'}</dd>
      </div>
      <div>
        <dt>Backorders</dt>
        <dd>
          {stock.backorder_allowed ? 'Taken' : 'Not taken'}
          {stock.backorder_allowed && stock.backorder_date && `, more expected on ${stock.backorder_date}`}
        </dd>
      </div>
      <div>
        <dt>Low-stock threshold</dt>
        <dd>{stock.low_stock_threshold}</dd>
      </div>
    </dl>
  );
}

export function StockLevels({ stock }: { stock: ProductStock }) {
  return (
    <Table
      rows={stock.levels}
      columns={LEVEL_COLUMNS}
      rowKey={(l) => l.location_id}
      caption="Stock levels"
      empty="No locations yet: add one under Stock, Locations."
    />
  );
}

export function StockSection({ productId, canWrite }: { productId: number; canWrite: boolean }) {
  const stock = useProductStock(productId);
  return (
    <section className="card stock" aria-labelledby="stock-heading">
      <h2 id="stock-heading">Stock</h2>
      <QueryState query={stock}>
        {(s) => (
          <>
            <StockStatusLine stock={s} />
            <StockLevels stock={s} />
            {canWrite ? (
              <div className="stock-forms">
                <AdjustForm key={`adjust-${s.product_id}`} stock={s} />
                <StockSettingsForm key={`settings-${s.product_id}`} stock={s} />
              </div>
            ) : (
              <SettingsText stock={s} />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
