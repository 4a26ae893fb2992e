/**
 * The customer's email when staff move their order along: shipped (carrier, tracking
 * number and the carrier's tracking link), delivered and cancelled. Plain text and simple HTML, each
 * with the store's name, the order number and a link to the order's tracking page.
 */
import { escapeHtml } from '../../lib/format/escape.ts';
import type { StoreView } from '../../lib/stock/store.ts';
import type { MailMessage } from '../services/mailer.ts';

export type CustomerStatus = 'shipped' | 'delivered' | 'ready_to_collect' | 'collected' | 'cancelled';

export interface OrderStatusInput {
  storeName: string;
  siteUrl: string;
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
        `Good news: your order ${o.invoiceNumber} from ${o.storeName} has shipped${o.carrierName ? ` with ${o.carrierName}` : ''}.`,
        o.trackingNumber ? `Tracking number: ${o.trackingNumber}` : '',
      ].filter(Boolean);
    case 'delivered':
      return [
        `Your order ${o.invoiceNumber} from ${o.storeName} has been delivered.`,
        'If anything is missing or not right, reply to this email and we will help.',
      ];
    case 'ready_to_collect':
      return [
        `Your order ${o.invoiceNumber} from ${o.storeName} is ready to collect${o.store ? ` at ${o.store.name}` : ''}.`,
        ...(o.store
          ? [`${o.store.name}: ${o.store.address}`, ...(o.store.phone ? [`Phone: ${o.store.phone}`] : [])]
          : []),
        ...(o.store?.hours.length ? [`Opening hours: ${o.store.hours.join('; ')}`] : []),
        'Bring this email and photo ID. Someone else may collect it with the order number and their ID.',
      ];
    case 'collected':
      return [
        `Your order ${o.invoiceNumber} was collected${o.store ? ` from ${o.store.name}` : ''}. Thank you for shopping with ${o.storeName}.`,
        'If anything is missing or not right, reply to this email and we will help.',
      ];
    case 'cancelled':
      return [
        `Your order ${o.invoiceNumber} at ${o.storeName} has been cancelled.`,
        'If you did not expect this or have any questions, reply to this email.',
      ];
  }
}

export function orderStatusMessage(o: OrderStatusInput): MailMessage {
  const page = orderPageUrl(o.siteUrl, o.invoiceNumber);
  const body = paragraphs(o);
  const tracking = o.status === 'shipped' && o.trackingUrl ? o.trackingUrl : null;
  const text = [
    `Hi ${o.name},`,
    '',
    ...body,
    ...(tracking ? [`Track your parcel: ${tracking}`] : []),
    '',
    `Your order: ${page}`,
    '',
    o.storeName,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(o.name)},</p>`,
    ...body.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(tracking ? [`<p><a href="${escapeHtml(tracking)}">Track your parcel</a></p>`] : []),
    `<p><a href="${escapeHtml(page)}">View your order ${escapeHtml(o.invoiceNumber)}</a></p>`,
    `<p>${escapeHtml(o.storeName)}</p>`,
  ].join('');
  return {
    to: o.email,
    subject: `Your order ${o.invoiceNumber} ${SUBJECTS[o.status]}`,
    text,
    html,
  };
}
