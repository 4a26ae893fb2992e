import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fakeSmtp } from '../../../tests/helpers/fake-smtp.ts';
import { cardOrder, newKey, place, someProducts } from '../../../tests/helpers/orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createApp } from '../app.ts';
import { emailOutbox, orders } from '../db/schema/index.ts';
import { createMailer, type MailMessage } from './mailer.ts';
import { backoffMs, createOutbox, enqueueEmail, enqueueEmails, MAX_ATTEMPTS } from './outbox.ts';

/** A mail server that is down until `up` is set. */
const smtp = { up: false, sent: [] as MailMessage[] };
const t = setupTestApp(() => ({
  mailer: {
    send: async (m) => {
      if (!smtp.up) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      smtp.sent.push(m);
    },
  },
}));
const row = async (id: number) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
/** Makes a waiting message due now, as time passing would. */
const makeDue = (id: number) =>
  t.database.db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(emailOutbox.id, id));
const message = (subject: string): MailMessage => ({ to: 'kim@example.com', subject, text: 'Hello' });

describe('email outbox', () => {
  it('keeps a message the mail server refused and sends it on a later try', async () => {
    smtp.up = false;
    const id = (await enqueueEmail(t.database.db, message('Refused first')))!;
    expect(await t.deps.outbox.deliver([id])).toBe(0);
    const waiting = await row(id);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 5000);
    // Not due yet: nothing is tried again early.
    smtp.up = true;
    expect(await t.deps.outbox.deliver([id])).toBe(0);
    await makeDue(id);
    expect(await t.deps.outbox.deliver([id])).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.sent.filter((m) => m.subject === 'Refused first')).toHaveLength(1);
  });

  it('sends a message whose sender crashed after claiming it, once the claim lapses', async () => {
    smtp.up = true;
    const id = (await enqueueEmail(t.database.db, message('Claimed then crashed')))!;
    // A sender that dies mid-send leaves the row claimed (tried once, due later) and unsent.
    await t.database.db
      .update(emailOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(emailOutbox.id, id));
    const restarted = createOutbox(t.database.db, t.deps.mailer, { log: () => {} });
    expect(await restarted.deliver()).toBe(0);
    await makeDue(id);
    expect(await restarted.deliver()).toBeGreaterThanOrEqual(1);
    expect((await row(id)).status).toBe('sent');
  });

  it('gives up after the last try and keeps the message for the shop', async () => {
    smtp.up = false;
    const id = (await enqueueEmail(t.database.db, message('Never deliverable')))!;
    await t.database.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    await t.deps.outbox.deliver([id]);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('sends each message once when several senders (API instances) deliver at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await enqueueEmail(t.database.db, message(`Together ${i}`)))!);
    const sent: string[] = [];
    const sender = () =>
      createOutbox(
        t.database.db,
        {
          send: async (m) => {
            await new Promise((ok) => setTimeout(ok, 2));
            sent.push(m.subject);
          },
        },
        { log: () => {} },
      );
    const counts = await Promise.all([sender().deliver(ids), sender().deliver(ids), sender().deliver()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(sent.filter((s) => s.startsWith('Together ')).sort()).toEqual(
      ids.map((_, i) => `Together ${i}`).sort(),
    );
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('writes one message per event however often it is enqueued', async () => {
    const first = await enqueueEmail(t.database.db, message('Once'), 'event:1');
    const second = await enqueueEmail(t.database.db, message('Once'), 'event:1');
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
  });

  it('writes several messages in one statement and gives their ids in the order given', async () => {
    const taken = `once-${newKey()}`;
    const first = (await enqueueEmail(t.database.db, message('Written before'), taken))!;
    const ids = await enqueueEmails(t.database.db, [
      { message: message('Keyed'), dedupeKey: `keyed-${newKey()}` },
      { message: message('Written before, again'), dedupeKey: taken },
      { message: message('Unkeyed one') },
      { message: message('Unkeyed two') },
    ]);
    expect(ids).toHaveLength(4);
    expect(ids[1]).toBeNull();
    const subjects = await Promise.all(ids.map(async (id) => (id === null ? null : (await row(id)).subject)));
    expect(subjects).toEqual(['Keyed', null, 'Unkeyed one', 'Unkeyed two']);
    // The message enqueued before keeps its first text.
    expect((await row(first)).subject).toBe('Written before');
    expect(await enqueueEmails(t.database.db, [])).toEqual([]);
  });

  it('places an order while the mail server is down and emails the customer when it is back', async () => {
    smtp.up = false;
    const k = newKey();
    const res = await place(t, cardOrder(await someProducts(t, 1)), k);
    expect(res.status).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, k));
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${order!.id}`));
    expect(mail).toMatchObject({ status: 'pending', subject: `Your order ${order!.invoiceNumber}` });
    smtp.up = true;
    await makeDue(mail!.id);
    await t.deps.outbox.deliver();
    expect(smtp.sent.filter((m) => m.subject === `Your order ${order!.invoiceNumber}`)).toHaveLength(1);
  });
});

describe('mail sent after the answer', () => {
  /** A mail server that takes every message only when `open()` is called. */
  function gatedMailer() {
    const sent: MailMessage[] = [];
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    return {
      sent,
      open: () => open(),
      mailer: {
        send: async (m: MailMessage) => {
          await gate;
          sent.push(m);
        },
      },
    };
  }

  it('answers a paid order while the mail server has not yet taken its emails, then sends them', async () => {
    const server = gatedMailer();
    const outbox = createOutbox(t.database.db, server.mailer, { log: () => {} });
    const shop = { ...t, app: createApp({ ...t.deps, outbox }) };
    const res = await Promise.race([
      place(shop, cardOrder(await someProducts(t, 1))),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    expect(res?.status).toBe(200);
    const invoice = res!.body.order!.invoice_number;
    expect(server.sent).toEqual([]);
    server.open();
    await outbox.settled();
    // The shop's message first, the customer's confirmation last, as when they were sent in turn.
    expect(server.sent.map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^New order ${invoice}`)),
      `Your order ${invoice}`,
    ]);
    expect(server.sent[1]!.attachments?.[0]?.filename).toMatch(/\.pdf$/);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoice));
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${order!.id}`));
    expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("sends one recipient's messages in the order they were written, while others go alongside", async () => {
    const sent: string[] = [];
    const outbox = createOutbox(
      t.database.db,
      {
        // The first message of each recipient is the slowest: order would flip if sent alongside.
        send: async (m) => {
          await new Promise((ok) => setTimeout(ok, m.subject.endsWith(' 0') ? 30 : 1));
          sent.push(`${m.to} ${m.subject}`);
        },
      },
      { log: () => {} },
    );
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      for (const to of ['lee@example.com', 'sam@example.com'])
        ids.push((await enqueueEmail(t.database.db, { to, subject: `In turn ${i}`, text: 'Hi' }))!);
    await outbox.later(ids.slice(0, 2));
    await outbox.later(ids.slice(2));
    await outbox.settled();
    for (const to of ['lee@example.com', 'sam@example.com'])
      expect(sent.filter((s) => s.startsWith(to))).toEqual([0, 1, 2].map((i) => `${to} In turn ${i}`));
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends what it was given before it stops', async () => {
    const server = gatedMailer();
    const outbox = createOutbox(t.database.db, server.mailer, { log: () => {} });
    const id = (await enqueueEmail(t.database.db, message('Before the shop stops')))!;
    await outbox.later([id]);
    const stopped = outbox.stop();
    server.open();
    await stopped;
    expect(server.sent.map((m) => m.subject)).toEqual(['Before the shop stops']);
    expect((await row(id)).status).toBe('sent');
  });
});

describe('outbox files', () => {
  it('writes a message sent twice (a retry after a crash) to one private file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ outboxDir: dir, from: 'Shop <orders@shop.test>' });
    const m = { ...message('Twice'), id: 'outbox-1-7' };
    await mailer.send(m);
    await mailer.send(m);
    expect(readdirSync(dir)).toEqual(['outbox-1-7.eml']);
    expect(statSync(join(dir, 'outbox-1-7.eml')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'outbox-1-7.eml'), 'utf8')).toContain('Message-ID: <outbox-1-7@shop.test>');
  });
});

describe('outbox over SMTP', () => {
  it('delivers through a mail server that refuses the first try, once, with its Message-ID', async () => {
    const server = await fakeSmtp();
    server.state.refuse = 1;
    const mailer = createMailer({
      smtpUrl: server.url,
      outboxDir: '/nonexistent',
      from: 'Shop <orders@shop.test>',
    });
    const outbox = createOutbox(t.database.db, mailer, { log: () => {} });
    const id = (await enqueueEmail(t.database.db, message('Over SMTP')))!;
    expect(await outbox.deliver([id])).toBe(0);
    expect(server.received).toHaveLength(0);
    expect((await row(id)).lastError).toContain('451');
    await makeDue(id);
    expect(await outbox.deliver([id])).toBe(1);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toContain('Subject: Over SMTP');
    expect(server.received[0]).toMatch(/Message-ID: <outbox-\d+-\d+@shop\.test>/);
    await server.close();
  });
});
