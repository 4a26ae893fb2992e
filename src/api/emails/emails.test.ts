/**
 * Every email template, rendered from the samples' table: the HTML is well-formed XHTML, every link and
 * picture is absolute and on the shop's origin (a carrier's tracking page and ABN Lookup excepted,
 * where the template names them), pictures have alt text, there is no script, handler, remote CSS or
 * font and nothing wider than 600 px; the text part says the same key facts. The confirmation's
 * totals are the tax invoice's.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/pricing/money.ts';
import { taxInvoice } from '../services/tax-invoice.ts';
import { inspectEmailHtml } from './email-html.ts';
import { brandOf, type EmailBrand } from './layout/brand.ts';
import { onColour } from './layout/theme.ts';
import { confirmationFor } from './order-confirmation.ts';
import { SAMPLE_TEMPLATES, type SampleTemplate, sampleEmails, sampleOrder } from './samples.ts';
import { verifyEmailMessage } from './verify-email.ts';

const SITE = 'https://parts.example.com.au';
const brand: EmailBrand = {
  ...brandOf(undefined, { storeName: 'Southern Cross Auto Parts', siteUrl: SITE }),
  logoUrl: `${SITE}/storage/brand/logo.png`,
  legalName: 'Southern Cross Auto Parts Pty Ltd',
  abn: '51824753556',
  address: '12 Industrial Ave, Penrith NSW 2750',
  contactEmail: 'help@parts.example.com.au',
  contactPhone: '02 4700 1234',
};
const pictures = [
  { title: 'Bendix brake pads', imageUrl: `${SITE}/storage/uploads/db1170.webp` },
  { title: 'Ryco oil filter', imageUrl: null },
];
const emails = sampleEmails(brand, pictures);

/** The links off the shop's origin a template may carry, and only that template. */
const ELSEWHERE: Partial<Record<SampleTemplate, string[]>> = {
  'order-shipped': ['https://startrack.com.au/track/details/ST%201234%205678'],
  'shop-trade-application': ['https://abr.business.gov.au/ABN/View?abn=51824753556'],
};

/** What each text part must say. */
const FACTS: Record<SampleTemplate, string[]> = {
  'order-confirmation': ['SC7Q4M2XK9', '$268.93 (GST included)', 'Track your order:'],
  'order-confirmation-collect': ['SC7Q4M2XK9', '$253.93 (GST included)', 'Collect from Penrith'],
  'order-shipped': ['SC7Q4M2XK9', 'StarTrack', 'ST 1234 5678', 'Track your parcel:'],
  'order-ready-to-collect': ['SC7Q4M2XK9', 'ready to collect at Penrith', '58 Mulgoa Road'],
  'order-collected': ['SC7Q4M2XK9', 'collected from Penrith'],
  'order-delivered': ['SC7Q4M2XK9', 'has been delivered'],
  'order-cancelled': ['SC7Q4M2XK9', 'has been cancelled'],
  'order-refund': ['SC7Q4M2XK9', '$37.40'],
  'return-approved': ['R42', 'SC7Q4M2XK9', 'Send it to: 12 Industrial Ave'],
  'return-rejected': ['R42', 'Reason: The pads have been fitted'],
  'return-received': ['R42', 'received the item'],
  'return-refunded': ['R42', '$89.90'],
  'return-replaced': ['R42', 'replacement'],
  'review-request': ['SC7Q4M2XK9', 'Fitted to 2019 Ford Ranger PX3 3.2 TDCi?', `${SITE}/review/?t=1.sample`],
  'password-reset': ['482913', '10 minutes'],
  'staff-password-reset': [`${SITE}/admin/#/reset-password?token=sample-token`],
  'verify-email': [`${SITE}/api/verify-email?token=sample-token`],
  'newsletter-confirm': [`${SITE}/api/newsletter/confirm?token=sample-token`, '10% off'],
  'newsletter-welcome': ['WELCOME-7KQ2', `${SITE}/api/unsubscribe?token=sample-token`],
  'trade-approved': ['Nguyen Mechanical Pty Ltd', '51 824 753 556'],
  'shop-new-order': ['SC7Q4M2XK9', 'DB1170GCT', 'Total: $268.93 (GST included), paid by Card'],
  'shop-contact': [
    'jordan.nguyen@example.com',
    'my Ranger is a 2019 PX3 with the 3.2.',
    'Will these pads fit the front?',
  ],
  'shop-return-request': [
    'Does not fit my vehicle',
    'SC7Q4M2XK9',
    'The pads are too wide for my calipers.',
    'Attachment received.',
  ],
  'shop-trade-application': ['Nguyen Mechanical Pty Ltd', '51 824 753 556'],
  'shop-payment-dispute': ['SC7Q4M2XK9', 'product not received', '$268.93'],
  'shop-payment-orphan': ['5TY05013RG002845M', '$268.93'],
};

