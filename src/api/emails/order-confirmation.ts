/**
 * The order confirmation email: plain text and HTML from the stored order. Every price shows the
 * GST-inclusive figure first and the ex-GST figure beside it, labelled (docs/design.md#lawful-price-display); the tax invoice PDF is attached when the message is sent (services/mail-attachments.ts) and
 * linked, so a guest without an account can download it again.
 */

import { createElement as h, type ReactNode } from 'react';
import { businessDays } from '../../lib/freight/estimate-text.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import { EX_LABEL, INC_LABEL, priceText, priceTexts } from '../../lib/pricing/price-display.ts';
import { exGstFigures, type ShownPrice } from '../../lib/pricing/pricing.ts';
import type { StoreView } from '../../lib/stock/store.ts';
import type { Db } from '../db/client.ts';
import type { orderItems, orders } from '../db/schema/index.ts';
import { invoiceLink } from '../services/invoice-links.ts';
import type { MailMessage } from '../services/mailer.ts';
import { orderDiscounts } from '../services/tax-invoice.ts';
import { button, facts, heading, item, link, para, rule, strong } from './layout/blocks.ts';
import { type EmailBrand, loadEmailBrand } from './layout/brand.ts';
import { productImages } from './layout/images.ts';
import { brandedMessage } from './layout/message.ts';
import { COLOURS } from './layout/theme.ts';

export interface ConfirmationInput {
  brand: EmailBrand;
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
    /** The product's first picture on the shop's origin (layout/images.ts); a neutral box when null. */
    imageUrl?: string | null;
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

/** A price as the email's HTML shows it: the GST-inclusive figure first, the ex-GST one under it, each labelled. */
function priceNode(p: ShownPrice, negative = false): ReactNode {
  const t = priceTexts(p);
  const sign = negative ? '−' : '';
  return h(
    'span',
    null,
    `${sign}${t.inc} ${INC_LABEL}`,
    h('br'),
    h(
      'span',
      { className: 'e-muted', style: { color: COLOURS.muted, fontSize: '12px' } },
      `${sign}${t.ex} ${EX_LABEL}`,
    ),
  );
}

export function orderConfirmation(o: ConfirmationInput): MailMessage {
  const t = o.totals;
  const totals: { label: string; text: string; node: ReactNode; bold?: boolean }[] = [
    { label: 'Subtotal', text: priceText(t.subtotal), node: priceNode(t.subtotal) },
    ...t.discounts.map((d) => ({
      label: d.label,
      text: priceText(negative(d.amount)),
      node: priceNode(d.amount, true),
    })),
    { label: 'Delivery', text: priceText(t.delivery), node: priceNode(t.delivery) },
    { label: 'GST included', text: formatMoney(t.gstCents), node: formatMoney(t.gstCents) },
    {
      label: 'Total',
      text: `${formatMoney(t.totalCents)} (GST included)`,
      node: `${formatMoney(t.totalCents)} (GST included)`,
      bold: true,
    },
  ];
  const store = o.brand.storeName;
  const track = `${o.brand.siteUrl}/guest-track-order/?id=${o.invoiceNumber}`;
  const thanks = `Thank you for your order ${o.invoiceNumber} at ${store}.`;
  const paid = `Paid by ${o.paymentMethod === 'Stripe' ? 'Card' : o.paymentMethod}.`;
  const how = [
    ...(o.collectAt ? [collectLine(o.collectAt)] : []),
    ...(o.sentBy ? [sentLine(o.sentBy)] : []),
    paid,
  ];
  const text = [
    `Hi ${o.name},`,
    '',
    thanks,
    '',
    ...o.items.flatMap((i) => [
      `${i.quantity} x ${i.title} @ ${priceText(i.unit)} = ${priceText(i.line)}`,
      ...(i.vehicle ? [`   For: ${i.vehicle}`] : []),
    ]),
    '',
    ...totals.map((row) => `${row.label}: ${row.text}`),
    '',
    ...how,
    `Your tax invoice is attached. Download it again (link valid for 30 days): ${o.invoiceUrl}`,
    `Track your order: ${track}`,
  ].join('\n');
  return brandedMessage({
    brand: o.brand,
    to: o.email,
    subject: `Your order ${o.invoiceNumber}`,
    preview: `${thanks} Total ${formatMoney(t.totalCents)} (GST included).`,
    reason: `You are receiving this email because you placed order ${o.invoiceNumber} at ${store}.`,
    text,
    body: [
      heading(o.brand, 'Thank you for your order'),
      para(`Hi ${o.name},`),
      para(`Thank you for your order `, strong(o.invoiceNumber), ` at ${store}.`),
      button(o.brand, track, 'Track your order'),
      rule(),
      ...o.items.map((i, n) =>
        h(
          'div',
          { key: n },
          item({
            imageUrl: i.imageUrl ?? null,
            title: i.title,
            lines: [`${i.quantity} × ${priceText(i.unit)}`, ...(i.vehicle ? [`For: ${i.vehicle}`] : [])],
            aside: priceNode(i.line),
          }),
        ),
      ),
      rule(),
      facts(totals.map((row) => ({ label: row.label, value: row.node, bold: row.bold }))),
      rule(),
      ...how.map((line) => para(line)),
      para(
        'Your tax invoice is attached. ',
        link(o.brand, o.invoiceUrl, 'Download your tax invoice'),
        ' (link valid for 30 days).',
      ),
    ],
  });
}

/** The confirmation of a paid order, from its row and items as stored. */
export function confirmationFor(
  row: typeof orders.$inferSelect,
  items: (typeof orderItems.$inferSelect)[],
  shop: { brand: EmailBrand; resetCodeSecret: string },
  collectAt: StoreView | null = null,
  /** productId -> picture (productImages); items without one show a neutral box. */
  images: ReadonlyMap<number, string> = new Map(),
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
    brand: shop.brand,
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
        imageUrl: (i.productId !== null && images.get(i.productId)) || null,
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
    invoiceUrl: invoiceLink(shop.brand.siteUrl, shop.resetCodeSecret, row.invoiceNumber),
    collectAt,
    sentBy: row.deliveryPlan && { name: row.deliveryPlan.name, etaDays: row.deliveryPlan.etaDays },
  });
}

/** The confirmation as the services enqueue it: the shop's brand and the items' pictures read in `db`. */
export async function confirmationEmail(
  db: Pick<Db, 'select'>,
  row: typeof orders.$inferSelect,
  items: (typeof orderItems.$inferSelect)[],
  shop: { storeName: string; siteUrl: string; resetCodeSecret: string },
  collectAt: StoreView | null = null,
  /** The branding when the caller has read it already (one read for an order's emails). */
  loaded?: EmailBrand,
): Promise<MailMessage> {
  const brand = loaded ?? (await loadEmailBrand(db, shop));
  const images = await productImages(
    db,
    items.map((i) => i.productId),
    brand.siteUrl,
  );
  return confirmationFor(row, items, { brand, resetCodeSecret: shop.resetCodeSecret }, collectAt, images);
}
