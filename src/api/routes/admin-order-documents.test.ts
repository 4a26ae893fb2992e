/** On the admin order page: the tax invoice, the packing slip and the confirmation sent again. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPaidOrder } from '../../../tests/helpers/paid-orders.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { emailOutbox, orders } from '../db/schema/index.ts';

const t = setupTestApp();
let support: string;
let editor: string;
const line = { title: 'Brake pads', sku: 'BRK-001', unitExCents: 5000, quantity: 2 };

beforeAll(async () => {
  support = (await staffSession(t, 'support')).token;
  editor = (await staffSession(t, 'editor')).token;
});

async function anOrder(set: Partial<typeof orders.$inferInsert> = {}, email = 'docs@example.com') {
  const { row } = await insertPaidOrder(t.database.db, { lines: [line], email });
  const [o] = await t.database.db
    .update(orders)
    .set({
      streetAddress: '1 Ute St',
      suburb: 'Suburbia',
      city: 'Dubbo',
      state: 'NSW',
      postCode: '2830',
      ...set,
    })
    .where(eq(orders.id, row.id))
    .returning();
  return o!;
}

describe('GET /api/admin/orders/{invoice}/invoice.pdf', () => {
  it("downloads a paid order's tax invoice", async () => {
    const o = await anOrder();
    const res = await adminCall(t, 'GET', `/orders/${o.invoiceNumber}/invoice.pdf`, support);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="tax-invoice-${o.invoiceNumber}.pdf"`,
    );
    expect(await pdfText(await res.arrayBuffer())).toContain('Tax invoice');
  });

  it('answers 404 for an unpaid order and 403 for an editor', async () => {
    const unpaid = await anOrder({ paymentStatus: 'pending' });
    expect((await adminCall(t, 'GET', `/orders/${unpaid.invoiceNumber}/invoice.pdf`, support)).status).toBe(
      404,
    );
    expect((await adminCall(t, 'GET', `/orders/${unpaid.invoiceNumber}/invoice.pdf`, editor)).status).toBe(
      403,
    );
  });
});

describe('GET /api/admin/orders/{invoice}/packing-slip.pdf', () => {
  it('lists the items and the address with its city, never the placeholder suburb', async () => {
    const o = await anOrder();
    const res = await adminCall(t, 'GET', `/orders/${o.invoiceNumber}/packing-slip.pdf`, support);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain('Packing slip');
    expect(text).toContain('BRK-001');
    expect(text).toContain('Dubbo NSW 2830');
    expect(text).not.toContain('Suburbia');
    expect(text).not.toContain('$');
  });

  it('answers 404 for an unknown order', async () => {
    expect((await adminCall(t, 'GET', '/orders/SCNOSUCH/packing-slip.pdf', support)).status).toBe(404);
  });
});

describe('POST /api/admin/orders/{invoice}/resend-confirmation', () => {
  it('sends the confirmation again with its tax invoice, then refuses another within a minute (429)', async () => {
    const email = `resend.${Date.now()}@example.com`;
    const o = await anOrder({}, email);
    const sent = await adminCall(t, 'POST', `/orders/${o.invoiceNumber}/resend-confirmation`, support);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: `The confirmation was sent again to ${email}.`, email });
    const mails = t.mail.filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your order ${o.invoiceNumber}`);
    expect(mails[0]!.attachments?.[0]?.filename).toBe(`tax-invoice-${o.invoiceNumber}.pdf`);

    const again = await adminCall(t, 'POST', `/orders/${o.invoiceNumber}/resend-confirmation`, support);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(t.mail.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('sends one email when two staff click at the same time', async () => {
    const email = `race.${Date.now()}@example.com`;
    const o = await anOrder({}, email);
    const answers = await Promise.all(
      [1, 2].map(() => adminCall(t, 'POST', `/orders/${o.invoiceNumber}/resend-confirmation`, support)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429]);
    const queued = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(queued).toHaveLength(1);
  });

  it('refuses an unpaid order (409) and an editor (403)', async () => {
    const unpaid = await anOrder({ paymentStatus: 'pending' });
    expect(
      (await adminCall(t, 'POST', `/orders/${unpaid.invoiceNumber}/resend-confirmation`, support)).status,
    ).toBe(409);
    expect(
      (await adminCall(t, 'POST', `/orders/${unpaid.invoiceNumber}/resend-confirmation`, editor)).status,
    ).toBe(403);
  });
});
