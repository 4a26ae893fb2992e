/** Trade account emails: a new application for the shop to check, and the approval for the member. */
import { abnLookupUrl, formatAbn } from '../../lib/account/abn.ts';
import { escapeHtml } from '../../lib/render/html.ts';
import type { MailMessage } from '../services/mailer.ts';

interface Applicant {
  name: string;
  email: string;
  businessName: string;
  abn: string;
}

/**
 * To the shop: an application to check (the ABN formatted, with its ABN Lookup record) and the
 * customer's page in the back office, where staff approve or reject it.
 */
export function tradeApplicationMessage(
  shop: { shopEmail: string; siteUrl: string },
  o: Applicant & { id: number },
): MailMessage {
  const lookup = abnLookupUrl(o.abn);
  const page = `${shop.siteUrl}/admin/#/customers/${o.id}`;
  const abn = formatAbn(o.abn);
  return {
    to: shop.shopEmail,
    replyTo: o.email,
    subject: `Trade account application: ${o.businessName}`,
    text: [
      `${o.name} <${o.email}> applied for a trade account.`,
      '',
      `Business: ${o.businessName}`,
      `ABN: ${abn} (check it on ABN Lookup: ${lookup})`,
      '',
      `Approve or reject it on the customer's page: ${page}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(o.name)} &lt;${escapeHtml(o.email)}&gt; applied for a trade account.</p>`,
      `<p>Business: ${escapeHtml(o.businessName)}<br>`,
      `ABN: <a href="${escapeHtml(lookup)}">${escapeHtml(abn)}</a> (ABN Lookup)</p>`,
      `<p><a href="${escapeHtml(page)}">Approve or reject it on the customer's page</a></p>`,
    ].join(''),
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
