import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { someProducts } from '../../../tests/helpers/orders.ts';
import {
  addRanger,
  placedOrder,
  RANGER_LABEL,
  reviewTokens,
  submit,
  words,
} from '../../../tests/helpers/reviews.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiExportedProduct, ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import { REJECT_REASONS } from '../../lib/reviews/reviews.ts';
import { auditLog } from '../db/schema/index.ts';

const changes: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason) => void changes.push(reason) }));
let products: ApiProduct[];
let ranger: number;
let support: string;
let editor: string;

beforeAll(async () => {
  products = await someProducts(t, 2);
  ranger = await addRanger(t);
  support = (await staffSession(t, 'support')).token;
  editor = (await staffSession(t, 'editor')).token;
});

/** A delivered order's first line (bought for the Ranger) reviewed through its link; the review's id. */
async function reviewed(quality: number, fit: string): Promise<number> {
  const o = await placedOrder(t, { products, ranger, staffToken: support });
  const token = (await reviewTokens(t, o.orderId)).find((k) => k.startsWith(`${o.items[0]!.id}.`))!;
  const made = await submit(t, { token, quality, fit, ...words });
  expect(made.status).toBe(201);
  return made.body.data.id as number;
}

const call = async (method: string, path: string, body?: unknown, token = editor) => {
  const res = await adminCall(t, method, path, token, body);
  // biome-ignore lint/suspicious/noExplicitAny: the tests read several response shapes loosely
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

/** The first product as the build's export sends it. */
async function exported(): Promise<ApiExportedProduct> {
  const res = await t.app.request(`/api/catalogue/products?after=${products[0]!.id - 1}&limit=1`);
  return ((await res.json()) as { data: ApiExportedProduct[] }).data[0]!;
}
const shown = async () => {
  const res = await t.app.request(`/api/products/${products[0]!.sku}`);
  const { rating, review_count } = ((await res.json()) as { data: ApiProduct }).data;
  return { rating, review_count };
};
const stamp = async () => {
  const res = await t.app.request('/api/catalogue/product-ids');
  const ids = ((await res.json()) as { data: { id: number; updated_at: string }[] }).data;
  return ids.find((p) => p.id === products[0]!.id)!.updated_at;
};

describe('moderating reviews', () => {
  it('counts a review only once approved, rebuilds its product, replies in public and rejects only for a listed reason', async () => {
    const first = await reviewed(4, 'fitted');
    // Pending: in the queue, counted nowhere.
    const queue = await call('GET', '/reviews?status=pending');
    expect(queue.status).toBe(200);
    expect(queue.body.data.find((r: { id: number }) => r.id === first)).toMatchObject({
      product: { id: products[0]!.id, title: products[0]!.title },
      author_name: 'Jane C.',
      quality: 4,
      fit: 'fitted',
      vehicle_label: RANGER_LABEL,
      title: words.title,
      status: 'pending',
      reject_reason: null,
      version: 1,
    });
    expect(await shown()).toEqual({ rating: null, review_count: 0 });
    expect(await exported()).toMatchObject({ rating: null, review_count: 0, reviews: [], fit_summary: [] });

    const before = await stamp();
    expect((await call('POST', `/reviews/${first}/approve`, { version: 2 })).status).toBe(409);
    const approved = await call('POST', `/reviews/${first}/approve`, { version: 1 });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', version: 2 });
    expect(changes.at(-1)).toBe(`product ${products[0]!.id} reviews changed`);
    const afterApprove = await stamp();
    expect(afterApprove > before).toBe(true);
    expect(await shown()).toEqual({ rating: 4, review_count: 1 });

    const second = await reviewed(5, 'needed_changes');
    await call('POST', `/reviews/${second}/approve`, { version: 1 });
    const row = await exported();
    expect(row).toMatchObject({ rating: 4.5, review_count: 2 });
    expect(row.reviews.map((r) => r.id)).toEqual([second, first]);
    expect(row.reviews[1]).toEqual({
      id: first,
      author_name: 'Jane C.',
      quality: 4,
      fit: 'fitted',
      vehicle_label: RANGER_LABEL,
      title: words.title,
      body: words.body,
      photos: [],
      reply: '',
      created_at: expect.any(String),
      replied_at: null,
    });
    expect(row.fit_summary).toEqual([{ key: 'ford|ranger|px3', name: 'Ranger PX3', fitted: 1, total: 2 }]);
    const page = await (await t.app.request(`/api/products/${products[0]!.id}/reviews`)).json();
    expect(page).toMatchObject({ rating: 4.5, review_count: 2, page: 1, per_page: 20, last_page: 1 });
    expect(page.data).toHaveLength(2);

    // A public reply to an approved review shows on the page: the product rebuilds.
    const replied = await call('PUT', `/reviews/${first}/reply`, {
      reply: ' Thanks for the feedback! ',
      version: 2,
    });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({ reply: 'Thanks for the feedback!', version: 3 });
    const afterReply = await stamp();
    expect(afterReply > afterApprove).toBe(true);
    const withReply = (await exported()).reviews.find((r) => r.id === first)!;
    expect(withReply).toMatchObject({ reply: 'Thanks for the feedback!', replied_at: expect.any(String) });

    // Rejecting: only for a reason of the list, never for being negative.
    const message = `Choose a reason from the list: ${Object.values(REJECT_REASONS).join(', ')}`;
    for (const body of [
      { version: 3 },
      { reason: 'negative', version: 3 },
      { reason: 'I do not like it', version: 3 },
    ]) {
      const refused = await call('POST', `/reviews/${first}/reject`, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.message).toBe(message);
      expect(refused.body.errors).toEqual({ reason: message });
    }
    const stale = await call('POST', `/reviews/${first}/reject`, { reason: 'abusive', version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: first, status: 'approved', version: 3 });
    const rejected = await call('POST', `/reviews/${first}/reject`, { reason: 'abusive', version: 3 });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_reason: 'abusive' });
    expect((await stamp()) > afterReply).toBe(true);
    expect(await shown()).toEqual({ rating: 5, review_count: 1 });
    expect((await exported()).reviews.map((r) => r.id)).toEqual([second]);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(first))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(['review.approve', 'review.reply', 'review.reject']);
    expect(audits[2]!.after).toMatchObject({ status: 'rejected', reject_reason: 'abusive' });
    expect(audits[2]!.before).toMatchObject({ status: 'approved' });
    expect(audits.every((a) => a.actor.includes('@staff.test'))).toBe(true);
  });

  it('answers 404 for no review, 400 for a bad status and 403 for a role without catalogue:write', async () => {
    expect((await call('POST', '/reviews/999999/approve', { version: 1 })).status).toBe(404);
    expect((await call('GET', '/reviews?status=negative')).status).toBe(400);
    expect((await call('POST', '/reviews/1/approve', {})).status).toBe(422);
    expect((await call('GET', '/reviews', undefined, support)).status).toBe(403);
    const id = await reviewed(3, 'fitted');
    expect(
      (await call('POST', `/reviews/${id}/reject`, { reason: 'abusive', version: 1 }, support)).status,
    ).toBe(403);
  });
});
