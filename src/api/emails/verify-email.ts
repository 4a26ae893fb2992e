/** The email asking a new member to confirm their address (the link proves it is theirs). */
import type { MailMessage } from '../services/mailer.ts';
import { button, heading, para, small } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export function verifyEmailMessage(o: {
  brand: EmailBrand;
  name: string;
  email: string;
  token: string;
}): MailMessage {
  const store = o.brand.storeName;
  const link = `${o.brand.siteUrl}/api/verify-email?token=${o.token}`;
  const welcome = `Welcome to ${store}. Please confirm this is your email address:`;
  const guest =
    'Once it is confirmed, orders you placed as a guest with this email appear in your order history.';
  const valid = 'The link is valid for 30 days. If you did not create an account, ignore this email.';
  return brandedMessage({
    brand: o.brand,
    to: o.email,
    subject: `Confirm your email for ${store}`,
    preview: welcome,
    reason: `You are receiving this email because an account at ${store} was created with this address.`,
    text: [`Hi ${o.name},`, '', welcome, link, '', guest, valid].join('\n'),
    body: [
      heading(o.brand, 'Confirm your email'),
      para(`Hi ${o.name},`),
      para(welcome),
      button(o.brand, link, 'Confirm my email'),
      para(guest),
      small(valid),
    ],
  });
}
