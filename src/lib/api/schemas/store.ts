/**
 * A collect store and how an order is fulfilled, as the order answers carry them (schemas/orders.ts,
 * admin-orders.ts): a module of their own, because the order answers' schema is loaded by the shop's
 * pages and every schema of a module it imports goes with it (valibot's calls are not tree-shaken).
 */
import * as v from 'valibot';
import { Id } from './common.ts';

/** A collect store as shoppers read it (lib/stock/store.ts's StoreView). */
export const StoreSchema = v.pipe(
  v.strictObject({
    id: Id,
    name: v.string(),
    /** One line: "211 Church Street, Parramatta NSW 2150". */
    address: v.string(),
    phone: v.string(),
    /** One line per day range. */
    hours: v.array(v.string()),
  }),
  v.metadata({ ref: 'Store' }),
);

/** ship, or collect from a store (click & collect). */
export const FulfilmentSchema = v.picklist(['ship', 'collect']);
