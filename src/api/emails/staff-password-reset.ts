/** The email with a back-office password-reset link, sent when an owner asks for one. */
import type { MailMessage } from '../services/mailer.ts';
import { button, heading, para, small } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export function staffPasswordResetMessage(o: {
  brand: EmailBrand;
  email: string;
  name: string;
  token: string;
}): MailMessage {
  const store = o.brand.storeName;
  const link = `${o.brand.siteUrl}/admin/#/reset-password?token=${o.token}`;
  const asked = `An owner of ${store} has asked for your back-office password to be reset.`;
  const once = 'The link works once, for 60 minutes. Setting a new password signs you out everywhere.';
  const unexpected =
    'If you did not expect this email, tell the shop owner; your password stays as it is until the link is used.';
  return brandedMessage({
    brand: o.brand,
    to: o.email,
    subject: `Set a new password for the ${store} back office`,
    preview: asked,
    reason: `You are receiving this email because you have a staff account in the ${store} back office.`,
    text: [`Hi ${o.name},`, '', `${asked} Set a new one here:`, link, '', once, unexpected].join('\n'),
    body: [
      heading(o.brand, 'Set a new password'),
      para(`Hi ${o.name},`),
      para(asked),
      button(o.brand, link, 'Set a new password'),
      para(once),
      small(unexpected),
    ],
  });
}
