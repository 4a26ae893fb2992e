/** The email asking a new subscriber to confirm their address; the welcome code comes once they do. */
import { formatPercent } from '../../lib/pricing/money.ts';
import type { MailMessage } from '../services/mailer.ts';
import { button, heading, para, small } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

export function newsletterConfirmMessage(o: {
  brand: EmailBrand;
  email: string;
  token: string;
  /** The shop's newsletter discount in basis points; 0 when it offers none. */
  discountBp: number;
}): MailMessage {
  const store = o.brand.storeName;
  const link = `${o.brand.siteUrl}/api/newsletter/confirm?token=${o.token}`;
  const thanks = `Thanks for subscribing to the ${store} newsletter. Please confirm this is your email address:`;
  const offer =
    o.discountBp > 0
      ? `Once you confirm, we will email you a code for ${formatPercent(o.discountBp)}% off your first order.`
      : 'Once you confirm, you will hear about specials first.';
  const valid =
    'The link is valid for 7 days. If you did not subscribe, ignore this email and you will not hear from us.';
  return brandedMessage({
    brand: o.brand,
    to: o.email,
    subject: `Confirm your subscription to the ${store} newsletter`,
    preview: offer,
    reason: `You are receiving this email because this address was entered in the ${store} newsletter form.`,
    text: [thanks, link, '', offer, valid].join('\n'),
    body: [
      heading(o.brand, 'Confirm your subscription'),
      para(thanks),
      button(o.brand, link, 'Confirm my subscription'),
      para(offer),
      small(valid),
    ],
  });
}
