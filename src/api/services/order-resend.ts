/**
 * Staff send a paid order's confirmation email again (with its tax invoice attached, as the first
 * one). At most once a minute per order: the check and the timeline event that records the send are
 * written under the order's row lock, so two clicks at once send one email.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { orderEvents, orderItems, orders } from '../db/schema/index.ts';
import { confirmationEmail } from '../emails/order-confirmation.ts';
import type { AppDeps } from '../env.ts';
import type { Actor } from '../http/staff.ts';
import { recordAudit } from './audit.ts';
import { resentConfirmationKey } from './mail-attachments.ts';
import { ORDER_NOT_FOUND } from './order-admin/detail.ts';
import { enqueueEmail } from './outbox.ts';
import { collectStoreOf } from './stock/locations.ts';
import { PAID } from './tax-invoice.ts';

/** How long after one send the next is refused. */
export const RESEND_INTERVAL_S = 60;
export const RESEND_TOO_SOON =
  'The confirmation was sent less than a minute ago. Please wait before sending it again.';
export const NOT_PAID_CONFIRMATION = 'Only a paid order has a confirmation to send.';
/** The timeline event of a send (staff only). */
export const RESENT_KIND = 'email';

export type ResendResult =
  | { status: 200; body: { message: string; email: string } }
  | { status: 404 | 409 | 429; body: { message: string }; retryAfter?: number };

export async function resendConfirmation(
  deps: AppDeps,
  actor: Actor | null,
  invoiceNumber: string,
): Promise<ResendResult> {
  const result = await deps.db.transaction(
    async (tx): Promise<ResendResult | { mailId: number | null; email: string }> => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.invoiceNumber, invoiceNumber))
        .for('update');
      if (!order) return { status: 404, body: { message: ORDER_NOT_FOUND } };
      if (order.paymentStatus !== PAID) return { status: 409, body: { message: NOT_PAID_CONFIRMATION } };
      const since = new Date(Date.now() - RESEND_INTERVAL_S * 1000);
      const [recent] = await tx
        .select({ at: orderEvents.createdAt })
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.orderId, order.id),
            eq(orderEvents.kind, RESENT_KIND),
            gt(orderEvents.createdAt, since),
          ),
        )
        .orderBy(desc(orderEvents.createdAt))
        .limit(1);
      if (recent) {
        const wait = Math.ceil((recent.at.getTime() + RESEND_INTERVAL_S * 1000 - Date.now()) / 1000);
        return { status: 429, body: { message: RESEND_TOO_SOON }, retryAfter: Math.max(1, wait) };
      }
      const [event] = await tx
        .insert(orderEvents)
        .values({
          orderId: order.id,
          kind: RESENT_KIND,
          message: `Order confirmation sent again to ${order.email}`,
          public: false,
          staffId: actor?.kind === 'staff' ? actor.staff.id : null,
        })
        .returning({ id: orderEvents.id });
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const mailId = await enqueueEmail(
        tx,
        await confirmationEmail(tx, order, items, deps, await collectStoreOf(tx, order)),
        resentConfirmationKey(order.id, event!.id),
      );
      await recordAudit(tx, actor, {
        action: 'order.confirmation_resent',
        entity: 'order',
        entityId: order.invoiceNumber,
        after: { email: order.email },
      });
      return { mailId, email: order.email };
    },
  );
  if ('status' in result) return result;
  await deps.outbox
    .deliver([result.mailId])
    .catch((error: Error) => console.error(`[mail] ${error.message}`));
  return {
    status: 200,
    body: { message: `The confirmation was sent again to ${result.email}.`, email: result.email },
  };
}
