/**
 * The review flow's steps the browser tests share (tests/e2e/reviews.spec.ts, review-publishing.spec.ts):
 * asking for reviews as soon as a line arrives, moving a paid order to delivered through the back
 * office's API, and the signed review links its review request email carries (read from the outbox).
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { waitForMail } from './outbox.ts';
import { MACHINE } from './staff-helpers.ts';

/** The shop asks for reviews at once (0 days after delivery), so the request is in the outbox now. */
export async function askForReviewsAtOnce(request: APIRequestContext): Promise<void> {
  const res = await request.patch('/api/admin/settings', {
    headers: MACHINE,
    data: { review_request_days: 0 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A back-office move of an order to a status. */
export async function moveOrder(
  request: APIRequestContext,
  invoice: string,
  data: Record<string, string>,
): Promise<void> {
  const res = await request.post(`/api/admin/orders/${invoice}/status`, { headers: MACHINE, data });
  expect(res.status(), await res.text()).toBe(200);
}

/** A paid order processed, shipped with StarTrack and delivered. */
export async function deliver(request: APIRequestContext, invoice: string): Promise<void> {
  await moveOrder(request, invoice, { status: 'processing' });
  await moveOrder(request, invoice, {
    status: 'shipped',
    carrier: 'startrack',
    tracking_number: `ST${Date.now()}`,
  });
  await moveOrder(request, invoice, { status: 'delivered' });
}

/** The review links of an order's review request email, one a line, as the customer reads them. */
export async function reviewLinks(invoice: string): Promise<string[]> {
  const mail = await waitForMail(
    (m) => m.subject.startsWith('How did your parts') && m.text.includes(invoice),
    `review request for ${invoice}`,
    { tries: 120, everyMs: 500 },
  );
  return [
    ...new Set([...mail.text.matchAll(/https?:\/\/[^\s"<>]+\/review\/\?t=[\w.~-]+/g)].map((m) => m[0])),
  ];
}
