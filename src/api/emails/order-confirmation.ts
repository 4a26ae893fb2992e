/** The order confirmation email: plain text and HTML from the stored order. */
import { formatMoney } from '../../lib/money.ts';
import { escapeHtml } from '../../lib/render/html.ts';
import type { MailMessage } from '../services/mailer.ts';

export interface ConfirmationInput {
  storeName: string;
  siteUrl: string;
  invoiceNumber: string;
  name: string;
  email: string;
  items: { title: string; quantity: number; priceCents: number; subtotalCents: number }[];
  totals: {
    subtotalCents: number;
    discountCents: number;
    deliveryCents: number;
    gstCents: number;
    totalCents: number;
  };
  paymentMethod: string;
}

export function orderConfirmation(o: ConfirmationInput): MailMessage {
  const rows = o.items.map(
    (i) => `${i.quantity} x ${i.title} @ ${formatMoney(i.priceCents)} = ${formatMoney(i.subtotalCents)}`,
  );
  const totals: [string, number][] = [
    ['Subtotal', o.totals.subtotalCents],
    ...(o.totals.discountCents
      ? ([['Member discounts', -o.totals.discountCents]] as [string, number][])
      : []),
    ['Shipping', o.totals.deliveryCents],
    ['GST', o.totals.gstCents],
    ['Total', o.totals.totalCents],
  ];
  const text = [
    `Hi ${o.name},`,
    '',
    `Thank you for your order ${o.invoiceNumber} at ${o.storeName}.`,
    '',
    ...rows,
    '',
    ...totals.map(([label, cents]) => `${label}: ${formatMoney(cents)}`),
    '',
    `Paid by ${o.paymentMethod === 'Stripe' ? 'Card' : o.paymentMethod}.`,
    `Track your order: ${o.siteUrl}/guest-track-order/?id=${o.invoiceNumber}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(o.name)},</p><p>Thank you for your order <strong>${escapeHtml(o.invoiceNumber)}</strong> at ${escapeHtml(
    o.storeName,
  )}.</p><table>${o.items
    .map(
      (i) =>
        `<tr><td>${i.quantity} × ${escapeHtml(i.title)}</td><td>${formatMoney(i.subtotalCents)}</td></tr>`,
    )
    .join(
      '',
    )}${totals.map(([l, c]) => `<tr><th scope="row">${l}</th><td>${formatMoney(c)}</td></tr>`).join('')}</table>`;
  return { to: o.email, subject: `Your order ${o.invoiceNumber}`, text, html };
}
