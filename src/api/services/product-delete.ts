/**
 * Deleting a product (back office): only one that was never ordered, so test copies can go while
 * every order keeps its lines. The product row is locked first; an order being placed for it either
 * commits before (its line is then seen, and the answer is 409) or waits and finds the product gone
 * (services/orders answers 422). Its meta, discount and fitments go with it (ON DELETE CASCADE).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, products } from '../db/schema/index.ts';
import type { Actor } from '../http/staff.ts';
import { recordAudit } from './audit.ts';
import { readAdminProduct } from './product-admin.ts';
import { PRODUCT_NOT_FOUND } from './product-admin-write.ts';

export const PRODUCT_ORDERED =
  'This product has been ordered, so it cannot be deleted (its orders keep their lines). Deactivate it instead.';

export type DeleteResult = { status: 200; id: number; sku: string } | { status: 404 | 409; message: string };

/** Deletes product `id` unless an order line names it; audited with the product as it was. */
export async function deleteProduct(db: Db, id: number, actor: Actor | null): Promise<DeleteResult> {
  return db.transaction(async (tx): Promise<DeleteResult> => {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!locked) return { status: 404, message: PRODUCT_NOT_FOUND };
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) return { status: 409, message: PRODUCT_ORDERED };
    const before = (await readAdminProduct(tx, id))!;
    await tx.delete(products).where(eq(products.id, id));
    const { version: _version, ...fields } = before;
    await recordAudit(tx, actor, {
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before: fields,
    });
    return { status: 200, id, sku: before.sku };
  });
}
