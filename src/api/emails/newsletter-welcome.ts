/** The newsletter's welcome email, with the subscriber's single-use discount code when they have one. */
import { formatPercent } from '../../lib/pricing/money.ts';
import type { MailMessage } from '../services/mailer.ts';

export function newsletterWelcomeMessage(o: {
  storeName: string;
  siteUrl: string;
  email: string;
  unsubscribeToken: string;
  /** The welcome code and its discount in basis points; null when the email's code was used before. */
  code: { code: string; discountBp: number } | null;
}): MailMessage {
  const offer = o.code
    ? [
        `Use code ${o.code.code} at checkout for ${formatPercent(o.code.discountBp)}% off your first order.`,
        'Type it in the Discount code box on the checkout page. It works once.',
        '',
      ]
    : [];
  return {
    to: o.email,
    subject: `Welcome to the ${o.storeName} newsletter`,
    text: [
      'Thanks for subscribing. You will hear about specials first.',
      '',
      ...offer,
      `Unsubscribe at any time: ${o.siteUrl}/api/unsubscribe?token=${o.unsubscribeToken}`,
    ].join('\n'),
  };
}
