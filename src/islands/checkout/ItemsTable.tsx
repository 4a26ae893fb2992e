/**
 * The item, price, quantity and total table shown on the payment pages and in order details; prices
 * GST-inclusive first, ex GST beside.
 */
import type { ReactNode } from 'react';
import type { ShownPrice } from '../../lib/pricing/pricing.ts';
import { GstPrice } from '../shared/GstPrice.tsx';

export interface ItemRow {
  id: number;
  title: string;
  quantity: number;
  unit: ShownPrice;
  total: ShownPrice;
  /** The vehicle the part is for, shown under the title as "For: …". */
  vehicle?: string;
  /** Why the order was refused for this line ("Only 3 of … are available."), under the title. */
  error?: string;
  /** More under the title (an order page's "Write a review"). */
  note?: ReactNode;
}

export function ItemsTable({ caption, rows }: { caption: string; rows: ItemRow[] }) {
  return (
    <table className="cart-table items-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>
              {r.title}
              {r.vehicle && <div className="line-vehicle">For: {r.vehicle}</div>}
              {r.error && <div className="line-error">{r.error}</div>}
              {r.note}
            </td>
            <td data-label="Price">
              <GstPrice price={r.unit} />
            </td>
            <td data-label="Quantity">{r.quantity}</td>
            <td data-label="Total">
              <GstPrice price={r.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
