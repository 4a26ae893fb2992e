/**
 * The customer's email when staff move their order along: shipped (carrier, tracking
 * number and the carrier's tracking link as a button), ready to collect, collected, delivered and
 * cancelled. Branded HTML and plain text, each with the order number and a link to the order's page.
 */
import type { StoreView } from '../../lib/stock/store.ts';
import type { MailMessage } from '../services/mailer.ts';
import { button, heading, link, para } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export type CustomerStatus = 'shipped' | 'delivered' | 'ready_to_collect' | 'collected' | 'cancelled';

export interface OrderStatusInput {
  brand: EmailBrand;
  invoiceNumber: string;
  name: string;
  email: string;
  status: CustomerStatus;
  /** For 'shipped': the carrier's name, the tracking number and its link (null without a template). */
  carrierName?: string;
  trackingNumber?: string;
  trackingUrl?: string | null;
  /** For a click & collect order: the store, its address and opening hours. */
  store?: StoreView;
}

const SUBJECTS: Record<CustomerStatus, string> = {
  shipped: 'is on its way',
  delivered: 'has been delivered',
  ready_to_collect: 'is ready to collect',
  collected: 'has been collected',
  cancelled: 'has been cancelled',
};

/** The order's page: the same link as the order confirmation (it needs no account). */
export const orderPageUrl = (siteUrl: string, invoiceNumber: string) =>
  `${siteUrl}/guest-track-order/?id=${encodeURIComponent(invoiceNumber)}`;

function paragraphs(o: OrderStatusInput): string[] {
  switch (o.status) {
    case 'shipped':
      return [
        `Good news: your order ${o.invoiceNumber} from ${o.brand.storeName} has shipped${o.carrierName ? ` with ${o.carrierName}` : ''}.`,
        o.trackingNumber ? `Tracking number: ${o.trackingNumber}` : '',
      ].filter(Boolean);
    case 'delivered':
      return [
        `Your order ${o.invoiceNumber} from ${o.brand.storeName} has been delivered.`,
        'If anything is missing or not right, reply to this email and we will help.',
      ];
    case 'ready_to_collect':
      return [
        `Your order ${o.invoiceNumber} from ${o.brand.storeName} is ready to collect${o.store ? ` at ${o.store.name}` : ''}.`,
        ...(o.store
          ? [`${o.store.name}: ${o.store.address}`, ...(o.store.phone ? [`Phone: ${o.store.phone}`] : [])]
          : []),
        ...(o.store?.hours.length ? [`Opening hours: ${o.store.hours.join('; ')}`] : []),
        'Bring this email and photo ID. Someone else may collect it with the order number and their ID.',
      ];
    case 'collected':
      return [
        `Your order ${o.invoiceNumber} was collected${o.store ? ` from ${o.store.name}` : ''}. Thank you for shopping with ${o.brand.storeName}.`,
        'If anything is missing or not right, reply to this email and we will help.',
      ];
    case 'cancelled':
      return [
        `Your order ${o.invoiceNumber} at ${o.brand.storeName} has been cancelled.`,
        'If you did not expect this or have any questions, reply to this email.',
      ];
  }
}

const HEADINGS: Record<CustomerStatus, string> = {
  shipped: 'Your order is on its way',
  delivered: 'Your order has been delivered',
  ready_to_collect: 'Your order is ready to collect',
  collected: 'Your order has been collected',
  cancelled: 'Your order has been cancelled',
};

export function orderStatusMessage(o: OrderStatusInput): MailMessage {
  const page = orderPageUrl(o.brand.siteUrl, o.invoiceNumber);
  const body = paragraphs(o);
  const tracking = o.status === 'shipped' && o.trackingUrl ? o.trackingUrl : null;
  const text = [
    `Hi ${o.name},`,
    '',
    ...body,
    ...(tracking ? [`Track your parcel: ${tracking}`] : []),
    '',
    `Your order: ${page}`,
  ].join('\n');
  const subject = `Your order ${o.invoiceNumber} ${SUBJECTS[o.status]}`;
  return brandedMessage({
    brand: o.brand,
    to: o.email,
    subject,
    preview: body[0] ?? subject,
    reason: `You are receiving this email because you placed order ${o.invoiceNumber} at ${o.brand.storeName}.`,
    text,
    body: [
      heading(o.brand, HEADINGS[o.status]),
      para(`Hi ${o.name},`),
      ...body.map((p) => para(p)),
      // The carrier's own page (its link from the settings' tracking template) first, then the shop's.
      ...(tracking ? [button(o.brand, tracking, 'Track your parcel')] : []),
      tracking
        ? para(link(o.brand, page, `View your order ${o.invoiceNumber}`))
        : button(o.brand, page, `View your order ${o.invoiceNumber}`),
    ],
  });
}
