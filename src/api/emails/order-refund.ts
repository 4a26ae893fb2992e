/**
 * The customer's email when money from their order is given back: how much, whether the
 * order is now refunded in full, and when to expect it. Branded HTML and plain text.
 */

import { REFUND_ARRIVAL } from '../../lib/checkout/delivery-promises.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import type { MailMessage } from '../services/mailer.ts';
import { button, heading, para } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export interface OrderRefundInput {
  brand: EmailBrand;
  invoiceNumber: string;
  name: string;
  email: string;
  /** This refund. */
  amountCents: number;
  /** Everything refunded on the order so far, this refund included, and what was paid. */
  refundedCents: number;
  totalCents: number;
  /** 'Stripe' (card) or 'PayPal'. */
  paymentMethod: string;
}

export function orderRefundMessage(o: OrderRefundInput): MailMessage {
  const full = o.refundedCents >= o.totalCents;
  const to = o.paymentMethod === 'PayPal' ? 'your PayPal account' : 'the card you paid with';
  const track = `${o.brand.siteUrl}/guest-track-order/?id=${encodeURIComponent(o.invoiceNumber)}`;
  const paragraphs = [
    full
      ? `We have refunded ${formatMoney(o.amountCents)} for your order ${o.invoiceNumber}: the order is now refunded in full.`
      : `We have refunded ${formatMoney(o.amountCents)} of your order ${o.invoiceNumber} (${formatMoney(o.refundedCents)} of ${formatMoney(o.totalCents)} refunded so far).`,
    `The money goes back to ${to}. ${REFUND_ARRIVAL}`,
  ];
  const text = [`Hi ${o.name},`, '', ...paragraphs.flatMap((p) => [p, '']), `Your order: ${track}`].join(
    '\n',
  );
  return brandedMessage({
    brand: o.brand,
    to: o.email,
    subject: full
      ? `Your order ${o.invoiceNumber} is refunded`
      : `A refund of ${formatMoney(o.amountCents)} for order ${o.invoiceNumber}`,
    preview: paragraphs[0]!,
    reason: `You are receiving this email because you placed order ${o.invoiceNumber} at ${o.brand.storeName}.`,
    text,
    body: [
      heading(o.brand, full ? 'Your order is refunded' : 'A refund is on its way'),
      para(`Hi ${o.name},`),
      ...paragraphs.map((p) => para(p)),
      button(o.brand, track, 'See your order'),
    ],
  });
}
