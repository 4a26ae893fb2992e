/**
 * The review request (docs/design.md#ratings-and-reviews): when an order is delivered or collected,
 * one email for the order is written to the outbox in the move's own transaction, due the settings'
 * review_request_days later, with a signed link (review-links.ts) for each line worth reviewing: its
 * product still exists and not every unit was refunded. Once per order, however often it is moved
 * there (dedupe key review-request:{order id}).
 */
import { eq } from 'drizzle-orm';
import { refundedQuantities } from '../../../lib/orders/refunds.ts';
import type { DbOrTx } from '../../db/client.ts';
import { generalSettings, orderItems, orderRefunds, type orders, products } from '../../db/schema/index.ts';
import { loadEmailBrand } from '../../emails/layout/brand.ts';
import { imageOnSite } from '../../emails/layout/images.ts';
import { reviewRequest } from '../../emails/review-request.ts';
import type { AppDeps } from '../../env.ts';
import { enqueueEmails } from '../outbox.ts';
import { reviewLink } from './review-links.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The order lines a request asks about: product still there, some units kept. */
async function reviewableLines(tx: DbOrTx, orderId: number) {
  const [lines, refunds] = await Promise.all([
    tx
      .select({ item: orderItems, image: products.featuredImage })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id),
    tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
  ]);
  const refunded = refundedQuantities(refunds);
  return lines.filter(({ item }) => (refunded.get(item.id) ?? 0) < item.quantity);
}

/**
 * Writes the order's review request to the outbox (with the caller's transaction); its id, or null
 * when there is nothing to review or it was written before.
 */
export async function requestReviews(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'storeName' | 'siteUrl' | 'resetCodeSecret'>,
  order: typeof orders.$inferSelect,
  now = Date.now(),
): Promise<number | null> {
  const lines = await reviewableLines(tx, order.id);
  if (lines.length === 0) return null;
  const [settings] = await tx.select({ days: generalSettings.reviewRequestDays }).from(generalSettings);
  const brand = await loadEmailBrand(tx, deps);
  // The links last their 60 days from when the email goes, not from the delivery.
  const sendAt = now + (settings?.days ?? 7) * DAY_MS;
  const message = reviewRequest({
    brand,
    name: `${order.fName} ${order.lName}`.trim(),
    email: order.email,
    invoiceNumber: order.invoiceNumber,
    lines: lines.map(({ item, image }) => ({
      title: item.productTitle,
      imageUrl: image ? imageOnSite(brand.siteUrl, image) : null,
      vehicleLabel: item.vehicle?.label ?? null,
      reviewUrl: reviewLink(deps.siteUrl, deps.resetCodeSecret, item.id, sendAt),
    })),
  });
  const [id] = await enqueueEmails(tx, [
    {
      message,
      dedupeKey: `review-request:${order.id}`,
      notBefore: new Date(sendAt),
    },
  ]);
  return id ?? null;
}
