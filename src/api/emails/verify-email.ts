/** The email asking a new member to confirm their address (the link proves it is theirs). */
import type { MailMessage } from '../services/mailer.ts';

export function verifyEmailMessage(o: {
  storeName: string;
  siteUrl: string;
  name: string;
  email: string;
  token: string;
}): MailMessage {
  const link = `${o.siteUrl}/api/verify-email?token=${o.token}`;
  return {
    to: o.email,
    subject: `Confirm your email for ${o.storeName}`,
    text: [
      `Hi ${o.name},`,
      '',
      `Welcome to ${o.storeName}. Please confirm this is your email address:`,
      link,
      '',
      'Once it is confirmed, orders you placed as a guest with this email appear in your order history.',
      'The link is valid for 30 days. If you did not create an account, ignore this email.',
    ].join('\n'),
  };
}
