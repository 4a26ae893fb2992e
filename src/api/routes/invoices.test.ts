import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { orders, users } from '../db/schema/index.ts';
import { INVOICE_LINK_TTL_MS, invoiceLink } from '../services/invoice-links.ts';
import { enqueueConfirmation } from '../services/order-payment.ts';

const t = setupTestApp();

const line = { title: 'NGK Spark Plug', sku: 'NGK-BKR6E', unitExCents: 1299, quantity: 4 };

let n = 0;
/** A new member: their token and id. */
async function member() {
  const res = await t.app.request('/api/registered', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Ivy',
      email: `invoice.member${n++}@example.com`,
      password: 'Secret!234',
      phone: '0411111111',
      terms: true,
    }),
  });
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

const get = (path: string, token?: string) =>
  t.app.request(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** The path (below /api) of an order's signed link, made at `now`. */
const linkPath = (invoice: string, now = Date.now()) =>
  invoiceLink(t.deps.siteUrl, t.deps.resetCodeSecret, invoice, now).replace(`${t.deps.siteUrl}/api`, '');

async function expectPdf(res: Response, invoice: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="tax-invoice-${invoice}.pdf"`);
  expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  const text = await pdfText(await res.arrayBuffer());
  expect(text).toContain('Tax invoice');
  expect(text).toMatch(new RegExp(`Invoice number\\s+${invoice}`));
}

describe("a member's tax invoice", () => {
  it('downloads for the member who owns the paid order', async () => {
    const owner = await member();
    const { row } = await insertPaidOrder(t.database.db, { lines: [line], userId: owner.id });
    await expectPdf(await get(`/user/orders/${row.invoiceNumber}/invoice`, owner.token), row.invoiceNumber);
  });

  it('is the same 404 for another member, an unpaid order, a made-up number; 401 signed out', async () => {
    const owner = await member();
    const other = await member();
    const { row } = await insertPaidOrder(t.database.db, { lines: [line], userId: owner.id });
    const unpaid = await insertPaidOrder(t.database.db, {
      lines: [line],
      userId: owner.id,
      paymentStatus: 'pending',
    });
    for (const [path, token] of [
      [`/user/orders/${row.invoiceNumber}/invoice`, other.token],
      [`/user/orders/${unpaid.row.invoiceNumber}/invoice`, owner.token],
      ['/user/orders/SCNOSUCHORDER/invoice', owner.token],
      ['/user/orders/SC%27%20OR%201=1/invoice', owner.token],
    ] as const) {
      const res = await get(path, token);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'No paid order with this number.' });
    }
    expect((await get(`/user/orders/${row.invoiceNumber}/invoice`)).status).toBe(401);
  });

  it("includes a verified member's guest orders placed with their email, as order details do", async () => {
    const owner = await member();
    const [account] = await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, owner.id))
      .returning();
    const { row } = await insertPaidOrder(t.database.db, {
      lines: [line],
      email: account!.email.toUpperCase(),
    });
    await expectPdf(await get(`/user/orders/${row.invoiceNumber}/invoice`, owner.token), row.invoiceNumber);
  });
});

describe("a guest's signed invoice link", () => {
  it('opens the invoice while it is valid, with no account', async () => {
    const { row } = await insertPaidOrder(t.database.db, { lines: [line] });
    await expectPdf(await get(linkPath(row.invoiceNumber)), row.invoiceNumber);
  });

  it('is refused with 403 when the signature, the expiry or the number was changed', async () => {
    const { row } = await insertPaidOrder(t.database.db, { lines: [line] });
    const another = await insertPaidOrder(t.database.db, { lines: [line] });
    const good = linkPath(row.invoiceNumber);
    const url = new URL(good, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const expires = url.searchParams.get('expires')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/invoices/${row.invoiceNumber}?expires=${expires}&sig=${flipped}`,
      `/invoices/${row.invoiceNumber}?expires=${Number(expires) + 86_400}&sig=${sig}`,
      `/invoices/${another.row.invoiceNumber}?expires=${expires}&sig=${sig}`,
      `/invoices/${row.invoiceNumber.toLowerCase()}?expires=${expires}&sig=${sig}`,
      `/invoices/${row.invoiceNumber}?expires=${expires}`,
      `/invoices/${row.invoiceNumber}`,
      `/invoices/${row.invoiceNumber}?expires=soon&sig=${sig}`,
      `/invoices/${row.invoiceNumber}?expires=${expires}&sig=${sig}${sig}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ message: expect.stringContaining('link is not valid') });
    }
  });

  it('has expired after 30 days (410), and opens nothing for an order that is no longer paid (404)', async () => {
    const { row } = await insertPaidOrder(t.database.db, { lines: [line] });
    const expired = await get(linkPath(row.invoiceNumber, Date.now() - INVOICE_LINK_TTL_MS - 1000));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: expect.stringContaining('expired') });
    expect((await get(linkPath(row.invoiceNumber, Date.now() - INVOICE_LINK_TTL_MS + 60_000))).status).toBe(
      200,
    );

    await t.database.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, row.id));
    expect((await get(linkPath(row.invoiceNumber))).status).toBe(404);
  });
});

describe('the order confirmation email', () => {
  it('attaches the tax invoice when sent, and links to it', async () => {
    const { row } = await insertPaidOrder(t.database.db, {
      lines: [line],
      discounts: { signupBp: 500 },
      email: 'attach@example.com',
    });
    const id = await t.database.db.transaction((tx) => enqueueConfirmation(tx, t.deps, row));
    expect(await t.deps.outbox.deliver([id])).toBe(1);
    const mail = t.mail.findLast((m) => m.to === 'attach@example.com')!;
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file).toMatchObject({
      filename: `tax-invoice-${row.invoiceNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfText(new Uint8Array(file!.content))).toContain('Total price includes GST');

    // Prices lead with GST included, the ex-GST figure labelled beside it.
    expect(mail.text).toContain(
      '4 x NGK Spark Plug @ $14.29 inc GST ($12.99 ex GST) = $57.16 inc GST ($51.96 ex GST)',
    );
    expect(mail.text).toContain('Subtotal: $57.16 inc GST ($51.96 ex GST)');
    expect(mail.text).toContain('Sign-up discount: -$2.86 inc GST (-$2.60 ex GST)');
    expect(mail.text).toContain('Delivery: $16.50 inc GST ($15.00 ex GST)');
    expect(mail.text).toContain(`GST included: $${(row.gstCents / 100).toFixed(2)}`);
    expect(mail.text).toContain(`Total: $${(row.totalCents / 100).toFixed(2)} (GST included)`);

    const link = /https?:\/\/\S+\/api(\/invoices\/\S+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await expectPdf(await get(link!), row.invoiceNumber);
  });
});
