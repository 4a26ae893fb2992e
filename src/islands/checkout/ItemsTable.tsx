/** The item, price, quantity and total table shown on the payment pages and in order details. */
import { formatMoney } from '../../lib/money.ts';

export interface ItemRow {
  id: number;
  title: string;
  unitCents: number;
  quantity: number;
  totalCents: number;
}

export function ItemsTable({ caption, rows }: { caption: string; rows: ItemRow[] }) {
  return (
    <table className="cart-table">
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
            <td>{r.title}</td>
            <td>{formatMoney(r.unitCents)}</td>
            <td>{r.quantity}</td>
            <td>{formatMoney(r.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
