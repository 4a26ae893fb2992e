-- SPEC's FAQ says refunds take 5-7 business days (src/api/seed/data/faqs.ts REFUND_ANSWER): the seeded
-- answer is brought up to date where nobody has edited it since.
UPDATE "faqs" SET "answer" = 'Refunds take 5-7 business days: we inspect a return within 1-2 business days of its arrival and pay approved refunds to your original payment method within 5 business days.', "updated_at" = now()
WHERE "question" = 'How long do refunds take?'
  AND "answer" = 'We inspect returns within 1-2 business days and pay approved refunds to your original payment method within 5 business days.';
