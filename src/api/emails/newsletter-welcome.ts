/** The newsletter's welcome email, with the subscriber's single-use discount code when they have one. */
import { formatPercent } from '../../lib/pricing/money.ts';
import type { MailMessage } from '../services/mailer.ts';
import { heading, link, para, small, strong } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export function newsletterWelcomeMessage(o: {
  brand: EmailBrand;
  email: string;
  unsubscribeToken: string;
  /** The welcome code and its discount in basis points; null when the email's code was used before. */
  code: { code: string; discountBp: number } | null;
}): MailMessage {
  const store = o.brand.storeName;
  const unsubscribe = `${o.brand.siteUrl}/api/unsubscribe?token=${o.unsubscribeToken}`;
  const thanks = 'Thanks for subscribing. You will hear about specials first.';
  const how = 'Type it in the Discount code box on the checkout page. It works once.';
  const offer = o.code
    ? [
        `Use code ${o.code.code} at checkout for ${formatPercent(o.code.discountBp)}% off your first order.`,
        how,
        '',
      ]
    : [];
  return brandedMessage({
    brand: o.brand,
    to: o.email,
    subject: `Welcome to the ${store} newsletter`,
    preview: o.code ? offer[0]! : thanks,
    reason: `You are receiving this email because you subscribed to the ${store} newsletter.`,
    text: [thanks, '', ...offer, `Unsubscribe at any time: ${unsubscribe}`].join('\n'),
    body: [
      heading(o.brand, `Welcome to the ${store} newsletter`),
      para(thanks),
      ...(o.code
        ? [
            para(
              'Use code ',
              strong(o.code.code),
              ` at checkout for ${formatPercent(o.code.discountBp)}% off your first order.`,
            ),
            para(how),
          ]
        : []),
      small(link(o.brand, unsubscribe, 'Unsubscribe at any time')),
    ],
  });
}
