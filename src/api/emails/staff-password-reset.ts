/** The email with a back-office password-reset link, sent when an owner asks for one. */
import type { MailMessage } from '../services/mailer.ts';

export function staffPasswordResetMessage(o: {
  storeName: string;
  siteUrl: string;
  email: string;
  name: string;
  token: string;
}): MailMessage {
  return {
    to: o.email,
    subject: `Set a new password for the ${o.storeName} back office`,
    text: [
      `Hi ${o.name},`,
      '',
      `An owner of ${o.storeName} has asked for your back-office password to be reset. Set a new one here:`,
      `${o.siteUrl}/admin/#/reset-password?token=${o.token}`,
      '',
      'The link works once, for 60 minutes. Setting a new password signs you out everywhere.',
      'If you did not expect this email, tell the shop owner; your password stays as it is until the link is used.',
    ].join('\n'),
  };
}
