/** Trade account emails: a new application for the shop to check, and the approval for the member. */
import { abnLookupUrl, formatAbn } from '../../lib/account/abn.ts';
import type { MailMessage } from '../services/mailer.ts';
import { button, heading, link, para } from './layout/blocks.ts';
import type { EmailBrand } from './layout/brand.ts';
import { brandedMessage } from './layout/message.ts';

interface Applicant {
  name: string;
  email: string;
  businessName: string;
  abn: string;
}

/**
 * To the shop: an application to check (the ABN formatted, with its ABN Lookup record: the one link
 * off the shop's origin, to the government's register) and the customer's page in the back office,
 * where staff approve or reject it.
 */
export function tradeApplicationMessage(
  shop: { shopEmail: string; brand: EmailBrand },
  o: Applicant & { id: number },
): MailMessage {
  const { brand } = shop;
  const lookup = abnLookupUrl(o.abn);
  const page = `${brand.siteUrl}/admin/#/customers/${o.id}`;
  const abn = formatAbn(o.abn);
  const applied = `${o.name} <${o.email}> applied for a trade account.`;
  return brandedMessage({
    brand,
    to: shop.shopEmail,
    replyTo: o.email,
    subject: `Trade account application: ${o.businessName}`,
    preview: applied,
    reason: `You are receiving this email because it is the inbox of ${brand.storeName} (SHOP_EMAIL).`,
    text: [
      applied,
      '',
      `Business: ${o.businessName}`,
      `ABN: ${abn} (check it on ABN Lookup: ${lookup})`,
      '',
      `Approve or reject it on the customer's page: ${page}`,
    ].join('\n'),
    body: [
      heading(brand, 'Trade account application'),
      para(applied),
      para(`Business: ${o.businessName}`),
      para('ABN: ', link(brand, lookup, abn), ' (ABN Lookup)'),
      button(brand, page, "Approve or reject it on the customer's page"),
    ],
  });
}

/** To the member: the application is approved and what that changes. */
export function tradeApprovedMessage(brand: EmailBrand, o: Applicant): MailMessage {
  const checked = `We checked the ABN of ${o.businessName} (${formatAbn(o.abn)}) and your account is now a trade account.`;
  const what = [
    'Prices are shown ex GST first when you are signed in, your trade plan is on your account at checkout,',
    'and your tax invoices carry your business name and ABN.',
  ];
  return brandedMessage({
    brand,
    to: o.email,
    subject: 'Your trade account is approved',
    preview: checked,
    reason: `You are receiving this email because you applied for a trade account at ${brand.storeName}.`,
    text: [`Hi ${o.name},`, '', checked, ...what].join('\n'),
    body: [
      heading(brand, 'Your trade account is approved'),
      para(`Hi ${o.name},`),
      para(checked),
      para(what.join(' ')),
      button(brand, `${brand.siteUrl}/`, `Shop at ${brand.storeName}`),
    ],
  });
}
