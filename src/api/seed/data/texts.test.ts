import { describe, expect, it } from 'vitest';
import { STORE_SETTINGS } from '../../../../tests/helpers/settings.ts';
import { brandOf } from '../../../api/emails/layout/brand.ts';
import { orderRefundMessage } from '../../../api/emails/order-refund.ts';
import { returnStatusMessage } from '../../../api/emails/return-status.ts';
import { DELIVERY_TIME, HANDLING_TIME, REFUND_TIME } from '../../../lib/checkout/delivery-promises.ts';
import { fillSettings } from '../../../lib/pricing/settings-text.ts';
import { faqSeeds } from './faqs.ts';
import { infoPageSeeds } from './info-pages.ts';

const faq = (question: string) => faqSeeds.flatMap((g) => g.items).find(([q]) => q === question)?.[1] ?? '';
const page = (slug: string) => infoPageSeeds.find((p) => p.slug === slug)?.content ?? '';

describe('seeded FAQs and policies', () => {
  it('promise the same delivery times as the product page', () => {
    expect(faq('How long does delivery take?')).toContain(DELIVERY_TIME);
    expect(faq('When will my order be dispatched?')).toContain(HANDLING_TIME);
    expect(page('shipping-policy')).toContain(`Delivery usually takes ${DELIVERY_TIME}`);
    expect(page('shipping-option')).toContain(`<td>${HANDLING_TIME}</td><td>${DELIVERY_TIME}</td>`);
  });

  it("state SPEC's FAQ refund time, 5-7 business days", () => {
    expect(faq('How long do refunds take?')).toMatch(/^Refunds take 5-7 business days/);
    expect(REFUND_TIME).toBe('5-7 business days');
  });

  it('never promise 2-3 days, nor free delivery only "over" the threshold', () => {
    const texts = [
      ...faqSeeds.flatMap((g) => g.items.map(([, a]) => a)),
      ...infoPageSeeds.map((p) => p.content),
    ];
    expect(texts.filter((text) => /2-3 (business )?days|orders over \$/i.test(text))).toEqual([]);
  });
});

describe('the refund time and the restocking fee', () => {
  const refundTimes = (text: string) =>
    [...text.matchAll(/(\d+(?:-\d+)? (?:to \d+ )?business days)/g)].map((m) => m[1]);

  it('are one refund time in the policy, the FAQ and both refund emails', () => {
    const refundEmail = orderRefundMessage({
      brand: brandOf(undefined, { storeName: 'Shop', siteUrl: 'https://shop.test' }),
      invoiceNumber: 'SC1',
      name: 'Kim',
      email: 'kim@example.com',
      amountCents: 1000,
      refundedCents: 1000,
      totalCents: 1000,
      paymentMethod: 'Stripe',
    }).text;
    const returnEmail = returnStatusMessage({
      brand: brandOf(undefined, { storeName: 'Shop', siteUrl: 'https://shop.test' }),
      status: 'refunded',
      id: 7,
      name: 'Kim',
      email: 'kim@example.com',
      orderRef: 'SC1',
      amountCents: 1000,
      note: '',
      returnAddress: '',
    }).text;
    const policyRefunds = page('return-policy').split('<h2>Refunds</h2>')[1]!.split('<h2>')[0]!;
    for (const text of [faq('How long do refunds take?'), policyRefunds, refundEmail, returnEmail])
      expect(refundTimes(text)).toContain(REFUND_TIME);
    for (const text of [faq('How long do refunds take?'), policyRefunds, refundEmail, returnEmail])
      expect(refundTimes(text).filter((t) => t !== REFUND_TIME && t !== '1-2 business days')).toEqual([]);
  });

  it('follow the restocking-fee setting in the return policy and the FAQ', () => {
    const none = { ...STORE_SETTINGS, restockingFeeBp: 0 };
    const charged = { ...STORE_SETTINGS, restockingFeeBp: 1500 };
    for (const text of [page('return-policy'), faq('Is there a restocking fee?')]) {
      expect(fillSettings(text, none, 'Shop')).toContain('We do not charge a restocking fee.');
      const filled = fillSettings(text, charged, 'Shop');
      expect(filled).toContain('restocking fee of up to 15%');
      expect(filled).not.toMatch(
        /no restocking fee|never charge a restocking fee|do not charge a restocking fee/i,
      );
    }
  });
});
