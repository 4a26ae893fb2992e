/**
 * Migration 0016 brings the policy texts of a database seeded before it up to today's seed: the refund
 * time, the refund paragraph and the restocking-fee placeholder. Run on a copy of the seeded database
 * whose texts are put back as that older seed wrote them.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../tests/helpers/test-app.ts';
import { faqSeeds } from './faqs.ts';
import { infoPageSeeds } from './info-pages.ts';

const t = setupTestApp();

const faq = (question: string) => faqSeeds.flatMap((g) => g.items).find(([q]) => q === question)?.[1] ?? '';
const page = (slug: string) => infoPageSeeds.find((p) => p.slug === slug)?.content ?? '';

/** The texts as the seed wrote them before migration 0016. */
const BEFORE = {
  restockingFee: 'No, we never charge a restocking fee.',
  refundTime:
    'Refunds take 5-7 business days: we inspect a return within 1-2 business days of its arrival and pay approved refunds to your original payment method within 5 business days.',
  policyFee:
    'Return shipping for change-of-mind returns is paid by the buyer. We do not charge a restocking fee.</p>',
  policyRefund:
    '<h2>Refunds</h2><p>Approved refunds are paid to your original payment method within 5 business days of inspection.</p>',
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the migration that updates databases seeded before', () => {
  it('writes the same refund answer, refund paragraph and restocking-fee placeholder as the seed', async () => {
    const policy = page('return-policy');
    const oldPolicy = policy
      .replace(
        'Return shipping for change-of-mind returns is paid by the buyer. {{restocking_fee}}</p>',
        BEFORE.policyFee,
      )
      .replace(/<h2>Refunds<\/h2><p>[^<]*<\/p>/, BEFORE.policyRefund);
    expect(oldPolicy).not.toBe(policy);
    await t.database.db.execute(
      sql`update info_pages set content = ${oldPolicy} where slug = 'return-policy'`,
    );
    await t.database.db.execute(
      sql`update faqs set answer = ${BEFORE.restockingFee} where question = 'Is there a restocking fee?'`,
    );
    await t.database.db.execute(
      sql`update faqs set answer = ${BEFORE.refundTime} where question = 'How long do refunds take?'`,
    );

    // Its text updates (the column it adds is already there in a database migrated to today).
    const migration = readFileSync(
      new URL('../../../../drizzle/0016_policy_texts.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      if (!/^\s*(--.*\n\s*)*ALTER TABLE/i.test(statement)) await t.database.db.execute(sql.raw(statement));

    const answers = await rows<{ question: string; answer: string }>(
      sql`select question, answer from faqs where question in ('Is there a restocking fee?', 'How long do refunds take?')`,
    );
    expect(Object.fromEntries(answers.map((r) => [r.question, r.answer]))).toEqual({
      'Is there a restocking fee?': faq('Is there a restocking fee?'),
      'How long do refunds take?': faq('How long do refunds take?'),
    });
    expect(faq('Is there a restocking fee?')).toBe('{{restocking_fee}}');
    const [returns] = await rows<{ content: string }>(
      sql`select content from info_pages where slug = 'return-policy'`,
    );
    expect(returns?.content).toBe(policy);
  });
});
