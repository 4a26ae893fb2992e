import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, place, signIn, someProducts } from '../../../tests/helpers/orders.ts';
import {
  addRanger,
  placedOrder,
  RANGER_LABEL,
  reviewRequestRow,
  reviewTokens,
  submit,
  words,
} from '../../../tests/helpers/reviews.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import { fittedTo } from '../../lib/reviews/reviews.ts';
import { fitmentTasks, locations, orders, reviews } from '../db/schema/index.ts';
import { DEMO_CUSTOMER } from '../seed/seed.ts';
import { requestReviews } from '../services/reviews/request.ts';
import { REVIEW_LINK_TTL_MS, signReviewToken } from '../services/reviews/review-links.ts';

const t = setupTestApp();
let products: ApiProduct[];
let ranger: number;
let support: string;

beforeAll(async () => {
  products = await someProducts(t, 2);
  ranger = await addRanger(t);
  support = (await staffSession(t, 'support')).token;
});

const deliver = (o: { member?: string; to?: 'shipped' | 'delivered' } = {}) =>
  placedOrder(t, { products, ranger, staffToken: support, ...o });

const tokenFor = (tokens: string[], itemId: number) => tokens.find((k) => k.startsWith(`${itemId}.`))!;
const link = (token: string) => t.app.request(`/api/review-links/${token}`);
const review = { quality: 4, ...words };

describe('the review request', () => {
  it('is written when the order is delivered, due the setting’s 7 days later, one per order, with a link per line', async () => {
    const before = Date.now();
    const o = await deliver();
    const row = await reviewRequestRow(t, o.orderId);
    expect(row?.status).toBe('pending');
    const due = row!.nextAttemptAt.getTime() - before;
    expect(due).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(due).toBeLessThan(7 * 86_400_000 + 60_000);
    // Not sent today: the test mailer has no such message.
    expect(t.mail.some((m) => m.text.includes('/review/?t='))).toBe(false);
    const tokens = await reviewTokens(t, o.orderId);
    expect(tokens.map((k) => Number(k.split('.')[0])).sort()).toEqual(o.items.map((i) => i.id).sort());
    expect(row!.text).toContain(fittedTo(RANGER_LABEL));
    expect(row!.html).toContain('http://shop.test/review/?t=');
    // Once per order, whatever calls it again.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(await requestReviews(t.database.db, t.deps, order!)).toBeNull();
  });

  it('is not written before the order reaches the buyer', async () => {
    const o = await deliver({ to: 'shipped' });
    expect(await reviewRequestRow(t, o.orderId)).toBeUndefined();
  });
  it('is written when a click & collect order is collected, with a link for each line', async () => {
    const [store] = await t.database.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.pickup, true));
    const placed = await place(t, { ...cardOrder(products), pickup_location_id: store!.id });
    expect(placed.status, placed.body.message).toBe(200);
    const invoice = placed.body.order!.invoice_number;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoice));
    const move = (body: Record<string, string>) =>
      adminCall(t, 'POST', `/orders/${invoice}/status`, support, body);
    expect((await move({ status: 'ready_to_collect' })).status).toBe(200);
    expect(await reviewRequestRow(t, order!.id)).toBeUndefined();
    expect((await move({ status: 'collected', collected_by: 'Sam Lee' })).status).toBe(200);
    expect(await reviewTokens(t, order!.id)).toHaveLength(products.length);
  });
});

