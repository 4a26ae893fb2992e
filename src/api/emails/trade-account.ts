/** Trade account emails: a new application for the shop to check, and the approval for the member. */
import { formatAbn } from '../../lib/abn.ts';
import type { MailMessage } from '../services/mailer.ts';

interface Applicant {
  name: string;
  email: string;
  businessName: string;
  abn: string;
}

/** To the shop: an application to check (ABN Lookup) and the command that approves it. */
export function tradeApplicationMessage(shopEmail: string, o: Applicant): MailMessage {
  return {
    to: shopEmail,
    replyTo: o.email,
    subject: `Trade account application: ${o.businessName}`,
    text: [
      `${o.name} <${o.email}> applied for a trade account.`,
      '',
      `Business: ${o.businessName}`,
      `ABN: ${formatAbn(o.abn)} (check it at https://abr.business.gov.au/ABN/View?abn=${o.abn})`,
      '',
      `Approve it with: npm run trade:approve -- ${o.email}`,
    ].join('\n'),
  };
}

/** To the member: the application is approved and what that changes. */
export function tradeApprovedMessage(o: Applicant): MailMessage {
  return {
    to: o.email,
    subject: 'Your trade account is approved',
    text: [
      `Hi ${o.name},`,
      '',
      `We checked the ABN of ${o.businessName} (${formatAbn(o.abn)}) and your account is now a trade account.`,
      'Prices are shown ex GST first when you are signed in, your trade plan is on your account at checkout,',
      'and your tax invoices carry your business name and ABN.',
    ].join('\n'),
  };
}
