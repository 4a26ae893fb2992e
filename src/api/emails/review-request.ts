/**
 * The review request: some days after an order's lines are delivered or collected (the setting
 * review_request_days), the buyer is asked about each line: its picture, title, whether it fitted
 * the vehicle it was bought for, and a button to that line's signed review page (the reviews service
 * builds the links and enqueues this message with its notBefore).
 */
import { createElement as h } from 'react';
import { fittedTo } from '../../lib/reviews/reviews.ts';
import type { MailMessage } from '../services/mailer.ts';
import { button, heading, item, para, small } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export interface ReviewRequestInput {
  brand: EmailBrand;
  name: string;
  email: string;
  invoiceNumber: string;
  lines: { title: string; imageUrl: string | null; vehicleLabel: string | null; reviewUrl: string }[];
}

/** The question under a line bought for a vehicle: "Fitted to 2019 Ford Ranger PX3 3.2? Tell other owners." */
export const fitQuestion = (vehicleLabel: string) => `${fittedTo(vehicleLabel)}? Tell other owners.`;

export function reviewRequest(o: ReviewRequestInput): MailMessage {
  const store = o.brand.storeName;
  const intro = `Thank you for your order ${o.invoiceNumber}. How did your parts go? A quick review helps other drivers choose the right part.`;
  const only =
    'Only buyers can review, each item once. Each link is yours alone: please do not forward this email.';
  const text = [
    `Hi ${o.name},`,
    '',
    intro,
    '',
    ...o.lines.flatMap((l) => [
      l.title,
      ...(l.vehicleLabel ? [`   ${fitQuestion(l.vehicleLabel)}`] : []),
      `   Review this item: ${l.reviewUrl}`,
      '',
    ]),
    only,
  ].join('\n');
  return brandedMessage({
    brand: o.brand,
    to: o.email,
    subject: `How did your parts from ${store} go?`,
    preview: `Review what you bought with order ${o.invoiceNumber}.`,
    reason: `You are receiving this email because you bought these parts from ${store} (order ${o.invoiceNumber}).`,
    text,
    body: [
      heading(o.brand, 'How did your parts go?'),
      para(`Hi ${o.name},`),
      para(intro),
      ...o.lines.map((l) =>
        h(
          'div',
          { key: l.reviewUrl, style: { margin: '0 0 8px' } },
          item({
            imageUrl: l.imageUrl,
            title: l.title,
            lines: l.vehicleLabel ? [fitQuestion(l.vehicleLabel)] : [],
          }),
          button(o.brand, l.reviewUrl, 'Review this item'),
        ),
      ),
      small(only),
    ],
  });
}
