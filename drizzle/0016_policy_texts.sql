-- The restocking fee is a setting (0 = the shop charges none, as the seeded policy always said), and the
-- return policy and FAQ say it through {{restocking_fee}}; every refund time is 5-7 business days
-- (src/lib/promises.ts REFUND_TIME). Seeded texts nobody has edited since are brought up to date.
ALTER TABLE "general_settings" ADD COLUMN "restocking_fee_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "info_pages" SET "content" = replace(replace("content",
    'Return shipping for change-of-mind returns is paid by the buyer. We do not charge a restocking fee.</p>',
    'Return shipping for change-of-mind returns is paid by the buyer. {{restocking_fee}}</p>'),
    '<h2>Refunds</h2><p>Approved refunds are paid to your original payment method within 5 business days of inspection.</p>',
    '<h2>Refunds</h2><p>Approved refunds reach your original payment method within 5-7 business days of the return''s arrival.</p>'),
  "version" = "version" + 1, "updated_at" = now()
WHERE "slug" = 'return-policy'
  AND ("content" LIKE '%We do not charge a restocking fee.</p>%'
    OR "content" LIKE '%within 5 business days of inspection.</p>%');--> statement-breakpoint
UPDATE "faqs" SET "answer" = '{{restocking_fee}}', "version" = "version" + 1, "updated_at" = now()
WHERE "question" = 'Is there a restocking fee?' AND "answer" = 'No, we never charge a restocking fee.';--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'Refunds take 5-7 business days from the return''s arrival: we inspect it within 1-2 business days and pay approved refunds to your original payment method.', "version" = "version" + 1, "updated_at" = now()
WHERE "question" = 'How long do refunds take?'
  AND "answer" = 'Refunds take 5-7 business days: we inspect a return within 1-2 business days of its arrival and pay approved refunds to your original payment method within 5 business days.';
