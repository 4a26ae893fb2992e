/**
 * To the shop's inbox (SHOP_EMAIL): a return request from the returns form, with its reason, the order
 * (or that no order has that number) and the customer's words; the back office's Returns screen has it.
 */
import { RETURN_REASONS } from '../../lib/forms/forms.ts';
import type { MailMessage } from '../services/mailer.ts';
import { button, facts, heading, para, paragraphs } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export interface ReturnRequestInput {
  id: number;
  fName: string;
  lName: string;
  email: string;
  orderRef: string;
  /** Whether an order has that number. */
  orderFound: boolean;
  reason: keyof typeof RETURN_REASONS;
  subject: string;
  message: string;
  /** A file came with it (kept privately; staff open it from the back office). */
  attachment: boolean;
}

export function shopReturnRequestMessage(
  shop: { shopEmail: string; brand: EmailBrand },
  r: ReturnRequestInput,
): MailMessage {
  const { brand } = shop;
  const order = `${r.orderRef}${r.orderFound ? '' : ' (not found)'}`;
  const link = `${brand.siteUrl}/admin/#/returns/${r.id}`;
  return brandedMessage({
    brand,
    to: shop.shopEmail,
    replyTo: r.email,
    subject: `Return request ${r.id} for order ${r.orderRef}`,
    preview: `Reason: ${RETURN_REASONS[r.reason]}`,
    reason: `You are receiving this email because it is the inbox of ${brand.storeName}'s returns (SHOP_EMAIL).`,
    text: `${r.fName} ${r.lName} <${r.email}>\nReason: ${RETURN_REASONS[r.reason]}\nOrder: ${order}\n\n${r.subject}\n${r.message}${r.attachment ? '\n\nAttachment received.' : ''}`,
    body: [
      heading(brand, `Return request ${r.id}`),
      facts([
        { label: 'From', value: `${r.fName} ${r.lName} <${r.email}>` },
        { label: 'Reason', value: RETURN_REASONS[r.reason] },
        { label: 'Order', value: order },
      ]),
      para(r.subject),
      ...paragraphs(r.message),
      ...(r.attachment ? [para('Attachment received.')] : []),
      button(brand, link, 'Open it in the back office'),
    ],
  });
}
