/** Stock (#/stock): the low-stock list; one product's stock (#/stock/12), reached from it. */
import type { Staff } from '../../types.ts';
import { LowStock } from './LowStock.tsx';
import { ProductStockScreen } from './ProductStockScreen.tsx';

export function Stock({ id, staff }: { id: string | null; staff: Staff }) {
  return id ? <ProductStockScreen key={id} id={id} staff={staff} /> : <LowStock />;
}
