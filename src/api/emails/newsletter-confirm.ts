/** The email asking a new subscriber to confirm their address; the welcome code comes once they do. */
import { formatPercent } from '../../lib/pricing/money.ts';
import type { MailMessage } from '../services/mailer.ts';

export function newsletterConfirmMessage(o: {
  storeName: string;
  siteUrl: string;
  email: string;
  token: string;
  /** The shop's newsletter discount in basis points; 0 when it offers none. */
  discountBp: number;
}): MailMessage {
  const offer =
    o.discountBp > 0
      ? `Once you confirm, we will email you a code for ${formatPercent(o.discountBp)}% off your first order.`
      : 'Once you confirm, you will hear about specials first.';
  return {
    to: o.email,
    subject: `Confirm your subscription to the ${o.storeName} newsletter`,
    text: [
      `Thanks for subscribing to the ${o.storeName} newsletter. Please confirm this is your email address:`,
      `${o.siteUrl}/api/newsletter/confirm?token=${o.token}`,
      '',
      offer,
      'The link is valid for 7 days. If you did not subscribe, ignore this email and you will not hear from us.',
    ].join('\n'),
  };
}