describe('every email', () => {
  it.each(SAMPLE_TEMPLATES)('%s: well-formed, absolute on the shop, alt text, nothing unsafe', (name) => {
    const mail = emails[name]();
    expect(mail.html).toBeTruthy();
    const html = inspectEmailHtml(mail.html!);
    expect(html.faults).toEqual([]);
    const allowed = ELSEWHERE[name] ?? [];
    for (const href of html.links) {
      if (allowed.includes(href)) continue;
      expect(href.startsWith(`${SITE}/`), href).toBe(true);
    }
    // The template that may leave the shop does.
    for (const off of allowed) expect(html.links).toContain(off);
    for (const img of html.images) {
      expect(img.src.startsWith(`${SITE}/`), img.src).toBe(true);
      expect(img.alt, img.src).toBeTruthy();
    }
    expect(mail.html).not.toContain('rel="preload"');
    expect(mail.html).toContain('name="color-scheme"');
    expect(mail.html).not.toMatch(/fonts\.googleapis|@font-face/);
  });

  it.each(SAMPLE_TEMPLATES)('%s: the text part says the key facts, and the HTML says them too', (name) => {
    const mail = emails[name]();
    expect(mail.text.trim()).not.toBe('');
    const html = inspectEmailHtml(mail.html!);
    for (const fact of FACTS[name]) {
      expect(mail.text).toContain(fact);
      // A link in the text is a link (or button) in the HTML; a fact is in its visible words.
      if (fact.startsWith('http')) expect(html.links).toContain(fact);
      else if (!fact.endsWith(':')) expect(html.text).toContain(fact.replace(/\?$/, ''));
    }
    // The footer: the seller, the ABN as printed, the address and contact, and why they got it.
    for (const line of [
      'Southern Cross Auto Parts Pty Ltd, ABN 51 824 753 556',
      brand.address,
      brand.contactEmail,
    ])
      for (const part of [mail.text, html.text]) expect(part).toContain(line);
    expect(html.text).toContain('You are receiving this email because');
  });
});

describe('the layout', () => {
  it('shows the logo with the shop name as its alt text, or the name as text without a logo', () => {
    const withLogo = inspectEmailHtml(emails['order-delivered']().html!);
    expect(withLogo.images[0]).toEqual({ src: brand.logoUrl, alt: 'Southern Cross Auto Parts' });
    const plain = sampleEmails({ ...brand, logoUrl: '' })['order-delivered']();
    const report = inspectEmailHtml(plain.html!);
    expect(report.images).toEqual([]);
    expect(report.text).toContain('Southern Cross Auto Parts Your order has been delivered');
  });

  it('colours headings and buttons with the brand colour, the button text readable on it', () => {
    const html = sampleEmails({ ...brand, colour: '#ffd400' })['order-shipped']().html!;
    expect(html).toContain('background-color:#ffd400;color:#111111');
    expect(onColour('#b3261e')).toBe('#ffffff');
  });

  it('gives each item its picture, or a neutral box when it has none', () => {
    const report = inspectEmailHtml(emails['order-confirmation']().html!);
    expect(report.images).toContainEqual({ src: pictures[0]!.imageUrl, alt: 'Bendix brake pads' });
    expect(report.images.filter((i) => i.alt === 'Ryco oil filter')).toEqual([]);
    expect(emails['order-confirmation']().html).toContain('class="e-box"');
  });

  it('escapes what a customer typed: a name is text, never markup', () => {
    const mail = verifyEmailMessage({
      brand,
      name: '<img src=x onerror=alert(1)>',
      email: 'a@b.c',
      token: 't',
    });
    const report = inspectEmailHtml(mail.html!);
    expect(report.faults).toEqual([]);
    expect(report.images).toHaveLength(1);
    expect(report.text).toContain('Hi <img src=x onerror=alert(1)>,');
  });
});

describe('the order confirmation', () => {
  it("has the tax invoice's figures: every line, each discount, delivery, GST and the total", () => {
    const { row, items } = sampleOrder();
    const invoice = taxInvoice(row, items, { sellerLegalName: 'x', sellerAbn: '', sellerAddress: '' });
    const mail = confirmationFor(row, items, { brand, resetCodeSecret: 'k' });
    const html = inspectEmailHtml(mail.html!).text;
    const figures = [
      ...invoice.lines.map((l) => l.lineIncCents),
      invoice.subtotalIncCents,
      ...invoice.discounts.map((d) => d.cents),
      invoice.deliveryIncCents,
      invoice.gstCents,
      invoice.totalCents,
    ];
    expect(invoice.discounts).toHaveLength(1);
    for (const cents of figures) {
      expect(mail.text).toContain(formatMoney(cents));
      expect(html).toContain(formatMoney(cents));
    }
    expect(mail.text).toContain(`GST included: ${formatMoney(invoice.gstCents)}`);
    expect(mail.text).toContain(`Total: ${formatMoney(invoice.totalCents)} (GST included)`);
    expect(mail.text).toContain(`Membership discount: -${formatMoney(invoice.discounts[0]!.cents)}`);
    const links = inspectEmailHtml(mail.html!).links;
    expect(links).toContain(`${SITE}/guest-track-order/?id=SC7Q4M2XK9`);
    expect(html).toContain('Track your order');
  });
});
