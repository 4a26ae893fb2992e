/**
 * What became of an order attempt, asked by its Idempotency-Key without sending the order again: the
 * order's number, total and payment state. A guest's key is the secret that finds the order; a
 * member's order is told only to that member, signed in.
 */
import { eq } from 'drizzle-orm';
import { centsToDecimal } from '../../lib/pricing/money.ts';
import type { Db } from '../db/client.ts';
import { GUEST_USER_ID, orders } from '../db/schema.ts';
import type { AuthUser } from './auth.ts';
import { fail, type OrderResult } from './order-payment.ts';
import { IDEMPOTENCY_KEY, KEY_MALFORMED } from './order-request.ts';

export const NO_ATTEMPT = 'No order was placed with this Idempotency-Key.';
export const KEY_NEEDED = 'The Idempotency-Key header is required.';
export const MEMBERS_ATTEMPT =
  'This order was placed by a signed-in customer: sign in to that account to see it.';

export async function orderAttempt(
  db: Db,
  rawKey: string | null,
  user: Pick<AuthUser, 'id'> | null,
): Promise<OrderResult> {
  const key = rawKey?.trim() ?? '';
  if (!key) return fail(400, KEY_NEEDED);
  if (!IDEMPOTENCY_KEY.test(key)) return fail(400, KEY_MALFORMED);
  const [row] = await db
    .select({
      userId: orders.userId,
      invoiceNumber: orders.invoiceNumber,
      totalCents: orders.totalCents,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!row) return fail(404, NO_ATTEMPT);
  if (row.userId !== GUEST_USER_ID && row.userId !== user?.id) return fail(403, MEMBERS_ATTEMPT);
  return {
    status: 200,
    body: {
      order: {
        invoice_number: row.invoiceNumber,
        grand_total: centsToDecimal(row.totalCents),
        payment_status: row.paymentStatus,
      },
    },
  };
}
