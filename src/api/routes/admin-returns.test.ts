import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOrder, newKey, place, someProducts } from '../../../tests/helpers/orders.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { ReturnAnswerSchema, ReturnListSchema } from '../../lib/api/schemas/admin-returns.ts';
import { NO_FEE_MESSAGE } from '../../lib/orders/fulfilment.ts';
import {
  auditLog,
  emailOutbox,
  generalSettings,
  orderRefunds,
  orders,
  returnRequests,
} from '../db/schema/index.ts';
import { FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import {
  ALREADY_REFUNDING_MESSAGE,
  NOT_LINKED_MESSAGE,
  REJECT_NOTE_MESSAGE,
} from '../services/returns-admin.ts';
import { RETURN_KEY_MESSAGE } from './admin-returns.ts';

const t = setupTestApp();

let owner: string;
let support: string;
let editor: string;

/** A return request through the customer's form, as the shop's site sends it. */
async function requestReturn(fields: Record<string, string> = {}): Promise<number> {
  const form = new FormData();
  const all = {
    f_name: 'Jane',
    l_name: 'Citizen',
    email: 'jane.returns@example.com',
    phone: '0412345678',
    subject: 'Return',
    message: 'It does not fit.',
    order_id: 'SCNOTANORDER',
    reason: 'change_of_mind',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.set(k, v);
  const res = await t.app.request('/api/order-return', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const decide = (id: number, body: unknown, token = owner, headers: Record<string, string> = {}) =>
  adminCall(t, 'POST', `/returns/${id}/status`, token, body, headers);

const writes = async () =>
  Promise.all(
    [auditLog, emailOutbox, orderRefunds].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );

const statusOf = async (id: number) =>
  (await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!.status;

beforeAll(async () => {
  owner = (await staffSession(t, 'owner')).token;
  support = (await staffSession(t, 'support')).token;
  editor = (await staffSession(t, 'editor')).token;
  await t.database.db
    .update(generalSettings)
    // A shop that charges a restocking fee (up to 50%) on change-of-mind returns.
    .set({ sellerAddress: '1 Return Lane, Sydney NSW 2000', restockingFeeBp: 5000 })
    .where(eq(generalSettings.id, 1));
});

describe('GET /api/admin/returns', () => {
  it('lists open returns, newest first, and filters by status', async () => {
    const first = await requestReturn({ subject: 'First one' });
    const second = await requestReturn({ subject: 'Second one', reason: 'faulty' });
    const res = await adminCall(t, 'GET', '/returns', support);
    expect(res.status).toBe(200);
    const list = (await res.json()) as {
      data: { id: number; reason_label: string }[];
      per_page: number;
      total: number;
    };
    v.assert(ReturnListSchema, list);
    expect(list.per_page).toBe(25);
    const ids = list.data.map((r) => r.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(list.data.find((r) => r.id === second)).toMatchObject({
      status: 'requested',
      name: 'Jane Citizen',
      email: 'jane.returns@example.com',
      order_ref: 'SCNOTANORDER',
      reason: 'faulty',
      reason_label: 'Faulty or not working',
      subject: 'Second one',
      has_attachment: false,
    });
    await decide(first, { status: 'rejected', note: 'Outside the return period.' });
    const open = (await (await adminCall(t, 'GET', '/returns', support)).json()) as {
      data: { id: number }[];
    };
    expect(open.data.map((r) => r.id)).not.toContain(first);
    const rejected = (await (await adminCall(t, 'GET', '/returns?status=rejected', support)).json()) as {
      data: { id: number }[];
    };
    expect(rejected.data.map((r) => r.id)).toContain(first);
    const paged = (await (
      await adminCall(t, 'GET', '/returns?status=all&per_page=1&page=2', support)
    ).json()) as {
      data: unknown[];
      page: number;
      per_page: number;
    };
    expect(paged).toMatchObject({ page: 2, per_page: 1 });
    expect(paged.data).toHaveLength(1);
  });

  it('refuses bad queries with 400, the anonymous with 401 and a role without returns with 403', async () => {
    expect((await adminCall(t, 'GET', '/returns?status=lost', owner)).status).toBe(400);
    expect((await adminCall(t, 'GET', '/returns?per_page=101', owner)).status).toBe(400);
    expect((await adminCall(t, 'GET', '/returns?color=red', owner)).status).toBe(400);
    const anonymous = await adminCall(t, 'GET', '/returns', null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: SIGN_IN_MESSAGE });
    const wrongRole = await adminCall(t, 'GET', '/returns', editor);
    expect(wrongRole.status).toBe(403);
    expect(await wrongRole.json()).toEqual({ message: FORBIDDEN_MESSAGE });
  });
});

describe('GET /api/admin/returns/{id}', () => {
  it('shows the request, whether a fee is allowed and its attachment link', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      f_name: 'Sam',
      l_name: 'Lee',
      email: 'sam@example.com',
      subject: 'Broken',
      message: 'Arrived cracked',
      order_id: 'SCNOPE1',
      reason: 'damaged',
    }))
      form.set(k, v);
    form.set(
      'file_path',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'a.png'),
    );
    const { id } = (await (
      await t.app.request('/api/order-return', { method: 'POST', body: form })
    ).json()) as {
      id: number;
    };
    const res = await adminCall(t, 'GET', `/returns/${id}`, support);
    expect(res.status).toBe(200);
    const answer = await res.json();
    v.assert(ReturnAnswerSchema, answer);
    const { data } = answer as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      id,
      status: 'requested',
      message: 'Arrived cracked',
      reason: 'damaged',
      fee_allowed: false,
      has_attachment: true,
      attachment_url: `/api/admin/return-requests/${id}/file`,
      decision_note: '',
      order: null,
    });
    const file = await t.app.request(data.attachment_url as string, {
      headers: { Authorization: `Bearer ${support}` },
    });
    expect(file.status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect((await adminCall(t, 'GET', '/returns/999999', owner)).status).toBe(404);
    expect((await adminCall(t, 'GET', '/returns/abc', owner)).status).toBe(400);
  });
});

