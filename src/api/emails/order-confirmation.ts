/**
 * The order confirmation email: plain text and HTML from the stored order. Every price shows the
 * GST-inclusive figure first and the ex-GST figure beside it, labelled (docs/design.md#lawful-price-display); the tax invoice PDF is attached when the message is sent (services/mail-attachments.ts) and
 * linked, so a guest without an account can download it again.
 */

import { escapeHtml } from '../../lib/format/escape.ts';
import { businessDays } from '../../lib/freight/estimate-text.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { priceHtml, priceText } from '../../lib/pricing/price-display.ts';
import { exGstFigures, type ShownPrice } from '../../lib/pricing/pricing.ts';
import type { StoreView } from '../../lib/stock/store.ts';
import type { orderItems, orders } from '../db/schema/index.ts';
import { invoiceLink } from '../services/invoice-links.ts';
import type { MailMessage } from '../services/mailer.ts';
import { orderDiscounts } from '../services/tax-invoice.ts';

export interface ConfirmationInput {
  storeName: string;
  siteUrl: string;
  invoiceNumber: string;
  name: string;
  email: string;
  items: {
    title: string;
    quantity: number;
    unit: ShownPrice;
    line: ShownPrice;
    /** The vehicle the part was bought for: "2019 Ford Ranger PX3 3.2 TDCi". */
    vehicle?: string | null;
  }[];
  totals: {
    subtotal: ShownPrice;
    /** Each discount the order took, as a positive amount. */
    discounts: { label: string; amount: ShownPrice }[];
    delivery: ShownPrice;
    gstCents: number;
    totalCents: number;
  };
  paymentMethod: string;
  /** The signed link to the order's tax invoice (services/invoice-links.ts). */
  invoiceUrl: string;
  /** A click & collect order's store: where and when to collect (the ready email follows). */
  collectAt?: StoreView | null;
  /** How a sent order travels: its service(s) and business days (the order's delivery plan). */
  sentBy?: { name: string; etaDays: readonly [number, number] } | null;
}

/** "Sent by StarTrack Road Express, arriving in 2–4 business days." (counted from the order, the cutoff and handling included). */
const sentLine = (by: NonNullable<ConfirmationInput['sentBy']>) =>
  `Sent by ${by.name}, arriving in ${businessDays(by.etaDays)}.`;

/** "Collect from Penrith, 58 Mulgoa Road, Penrith NSW 2750 (Mon–Fri 7:30am–5:30pm; …)". */
export const collectLine = (store: StoreView) =>
  `Collect from ${store.name}, ${store.address}${store.hours.length ? ` (${store.hours.join('; ')})` : ''}. We will email you when it is ready.`;

const negative = (p: ShownPrice): ShownPrice => ({ incCents: -p.incCents, exCents: -p.exCents });

