import { describe, expect, it } from 'vitest';
import { DELIVERY_TIME, HANDLING_TIME, REFUND_TIME } from '../../../lib/promises.ts';
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

describe('the migration that updates databases seeded before', () => {
  it('writes the same refund answer as the seed', async () => {
    const { readFile } = await import('node:fs/promises');
    const sql = await readFile(
      new URL('../../../../drizzle/0005_faq_refund_time.sql', import.meta.url),
      'utf8',
    );
    expect(sql).toContain(`"answer" = '${faq('How long do refunds take?')}'`);
  });
});