describe('POST /api/admin/returns/{id}/status', () => {
  it("moves a paid order's return requested -> approved -> received -> refunded, emailing each step", async () => {
    const products = await someProducts(t, 1);
    const placed = await place(t, cardOrder(products, { email: 'refund.me@example.com' }));
    expect(placed.status).toBe(200);
    const invoice = placed.body.order!.invoice_number;
    const id = await requestReturn({ order_id: invoice, email: 'refund.me@example.com' });

    const detail = (await (await adminCall(t, 'GET', `/returns/${id}`, support)).json()) as {
      data: {
        order: {
          invoice_number: string;
          items: { id: number; quantity: number; unit_inc_gst_cents: number }[];
        };
      };
    };
    v.assert(ReturnAnswerSchema, detail);
    expect(detail.data.order.invoice_number).toBe(invoice);
    const line = detail.data.order.items[0]!;

    const approved = await decide(id, { status: 'approved', note: 'Use the prepaid label.' }, support);
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { data: { status: string } }).data.status).toBe('approved');
    const approvalMail = t.mail.at(-1)!;
    expect(approvalMail.to).toBe('refund.me@example.com');
    expect(approvalMail.subject).toBe(`Your return R${id} is approved`);
    expect(approvalMail.text).toContain('1 Return Lane, Sydney NSW 2000');
    expect(approvalMail.text).toContain(`R${id}`);
    expect(approvalMail.text).toContain('Use the prepaid label.');

    expect((await decide(id, { status: 'received' }, support)).status).toBe(200);
    expect(t.mail.at(-1)!.subject).toBe(`Your return R${id} has arrived`);

    // Support may decide returns but not give money back; a refund needs its key.
    const before = await writes();
    const supportRefund = await decide(id, { status: 'refunded' }, support, { 'Idempotency-Key': newKey() });
    expect(supportRefund.status).toBe(403);
    const noKey = await decide(id, { status: 'refunded' });
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toEqual({ message: RETURN_KEY_MESSAGE });
    expect(await writes()).toEqual(before);
    expect(await statusOf(id)).toBe('received');

    const refunded = await decide(
      id,
      { status: 'refunded', refund: { lines: [{ item_id: line.id, quantity: 1 }], fee_cents: 500 } },
      owner,
      { 'Idempotency-Key': newKey() },
    );
    expect(refunded.status).toBe(200);
    const body = (await refunded.json()) as { data: { status: string; order: { refunded_cents: number } } };
    expect(body.data.status).toBe('refunded');
    const amount = line.unit_inc_gst_cents - 500;
    expect(body.data.order.refunded_cents).toBe(amount);
    const [refund] = await t.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.returnRequestId, id));
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: amount });
    const mail = t.mail.find((m) => m.subject === `Your return R${id} is refunded`)!;
    expect(mail.to).toBe('refund.me@example.com');
    expect(mail.text).toContain(`$${(amount / 100).toFixed(2)}`);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entries.filter((e) => e.entity === 'return').map((e) => e.action)).toEqual([
      'return.approved',
      'return.received',
      'return.refunded',
    ]);
    // Finished: no move out of refunded, and no second refund.
    expect((await decide(id, { status: 'replaced' })).status).toBe(409);
    const again = await decide(id, { status: 'refunded' }, owner, { 'Idempotency-Key': newKey() });
    expect(again.status).toBe(409);
    expect(
      await t.database.db.select().from(orderRefunds).where(eq(orderRefunds.returnRequestId, id)),
    ).toHaveLength(1);
  });

  it('refuses a second refund for a return whose refund is under way (409)', async () => {
    const placed = await place(t, cardOrder(await someProducts(t, 1), { email: 'twice@example.com' }));
    const invoice = placed.body.order!.invoice_number;
    const id = await requestReturn({ order_id: invoice });
    await decide(id, { status: 'approved' });
    await decide(id, { status: 'received' });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoice));
    await t.database.db
      .insert(orderRefunds)
      .values({ orderId: order!.id, idempotencyKey: newKey(), amountCents: 100, returnRequestId: id });
    const before = await writes();
    const res = await decide(id, { status: 'refunded' }, owner, { 'Idempotency-Key': newKey() });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: ALREADY_REFUNDING_MESSAGE });
    expect(await writes()).toEqual(before);
    expect(await statusOf(id)).toBe('received');
  });

  it('refuses a transition out of order with 409 and writes nothing', async () => {
    const id = await requestReturn();
    const before = await writes();
    const res = await decide(id, { status: 'received' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'A return that is Requested cannot be marked Received.' });
    expect(await writes()).toEqual(before);
    expect(await statusOf(id)).toBe('requested');
  });

  it('rejects with the staff note in the email, and needs that note', async () => {
    const id = await requestReturn({ email: 'rejected@example.com' });
    const noNote = await decide(id, { status: 'rejected' });
    expect(noNote.status).toBe(422);
    expect(await noNote.json()).toEqual({
      message: REJECT_NOTE_MESSAGE,
      errors: { note: REJECT_NOTE_MESSAGE },
    });
    const res = await decide(id, { status: 'rejected', note: 'The item was used.' });
    expect(res.status).toBe(200);
    const mail = t.mail.at(-1)!;
    expect(mail).toMatchObject({
      to: 'rejected@example.com',
      subject: `Your return R${id} was not approved`,
    });
    expect(mail.text).toContain('Reason: The item was used.');
    const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row).toMatchObject({ status: 'rejected', decisionNote: 'The item was used.' });
  });

  it('replaces a received return and emails the customer', async () => {
    const id = await requestReturn({ reason: 'wrong_item' });
    await decide(id, { status: 'approved' });
    await decide(id, { status: 'received' });
    const res = await decide(id, { status: 'replaced', note: 'Right one on its way.' }, support);
    expect(res.status).toBe(200);
    expect(t.mail.at(-1)!.subject).toBe(`Your return R${id} is being replaced`);
  });

  it('refuses a fee on a faulty item (422) and a refund with no paid order (409), writing nothing', async () => {
    const faulty = await requestReturn({ reason: 'faulty' });
    await decide(faulty, { status: 'approved' });
    await decide(faulty, { status: 'received' });
    const before = await writes();
    const fee = await decide(faulty, { status: 'refunded', refund: { fee_cents: 100 } }, owner, {
      'Idempotency-Key': newKey(),
    });
    expect(fee.status).toBe(422);
    expect(((await fee.json()) as { message: string }).message).toBe(NO_FEE_MESSAGE);
    const unlinked = await decide(faulty, { status: 'refunded' }, owner, { 'Idempotency-Key': newKey() });
    expect(unlinked.status).toBe(409);
    expect(await unlinked.json()).toEqual({ message: NOT_LINKED_MESSAGE });
    expect(await writes()).toEqual(before);
    expect(await statusOf(faulty)).toBe('received');
  });

  it('refuses bad bodies (422), unknown ids (404), the wrong role (403) and the anonymous (401)', async () => {
    const id = await requestReturn();
    const before = await writes();
    for (const body of [
      { status: 'requested' },
      { status: 'lost' },
      {},
      { status: 'approved', note: 5 },
      { status: 'approved', refund: { amount_cents: 100 } },
      { status: 'refunded', refund: { amount_cents: 100, lines: [{ item_id: 1, quantity: 1 }] } },
      { status: 'refunded', refund: { amount_cents: -1 } },
      { status: 'approved', extra: true },
    ])
      expect((await decide(id, body)).status, JSON.stringify(body)).toBe(422);
    expect((await decide(999999, { status: 'approved' })).status).toBe(404);
    expect((await decide(id, { status: 'approved' }, editor)).status).toBe(403);
    // The role check comes first: a wrong role gets 403 whatever it sent.
    expect((await decide(id, { status: 'lost' }, editor)).status).toBe(403);
    expect((await adminCall(t, 'POST', `/returns/${id}/status`, null, { status: 'approved' })).status).toBe(
      401,
    );
    expect(await writes()).toEqual(before);
    expect(await statusOf(id)).toBe('requested');
  });
});
