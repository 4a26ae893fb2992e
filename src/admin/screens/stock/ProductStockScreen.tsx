/**
 * One product's stock (#/stock/12), for staff who keep stock whether or not they edit the catalogue:
 * the product editor's Stock section on its own, with a link to the product for those who may edit it.
 */
import { can } from '../../../lib/account/staff-roles.ts';
import { useProductStock } from '../../api/stock.ts';
import { href } from '../../router.ts';
import type { Staff } from '../../types.ts';
import { Heading } from '../../ui.tsx';
import { StockSection } from './StockSection.tsx';

export function ProductStockScreen({ id, staff }: { id: string; staff: Staff }) {
  const productId = Number(id);
  const valid = Number.isInteger(productId) && productId > 0;
  const stock = useProductStock(id, valid);
  return (
    <>
      <p className="crumbs">
        <a href={href('stock')}>Low stock</a>
      </p>
      <Heading>{stock.data?.title ?? `Product ${id}`}</Heading>
      {stock.data && (
        <p className="summary-line">
          <span>
            SKU <code>{stock.data.sku}</code>
          </span>
          {can(staff.role, 'catalogue:write') && <a href={href('products', id)}>Edit the product</a>}
        </p>
      )}
      {valid ? (
        <StockSection productId={productId} canWrite={can(staff.role, 'inventory:write')} />
      ) : (
        <p>No such product.</p>
      )}
    </>
  );
}