export function orderConfirmation(o: ConfirmationInput): MailMessage {
  const t = o.totals;
  const totals: { label: string; text: string; html: string }[] = [
    { label: 'Subtotal', text: priceText(t.subtotal), html: priceHtml(t.subtotal) },
    ...t.discounts.map((d) => ({
      label: d.label,
      text: priceText(negative(d.amount)),
      html: priceHtml(d.amount, { negative: true }),
    })),
    { label: 'Delivery', text: priceText(t.delivery), html: priceHtml(t.delivery) },
    { label: 'GST included', text: formatMoney(t.gstCents), html: escapeHtml(formatMoney(t.gstCents)) },
    {
      label: 'Total',
      text: `${formatMoney(t.totalCents)} (GST included)`,
      html: `<strong>${escapeHtml(formatMoney(t.totalCents))}</strong> (GST included)`,
    },
  ];
  const track = `${o.siteUrl}/guest-track-order/?id=${o.invoiceNumber}`;
  const text = [
    `Hi ${o.name},`,
    '',
    `Thank you for your order ${o.invoiceNumber} at ${o.storeName}.`,
    '',
    ...o.items.flatMap((i) => [
      `${i.quantity} x ${i.title} @ ${priceText(i.unit)} = ${priceText(i.line)}`,
      ...(i.vehicle ? [`   For: ${i.vehicle}`] : []),
    ]),
    '',
    ...totals.map((row) => `${row.label}: ${row.text}`),
    '',
    ...(o.collectAt ? [collectLine(o.collectAt)] : []),
    ...(o.sentBy ? [sentLine(o.sentBy)] : []),
    `Paid by ${o.paymentMethod === 'Stripe' ? 'Card' : o.paymentMethod}.`,
    `Your tax invoice is attached. Download it again (link valid for 30 days): ${o.invoiceUrl}`,
    `Track your order: ${track}`,
  ].join('\n');
  const rows = o.items
    .map(
      (i) =>
        `<tr><td>${i.quantity} × ${escapeHtml(i.title)} @ ${priceHtml(i.unit)}${
          i.vehicle ? `<br><small>For: ${escapeHtml(i.vehicle)}</small>` : ''
        }</td><td>${priceHtml(i.line)}</td></tr>`,
    )
    .join('');
  const sums = totals
    .map((row) => `<tr><th scope="row">${escapeHtml(row.label)}</th><td>${row.html}</td></tr>`)
    .join('');
  const html = `<p>Hi ${escapeHtml(o.name)},</p><p>Thank you for your order <strong>${escapeHtml(o.invoiceNumber)}</strong> at ${escapeHtml(
    o.storeName,
  )}.</p><table>${rows}${sums}</table>${o.collectAt ? `<p>${escapeHtml(collectLine(o.collectAt))}</p>` : ''}${
    o.sentBy ? `<p>${escapeHtml(sentLine(o.sentBy))}</p>` : ''
  }<p>Your tax invoice is attached. <a href="${escapeHtml(o.invoiceUrl)}">Download your tax invoice</a> (link valid for 30 days).</p><p><a href="${escapeHtml(track)}">Track your order</a></p>`;
  return { to: o.email, subject: `Your order ${o.invoiceNumber}`, text, html };
}

/** The confirmation of a paid order, from its row and items as stored. */
export function confirmationFor(
  row: typeof orders.$inferSelect,
  items: (typeof orderItems.$inferSelect)[],
  shop: { storeName: string; siteUrl: string; resetCodeSecret: string },
  collectAt: StoreView | null = null,
): MailMessage {
  // Discounts are taken from GST-inclusive prices; their ex-GST figures are the screens' (pricing's
  // exGstFigures), in the price chain's order as orderDiscounts lists those above zero.
  const ex = exGstFigures({
    subtotalExCents: row.subtotalCents,
    subtotalIncCents: row.subtotalIncCents,
    signupDiscountCents: row.signupDiscountCents,
    membershipDiscountCents: row.membershipDiscountCents,
    newsletterDiscountCents: row.newsletterDiscountCents,
    deliveryExCents: row.deliveryCents,
    gstCents: row.gstCents,
    totalCents: row.totalCents,
  });
  const discountsEx = [
    [row.signupDiscountCents, ex.signupDiscountExCents],
    [row.membershipDiscountCents, ex.membershipDiscountExCents],
    [row.newsletterDiscountCents, ex.newsletterDiscountExCents],
  ]
    .filter(([inc]) => inc! > 0)
    .map(([, exCents]) => exCents!);
  return orderConfirmation({
    storeName: shop.storeName,
    siteUrl: shop.siteUrl,
    invoiceNumber: row.invoiceNumber,
    name: `${row.fName} ${row.lName}`,
    email: row.email,
    items: [...items]
      .sort((a, b) => a.id - b.id)
      .map((i) => ({
        title: i.productTitle,
        quantity: i.quantity,
        unit: { incCents: i.priceIncCents, exCents: i.priceCents },
        line: { incCents: i.subtotalIncCents, exCents: i.subtotalCents },
        vehicle: i.vehicle?.label ?? null,
      })),
    totals: {
      subtotal: { incCents: row.subtotalIncCents, exCents: row.subtotalCents },
      discounts: orderDiscounts(row).map((d, i) => ({
        label: d.label,
        amount: { incCents: d.cents, exCents: discountsEx[i]! },
      })),
      delivery: { incCents: row.deliveryIncCents, exCents: row.deliveryCents },
      gstCents: row.gstCents,
      totalCents: row.totalCents,
    },
    paymentMethod: row.paymentMethod,
    // The same signed link for members and guests: it needs no account, and members may forward it.
    invoiceUrl: invoiceLink(shop.siteUrl, shop.resetCodeSecret, row.invoiceNumber),
    collectAt,
    sentBy: row.deliveryPlan && { name: row.deliveryPlan.name, etaDays: row.deliveryPlan.etaDays },
  });
}
