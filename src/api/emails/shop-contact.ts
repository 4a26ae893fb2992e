/** To the shop's inbox (SHOP_EMAIL): a message sent through the contact form, answered by replying. */
import type { MailMessage } from '../services/mailer.ts';
import { heading, para, paragraphs } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export interface ContactInput {
  fName: string;
  lName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export function shopContactMessage(
  shop: { shopEmail: string; brand: EmailBrand },
  form: ContactInput,
): MailMessage {
  const from = `From: ${form.fName} ${form.lName} <${form.email}>${form.phone ? `, ${form.phone}` : ''}`;
  return brandedMessage({
    brand: shop.brand,
    to: shop.shopEmail,
    replyTo: form.email,
    subject: `Contact form: ${form.subject}`,
    preview: from,
    reason: `You are receiving this email because it is the inbox of ${shop.brand.storeName}'s contact form (SHOP_EMAIL).`,
    text: `${from}\n\n${form.message}`,
    body: [
      heading(shop.brand, form.subject),
      para(from),
      ...paragraphs(form.message),
      para('Reply to this email to answer.'),
    ],
  });
}
