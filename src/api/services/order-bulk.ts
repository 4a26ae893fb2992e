/**
 * Several orders moved at once (marked processing, shipped or delivered). Each order goes through
 * moveOrder on its own: its own transaction and conditional update (UPDATE … WHERE status = from), so
 * one order refused leaves the others moved, and two staff racing move each order once.
 */
import type { BulkOutcome } from '../../lib/api/schemas/admin-orders.ts';
import type { Carrier } from '../../lib/orders/fulfilment.ts';
import type { AppDeps } from '../env.ts';
import type { Actor } from '../http/staff.ts';
import { moveOrder } from './order-admin/moves.ts';

export interface BulkMove {
  status: 'processing' | 'shipped' | 'delivered';
  carrier?: Carrier;
  orders: { invoice_number: string; tracking_number?: string }[];
}

export async function moveOrders(deps: AppDeps, actor: Actor | null, bulk: BulkMove): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  // One after the other: each move also emails its customer, and the outbox delivers in order.
  for (const o of bulk.orders) {
    const result = await moveOrder(deps, actor, o.invoice_number, {
      status: bulk.status,
      ...(bulk.status === 'shipped' && { carrier: bulk.carrier, tracking_number: o.tracking_number }),
    });
    const data = result.body.data as { status: string } | undefined;
    outcomes.push(
      result.status === 200 && data
        ? { invoice_number: o.invoice_number, ok: true, http_status: 200, status: data.status }
        : {
            invoice_number: o.invoice_number,
            ok: false,
            http_status: result.status,
            message: String(result.body.message),
          },
    );
  }
  return outcomes;
}
