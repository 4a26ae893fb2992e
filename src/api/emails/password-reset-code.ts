/** The customer's password-reset code (services/password-reset.ts): six digits, valid 10 minutes, once. */
import { createElement as h } from 'react';
import type { MailMessage } from '../services/mailer.ts';
import { heading, para, small } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';
import { COLOURS } from './layout/theme.ts';

export function passwordResetCodeMessage(o: { brand: EmailBrand; email: string; code: string }): MailMessage {
  const valid = 'It is valid for 10 minutes and can be used once.';
  const ignore = 'If you did not ask to reset your password, ignore this email.';
  return brandedMessage({
    brand: o.brand,
    to: o.email,
    subject: `Your ${o.brand.storeName} password reset code`,
    preview: `Your code is ${o.code}. ${valid}`,
    reason: `You are receiving this email because someone asked to reset the password of your ${o.brand.storeName} account.`,
    text: `Your code is ${o.code}. ${valid}\n\n${ignore}`,
    body: [
      heading(o.brand, 'Your password reset code'),
      para('Your code is'),
      h(
        'p',
        {
          className: 'e-text',
          style: {
            color: COLOURS.text,
            fontSize: '32px',
            fontWeight: 700,
            letterSpacing: '0.2em',
            margin: '0 0 16px',
          },
        },
        o.code,
      ),
      para(valid),
      small(ignore),
    ],
  });
}
