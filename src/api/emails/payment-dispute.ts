/**
 * To the shop's inbox (SHOP_EMAIL): a customer disputed a payment (Stripe's charge.dispute.created,
 * services/payment-events.ts; PayPal's CUSTOMER.DISPUTE.CREATED, services/paypal-events.ts). Says how
 * much, why, by when the shop must answer at the provider, and links the order in the back office.
 */
import { formatMoney } from '../../lib/pricing/money.ts';
import type { MailMessage } from '../services/mailer.ts';
import { button, heading, para, strong } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export interface DisputeFacts {
  provider: 'Stripe' | 'PayPal';
  invoiceNumber: string;
  amountCents: number;
  /** The provider's reason: 'fraudulent', 'product_not_received', 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED'… */
  reason: string;
  /** When the shop must answer at the provider; null when it gave no date. */
  dueBy: Date | null;
}

/** "Payment disputed at Stripe (product not received): $120.00. Respond at Stripe by 21 December 2026." */
export function disputeLine(d: DisputeFacts): string {
  const due = d.dueBy
    ? ` Respond at ${d.provider} by ${d.dueBy.toLocaleDateString('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' })}.`
    : '';
  const reason = d.reason.replaceAll('_', ' ').toLowerCase();
  return `Payment disputed at ${d.provider} (${reason}): ${formatMoney(d.amountCents)}.${due}`;
}

export function paymentDisputeMessage(
  shop: { shopEmail: string; brand: EmailBrand },
  d: DisputeFacts,
): MailMessage {
  const { brand } = shop;
  const link = `${brand.siteUrl}/admin/#/orders/${encodeURIComponent(d.invoiceNumber)}`;
  const line = disputeLine(d);
  const first = `Order ${d.invoiceNumber} at ${brand.storeName}.`;
  return brandedMessage({
    brand,
    to: shop.shopEmail,
    subject: `Payment disputed: order ${d.invoiceNumber}`,
    preview: line,
    reason: `You are receiving this email because it is the inbox of ${brand.storeName}'s orders (SHOP_EMAIL).`,
    text: [first, '', line, '', `Open it in the back office: ${link}`].join('\n'),
    body: [
      heading(brand, 'A payment is disputed'),
      para('Order ', strong(d.invoiceNumber), ` at ${brand.storeName}.`),
      para(line),
      button(brand, link, 'Open it in the back office'),
    ],
  });
}
