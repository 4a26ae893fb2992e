/**
 * To the shop's inbox (SHOP_EMAIL): a new paid order, with what to pick and pack and where it goes.
 * Written in the same transaction as the customer's confirmation (services/order-payment.ts).
 */
import { addressSummary } from '../../lib/account/address.ts';
import { escapeHtml } from '../../lib/format/escape.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import type { StoreView } from '../../lib/stock/store.ts';
import type { orderItems, orders } from '../db/schema/index.ts';
import type { MailMessage } from '../services/mailer.ts';
import { shipToAddress } from '../services/order-addresses.ts';

type Order = typeof orders.$inferSelect;
type Item = typeof orderItems.$inferSelect;

/** "Sam Lee, 1 Ute St, Dubbo NSW 2830": the name, then the address as every screen writes it. */
function shipTo(o: Order): string {
  const a = shipToAddress(o);
  return [a.name, addressSummary(a)].filter(Boolean).join(', ');
}

export function shopNewOrderMessage(
  shop: { shopEmail: string; storeName: string; siteUrl: string },
  order: Order,
  items: Item[],
  collectAt: StoreView | null = null,
): MailMessage {
  const link = `${shop.siteUrl}/admin/#/orders/${encodeURIComponent(order.invoiceNumber)}`;
  const lines = [...items]
    .sort((a, b) => a.id - b.id)
    .map((i) => `${i.quantity} x ${i.productTitle} (SKU ${i.sku}) = ${formatMoney(i.subtotalIncCents)}`);
  const method = order.paymentMethod === 'Stripe' ? 'Card' : order.paymentMethod;
  const facts = [
    `Customer: ${order.fName} ${order.lName} <${order.email}>, ${order.phone}`,
    collectAt ? `Click & collect at ${collectAt.name}: nothing to send` : `Ship to: ${shipTo(order)}`,
    `Total: ${formatMoney(order.totalCents)} (GST included), paid by ${method}`,
    ...(order.comment ? [`Comment: ${order.comment}`] : []),
  ];
  const text = [
    `New order ${order.invoiceNumber} at ${shop.storeName}.`,
    '',
    ...lines,
    '',
    ...facts,
    '',
    `Open it in the back office: ${link}`,
  ].join('\n');
  const html = [
    `<p>New order <strong>${escapeHtml(order.invoiceNumber)}</strong> at ${escapeHtml(shop.storeName)}.</p>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ...facts.map((f) => `<p>${escapeHtml(f)}</p>`),
    `<p><a href="${escapeHtml(link)}">Open it in the back office</a></p>`,
  ].join('');
  return {
    to: shop.shopEmail,
    replyTo: order.email,
    subject: `New order ${order.invoiceNumber}: ${formatMoney(order.totalCents)}`,
    text,
    html,
  };
}
