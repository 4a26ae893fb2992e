/**
 * Makes a MailMessage from an email's parts: the plain text (the one readers and tests see as
 * before) with the footer's lines after it, and the HTML of the layout around the card's content.
 */
import { Fragment, createElement as h, type ReactNode } from 'react';
import type { MailMessage } from '../../services/mailer.ts';
import type { EmailBrand } from './brand.ts';
import { footerText } from './footer.ts';
import { EmailLayout } from './layout.ts';
import { renderEmail } from './render.ts';

export interface BrandedEmail {
  brand: EmailBrand;
  to: string;
  subject: string;
  /** The inbox's preview line. */
  preview: string;
  /** Why the reader got it (the footer's last line). */
  reason: string;
  /** The plain-text part, without the footer. */
  text: string;
  /** The card's content. */
  body: ReactNode[];
  replyTo?: string;
}

export function brandedMessage(o: BrandedEmail): MailMessage {
  const html = renderEmail(
    EmailLayout({
      brand: o.brand,
      title: o.subject,
      preview: o.preview,
      reason: o.reason,
      children: h(Fragment, null, ...o.body),
    }),
  );
  return {
    to: o.to,
    subject: o.subject,
    text: `${o.text}\n${footerText(o.brand, o.reason)}`,
    html,
    ...(o.replyTo ? { replyTo: o.replyTo } : {}),
  };
}