describe('a review through the signed link', () => {
  it('opens the line, takes one review pending moderation, and then refuses the link', async () => {
    const o = await deliver();
    const tokens = await reviewTokens(t, o.orderId);
    const first = tokenFor(tokens, o.items[0]!.id);
    const opened = await link(first);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({
      data: {
        order_item_id: o.items[0]!.id,
        order_number: o.invoice,
        product: {
          id: products[0]!.id,
          title: products[0]!.title,
          slug: products[0]!.permalink,
          image: products[0]!.featured_image,
        },
        vehicle_label: RANGER_LABEL,
      },
    });
    const made = await submit(t, { token: first, ...review, fit: 'fitted' });
    expect(made).toEqual({ status: 201, body: { data: { id: expect.any(Number), status: 'pending' } } });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, made.body.data.id));
    expect(row).toMatchObject({ authorName: 'Jane C.', userId: null, status: 'pending', fit: 'fitted' });
    expect(row!.vehicle?.label).toBe(RANGER_LABEL);

    expect((await link(first)).status).toBe(409);
    expect(await (await link(first)).json()).toEqual({ message: 'You have already reviewed this item.' });
    expect((await submit(t, { token: first, ...review, fit: 'fitted' })).status).toBe(409);
    // Pending: not counted, not listed.
    const listed = await (await t.app.request(`/api/products/${products[0]!.id}/reviews`)).json();
    expect(listed.data.some((r: { id: number }) => r.id === made.body.data.id)).toBe(false);
  });

  it('refuses a tampered, unknown or expired link', async () => {
    const o = await deliver();
    const token = tokenFor(await reviewTokens(t, o.orderId), o.items[1]!.id);
    const [id, expires, sig] = token.split('.');
    const flipped = `${id}.${expires}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      flipped,
      `${o.items[0]!.id}.${expires}.${sig}`,
      `${id}.${Number(expires) + 1}.${sig}`,
      'nonsense',
    ])
      expect(await (await link(bad)).json(), bad).toEqual({ message: 'This review link is not valid.' });
    expect((await submit(t, { token: flipped, ...review })).status).toBe(404);
    const old = signReviewToken(
      t.deps.resetCodeSecret,
      o.items[1]!.id,
      Date.now() - REVIEW_LINK_TTL_MS - 60_000,
    );
    const expired = await link(old);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: 'This review link has expired.' });
    expect((await submit(t, { token: old, ...review })).status).toBe(410);
    // The real one still works.
    expect((await submit(t, { token, ...review })).status).toBe(201);
  });

  it('asks for the fit rating on a line bought for a vehicle, and refuses one on a line bought for none', async () => {
    const o = await deliver();
    const tokens = await reviewTokens(t, o.orderId);
    const withVehicle = await submit(t, { token: tokenFor(tokens, o.items[0]!.id), ...review });
    expect(withVehicle).toEqual({
      status: 422,
      body: {
        message: 'Choose how the part fitted your vehicle',
        errors: { fit: 'Choose how the part fitted your vehicle' },
      },
    });
    const without = await submit(t, { token: tokenFor(tokens, o.items[1]!.id), ...review, fit: 'fitted' });
    expect(without.status).toBe(422);
    expect(without.body.errors).toEqual({
      fit: 'This item was bought for no vehicle: leave out the fit rating.',
    });
    const bad = await submit(t, {
      token: tokenFor(tokens, o.items[1]!.id),
      quality: 6,
      title: ' ',
      body: '',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      quality: 'Choose a rating from 1 to 5 stars',
      title: 'Title is required',
      body: 'Review is required',
    });
    const neither = await submit(t, { ...review });
    expect(neither.status).toBe(422);
    expect(neither.body.errors.token).toContain('review link');
  });

  it('takes one of two racing submits of the same line', async () => {
    const o = await deliver();
    const token = tokenFor(await reviewTokens(t, o.orderId), o.items[1]!.id);
    const answers = await Promise.all([
      submit(t, { token, ...review }),
      submit(t, { token, ...review, quality: 1 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.orderItemId, o.items[1]!.id));
    expect(rows).toHaveLength(1);
  });

  it('opens a fitment task for a part that did not fit its vehicle', async () => {
    const o = await deliver();
    const token = tokenFor(await reviewTokens(t, o.orderId), o.items[0]!.id);
    const made = await submit(t, {
      token,
      ...review,
      quality: 2,
      fit: 'did_not_fit',
      title: 'Wrong bolt pattern',
    });
    expect(made.status).toBe(201);
    const tasks = await t.database.db
      .select()
      .from(fitmentTasks)
      .where(eq(fitmentTasks.sourceId, made.body.data.id));
    expect(tasks).toEqual([
      expect.objectContaining({
        source: 'review',
        productId: products[0]!.id,
        status: 'open',
        note: 'Wrong bolt pattern',
      }),
    ]);
    expect(tasks[0]!.vehicle.label).toBe(RANGER_LABEL);
  });
});

describe('photos', () => {
  const png = () =>
    sharp({ create: { width: 200, height: 150, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
  const upload = async (fields: Record<string, string>, bytes?: Buffer) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', new File([new Uint8Array(bytes ?? (await png()))], 'photo.png', { type: 'image/png' }));
    const res = await t.app.request('/api/reviews/photos', { method: 'POST', body: form });
    // biome-ignore lint/suspicious/noExplicitAny: the tests read several response shapes loosely
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  it('are checked as every upload is, and a review names only photos uploaded for its own line', async () => {
    const o = await deliver();
    const tokens = await reviewTokens(t, o.orderId);
    const [mine, other] = [tokenFor(tokens, o.items[1]!.id), tokenFor(tokens, o.items[0]!.id)];
    const up = await upload({ token: mine });
    expect(up.status).toBe(201);
    expect(up.body.data.path).toMatch(new RegExp(`^uploads/reviews/${o.items[1]!.id}/[0-9a-f]{32}\\.webp$`));
    const elsewhere = await upload({ token: other });
    expect(elsewhere.status).toBe(201);
    expect((await upload({ token: mine }, Buffer.from('not an image'))).body).toMatchObject({
      message: 'The file must be a PNG, JPEG or WebP image.',
    });
    expect((await upload({ token: 'forged' })).status).toBe(404);
    expect((await upload({})).status).toBe(422);

    const foreign = await submit(t, { token: mine, ...review, photos: [elsewhere.body.data.path] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.photos).toBe('A photo was not uploaded for this item. Upload it again.');
    const made = await submit(t, { token: mine, ...review, photos: [up.body.data.path] });
    expect(made.status).toBe(201);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, made.body.data.id));
    expect(row!.photos).toEqual([up.body.data.path]);
  });
});

describe("a member's review from the order page", () => {
  it('is for their own delivered lines only; the order answer says which lines can be reviewed', async () => {
    const member = await signIn(t, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const o = await deliver({ member });
    const detail = async () =>
      (
        await (
          await t.app.request(`/api/orders-detail?id=${o.invoice}`, {
            headers: { Authorization: `Bearer ${member}` },
          })
        ).json()
      ).data.order_meta as { id: number; review: unknown; can_review: boolean }[];
    expect((await detail()).map((l) => [l.review, l.can_review])).toEqual([
      [null, true],
      [null, true],
    ]);
    const made = await submit(t, { order_item_id: o.items[0]!.id, ...review, fit: 'needed_changes' }, member);
    expect(made.status).toBe(201);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, made.body.data.id));
    expect(row!.userId).not.toBeNull();
    const lines = await detail();
    expect(lines.find((l) => l.id === o.items[0]!.id)).toMatchObject({
      review: { status: 'pending' },
      can_review: false,
    });
    expect(lines.find((l) => l.id === o.items[1]!.id)).toMatchObject({ review: null, can_review: true });

    // Someone else's line is no line of theirs; signed out, it needs signing in.
    const email = `reviewer-${Date.now()}@example.com`;
    const registered = await t.app.request('/api/registered', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Other Buyer',
        email,
        password: 'Secret!234',
        phone: '0412345678',
        terms: true,
      }),
    });
    const stranger = ((await registered.json()) as { token: string }).token;
    const foreign = await submit(t, { order_item_id: o.items[1]!.id, ...review }, stranger);
    expect(foreign).toEqual({ status: 404, body: { message: 'No such item on your orders.' } });
    expect((await submit(t, { order_item_id: o.items[1]!.id, ...review })).status).toBe(401);
    expect((await submit(t, { order_item_id: 2_147_483_647, ...review }, member)).status).toBe(404);

    // Not yet delivered: nothing to review, and the answer says so.
    const shipped = await deliver({ member, to: 'shipped' });
    const early = await submit(t, { order_item_id: shipped.items[1]!.id, ...review }, member);
    expect(early).toEqual({
      status: 422,
      body: { message: 'You can review this item once it has been delivered or collected.' },
    });
  });

  it('is not offered to someone tracking the order by number', async () => {
    const o = await deliver();
    const res = await t.app.request('/api/guest/track-order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: o.invoice }),
    });
    const lines = (await res.json()).data.order_meta as Record<string, unknown>[];
    expect(lines.every((l) => !('can_review' in l) && !('review' in l))).toBe(true);
  });
});

describe('a return because the part does not fit', () => {
  it('opens a fitment task for each line of the order bought for a vehicle', async () => {
    const o = await deliver();
    const form = new FormData();
    const fields = {
      f_name: 'Jane',
      l_name: 'Citizen',
      email: 'jane@example.com',
      subject: 'Return',
      message: 'The pads are too thick for the caliper.',
      order_id: o.invoice,
      reason: 'does_not_fit',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const res = await t.app.request('/api/order-return', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const tasks = await t.database.db.select().from(fitmentTasks).where(eq(fitmentTasks.sourceId, id));
    expect(tasks.filter((k) => k.source === 'return')).toEqual([
      expect.objectContaining({
        productId: products[0]!.id,
        note: 'The pads are too thick for the caliper.',
        vehicle: expect.objectContaining({ label: RANGER_LABEL }),
      }),
    ]);
    // Any other reason opens none.
    form.set('reason', 'faulty');
    const other = (await (
      await t.app.request('/api/order-return', { method: 'POST', body: form })
    ).json()) as { id: number };
    const none = await t.database.db.select().from(fitmentTasks).where(eq(fitmentTasks.sourceId, other.id));
    expect(none.filter((k) => k.source === 'return')).toEqual([]);
  });
});

describe('fitment queue in the back office', () => {
  it('lists open tasks with the product and vehicle, and marks one done', async () => {
    const editor = (await staffSession(t, 'editor')).token;
    const list = async (status: string) =>
      (await (await adminCall(t, 'GET', `/fitment-tasks?status=${status}`, editor)).json()) as {
        data: { id: number; product: { sku: string }; vehicle_label: string; source: string }[];
      };
    const open = await list('open');
    expect(open.data.length).toBeGreaterThan(0);
    const task = open.data[0]!;
    expect(task.vehicle_label).toBe(RANGER_LABEL);
    expect(task.product.sku).toBe(products[0]!.sku);
    const done = await adminCall(t, 'POST', `/fitment-tasks/${task.id}/done`, editor);
    expect(done.status).toBe(200);
    expect((await done.json()).data).toMatchObject({ id: task.id, status: 'done' });
    expect((await list('open')).data.some((k) => k.id === task.id)).toBe(false);
    expect((await list('done')).data.some((k) => k.id === task.id)).toBe(true);
    expect((await adminCall(t, 'POST', '/fitment-tasks/999999/done', editor)).status).toBe(404);
    expect((await adminCall(t, 'GET', '/fitment-tasks?status=closed', editor)).status).toBe(400);
    expect((await adminCall(t, 'GET', '/fitment-tasks', support)).status).toBe(403);
  });
});
