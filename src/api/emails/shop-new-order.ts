/**
 * To the shop's inbox (SHOP_EMAIL): a new paid order, with what to pick and pack and where it goes.
 * Written in the same transaction as the customer's confirmation (services/order-payment.ts).
 */

import { createElement as h } from 'react';
import { addressSummary } from '../../lib/account/address.ts';
import { formatMoney } from '../../lib/pricing/money.ts';
import type { StoreView } from '../../lib/stock/store.ts';
import type { orderItems, orders } from '../db/schema/index.ts';
import type { MailMessage } from '../services/mailer.ts';
import { shipToAddress } from '../services/order-addresses.ts';
import { button, heading, para } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

type Order = typeof orders.$inferSelect;
type Item = typeof orderItems.$inferSelect;

/** "Sam Lee, 1 Ute St, Dubbo NSW 2830": the name, then the address as every screen writes it. */
function shipTo(o: Order): string {
  const a = shipToAddress(o);
  return [a.name, addressSummary(a)].filter(Boolean).join(', ');
}

export function shopNewOrderMessage(
  shop: { shopEmail: string; brand: EmailBrand },
  order: Order,
  items: Item[],
  collectAt: StoreView | null = null,
): MailMessage {
  const { brand } = shop;
  const link = `${brand.siteUrl}/admin/#/orders/${encodeURIComponent(order.invoiceNumber)}`;
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
  const first = `New order ${order.invoiceNumber} at ${brand.storeName}.`;
  const text = [first, '', ...lines, '', ...facts, '', `Open it in the back office: ${link}`].join('\n');
  return brandedMessage({
    brand,
    to: shop.shopEmail,
    replyTo: order.email,
    subject: `New order ${order.invoiceNumber}: ${formatMoney(order.totalCents)}`,
    preview: facts[2]!,
    reason: `You are receiving this email because it is the inbox of ${brand.storeName}'s new orders (SHOP_EMAIL).`,
    text,
    body: [
      heading(brand, `New order ${order.invoiceNumber}`),
      para(first),
      h(
        'ul',
        {
          className: 'e-text',
          style: { paddingLeft: '20px', margin: '0 0 14px', fontSize: '14px', lineHeight: '22px' },
        },
        ...lines.map((l, n) => h('li', { key: n }, l)),
      ),
      ...facts.map((f) => para(f)),
      button(brand, link, 'Open it in the back office'),
    ],
  });
}
