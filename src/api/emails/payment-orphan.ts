/**
 * To the shop's inbox (SHOP_EMAIL): PayPal took a payment for which no order was placed (the shopper
 * closed the page between approving at PayPal and the shop writing the order; PayPal's
 * PAYMENT.CAPTURE.COMPLETED, services/paypal-events.ts). Staff refund it at PayPal or contact the buyer.
 */
import { formatMoney } from '../../lib/pricing/money.ts';
import type { MailMessage } from '../services/mailer.ts';
import { heading, para } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export interface OrphanFacts {
  captureId: string;
  paypalOrderId: string;
  amountCents: number;
  /** The order the shopper's attempt did place, paid by another PayPal payment; null when none was. */
  paidOrder: string | null;
}

export function paypalOrphanMessage(
  shop: { shopEmail: string; brand: EmailBrand },
  o: OrphanFacts,
): MailMessage {
  const { brand } = shop;
  const taken = `PayPal took ${formatMoney(o.amountCents)} (capture ${o.captureId}, PayPal order ${o.paypalOrderId}) at ${brand.storeName}`;
  const lines = [
    o.paidOrder
      ? `${taken} as a second payment for order ${o.paidOrder}, which another PayPal payment paid.`
      : `${taken}, but no order was placed for it: the shopper may have closed the page before the order was written.`,
    'Refund it at PayPal, or contact the buyer (their details are on the payment at PayPal) and place the order for them.',
  ];
  return brandedMessage({
    brand,
    to: shop.shopEmail,
    subject: o.paidOrder
      ? `Second PayPal payment for order ${o.paidOrder}: ${formatMoney(o.amountCents)}`
      : `PayPal payment with no order: ${formatMoney(o.amountCents)}`,
    preview: lines[0]!,
    reason: `You are receiving this email because it is the inbox of ${brand.storeName}'s orders (SHOP_EMAIL).`,
    text: lines.join('\n\n'),
    body: [heading(brand, 'A PayPal payment needs a look'), ...lines.map((line) => para(line))],
  });
}
