/**
 * The customer's email when money from their order is given back: how much, whether the
 * order is now refunded in full, and when to expect it. Plain text and simple HTML.
 */

import { REFUND_ARRIVAL } from '../../lib/checkout/delivery-promises.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { escapeHtml } from '../../lib/render/html.ts';
import type { MailMessage } from '../services/mailer.ts';

export interface OrderRefundInput {
  storeName: string;
  siteUrl: string;
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
  const track = `${o.siteUrl}/guest-track-order/?id=${encodeURIComponent(o.invoiceNumber)}`;
  const paragraphs = [
    full
      ? `We have refunded ${formatMoney(o.amountCents)} for your order ${o.invoiceNumber}: the order is now refunded in full.`
      : `We have refunded ${formatMoney(o.amountCents)} of your order ${o.invoiceNumber} (${formatMoney(o.refundedCents)} of ${formatMoney(o.totalCents)} refunded so far).`,
    `The money goes back to ${to}. ${REFUND_ARRIVAL}`,
  ];
  const text = [
    `Hi ${o.name},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `Your order: ${track}`,
    '',
    o.storeName,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(o.name)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(track)}">See your order</a></p>`,
    `<p>${escapeHtml(o.storeName)}</p>`,
  ].join('');
  return {
    to: o.email,
    subject: full
      ? `Your order ${o.invoiceNumber} is refunded`
      : `A refund of ${formatMoney(o.amountCents)} for order ${o.invoiceNumber}`,
    text,
    html,
  };
}
