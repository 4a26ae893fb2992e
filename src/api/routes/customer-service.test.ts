import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirm, confirmLink, mailedCode, subscribeTo } from '../../../tests/helpers/newsletter.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { contactMessages, newsletterSubscribers, promoCodes, returnRequests } from '../db/schema/index.ts';

const t = setupTestApp();
const person = {
  f_name: 'Kim',
  l_name: 'Lee',
  email: 'kim@example.com',
  phone: '0400000000',
  subject: 'Brake pads',
  message: 'Wrong size',
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const TXT = new TextEncoder().encode('Receipt number 123\nThanks');

async function submitReturn(file?: { name: string; bytes: Uint8Array }, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...person, order_id: 'SCABC123', reason: 'faulty', ...fields }))
    form.set(k, v);
  if (file) form.set('file_path', new File([new Uint8Array(file.bytes)], file.name));
  const res = await t.app.request('/api/order-return', { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { message: string; id?: number } };
}

const storedFiles = () => {
  try {
    return readdirSync(join(t.deps.privateDir, 'returns')).length;
  } catch {
    return 0;
  }
};
const rows = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(returnRequests))[0]!.n;

describe('contact form', () => {
  it('stores the message and sends it to the shop with the customer as reply-to', async () => {
    const res = await t.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(person),
    });
    expect(await res.json()).toEqual({ success: true, message: 'Form Submitted Successfully' });
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'kim@example.com')),
    ).toHaveLength(1);
    expect(t.mail.at(-1)).toMatchObject({
      to: 'shop@shop.test',
      replyTo: 'kim@example.com',
      subject: 'Contact form: Brake pads',
    });
    const bad = await t.app.request('/api/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...person, subject: '' }),
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      message: 'Subject is required',
      errors: { subject: 'Subject is required' },
    });
  });
});

describe('newsletter', () => {
  const codesOf = (email: string) =>
    t.database.db
      .select()
      .from(promoCodes)
      .where(eq(sql`lower(${promoCodes.email})`, email.toLowerCase()));

  it('subscribes once however often, and the emailed unsubscribe link works', async () => {
    const email = 'News@Example.com';
    expect((await subscribeTo(t, email)).body).toMatchObject({
      success: true,
      message: 'Subscribed successfully!',
    });
    expect((await subscribeTo(t, email)).status).toBe(200);
    const subscribers = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, 'news@example.com'));
    expect(subscribers).toHaveLength(1);
    expect((await confirm(t, email)).status).toBe(200);
    const link = /(\/api\/unsubscribe\?token=[\w-]+)/.exec(t.mail.at(-1)?.text ?? '')?.[1];
    expect(link).toBeTruthy();
    const res = await t.app.request(link!);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You have been unsubscribed');
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscribers[0]!.id));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it('mails a confirmation link on subscribing, and no discount code until it is opened', async () => {
    const email = `pending-${Date.now()}@catch-all.example`;
    expect((await subscribeTo(t, email)).body).toEqual({
      success: true,
      message: 'Subscribed successfully!',
    });
    const mail = t.mail.findLast((m) => m.to === email)!;
    expect(mail.subject).toBe('Confirm your subscription to the Test Shop newsletter');
    expect(mail.text).toContain('http://shop.test/api/newsletter/confirm?token=');
    expect(mail.text).toContain('Once you confirm, we will email you a code for 10% off your first order.');
    expect(mail.text).not.toMatch(/WELCOME-/);
    expect(await codesOf(email)).toEqual([]);
  });

  it('issues exactly one code when the link is opened, and none for opening it again or subscribing again', async () => {
    const email = `reader-${Date.now()}@example.com`;
    await subscribeTo(t, email);
    const link = confirmLink(t, email)!;
    const confirmed = await t.app.request(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('your subscription is confirmed');
    const code = mailedCode(t, email);
    expect(code).toMatch(/^WELCOME-/);
    expect((await codesOf(email)).map((c) => c.code)).toEqual([code]);

    const mailed = t.mail.length;
    const again = await t.app.request(link);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('already confirmed');
    expect((await subscribeTo(t, email.toUpperCase())).body.message).toBe('Subscribed successfully!');
    expect(t.mail.length).toBe(mailed);
    expect(await codesOf(email)).toHaveLength(1);
  });

  it('issues one code however many times the link is opened at once', async () => {
    const email = `clicker-${Date.now()}@example.com`;
    await subscribeTo(t, email);
    const link = confirmLink(t, email)!;
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.request(link)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await codesOf(email)).toHaveLength(1);
  });

  it('gives a catch-all domain no codes for addresses nobody confirms', async () => {
    const stamp = Date.now();
    for (let i = 0; i < 5; i++) await subscribeTo(t, `box${i}-${stamp}@catch-all.example`);
    const codes = await t.database.db
      .select()
      .from(promoCodes)
      .where(sql`lower(${promoCodes.email}) like ${`%-${stamp}@catch-all.example`}`);
    expect(codes).toEqual([]);
  });

  it('refuses a forged, malformed or expired confirmation link with a page saying so', async () => {
    const forged = await t.app.request(`/api/newsletter/confirm?token=${'A'.repeat(43)}`);
    expect(forged.status).toBe(404);
    expect(forged.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await forged.text()).toContain('This confirmation link is not valid or has expired.');
    expect((await t.app.request('/api/newsletter/confirm?token=short')).status).toBe(404);
    expect((await t.app.request('/api/newsletter/confirm')).status).toBe(400);

    const email = `late-${Date.now()}@example.com`;
    await subscribeTo(t, email);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sql`lower(${newsletterSubscribers.email})`, email));
    expect((await confirm(t, email)).status).toBe(404);
    expect(await codesOf(email)).toEqual([]);
  });
});

describe('return requests', () => {
  it.each([
    ['photo.png', PNG],
    ['photo.JPG', JPG],
    ['photo.jpeg', JPG],
    ['receipt.pdf', PDF],
    ['notes.txt', TXT],
    ['Screenshot 2026-11-30 at 10.30.00.png', PNG],
    ['shell.php.png', PNG],
    ['Rechnung (Kopie) – März.v2.pdf', PDF],
    [`${'a'.repeat(251)}.png`, PNG],
  ])('accepts %s, stores it under a random name and lets only the shop read it', async (name, bytes) => {
    const { status, body } = await submitReturn({ name, bytes });
    expect(status).toBe(201);
    expect(body.message).toMatch(/^Your return request has been received/);
    const [row] = await t.database.db.select().from(returnRequests).where(eq(returnRequests.id, body.id!));
    expect(row?.filePath).toMatch(/^returns\/[0-9a-f]{32}\.(png|jpg|jpeg|pdf|txt)$/);
    expect(row?.reason).toBe('faulty');
    const asShop = await t.app.request(`/api/admin/return-requests/${body.id}/file`, {
      headers: { Authorization: 'Bearer admin-test-token' },
    });
    expect(new Uint8Array(await asShop.arrayBuffer())).toEqual(bytes);
    // Only staff (or the shop's machine token) may read it: anyone else is asked to sign in.
    expect((await t.app.request(`/api/admin/return-requests/${body.id}/file`)).status).toBe(401);
    expect(
      (
        await t.app.request(`/api/admin/return-requests/${body.id}/file`, {
          headers: { Authorization: 'Bearer guess' },
        })
      ).status,
    ).toBe(401);
    expect((await t.app.request(`/storage/../private/${row?.filePath}`)).status).toBe(404);
  });

  it('accepts a request without an attachment', async () => {
    expect((await submitReturn()).status).toBe(201);
  });

  const big = new Uint8Array(5_242_881);
  big.set(PNG);
  const exe = new TextEncoder().encode('MZ\u0090\u0000 this is a program');
  const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
  const corpus: [string, { name: string; bytes: Uint8Array }][] = [
    ['a text file renamed .png', { name: 'x.png', bytes: TXT }],
    ['a PDF renamed .png', { name: 'x.png', bytes: PDF }],
    ['an exe renamed .png', { name: 'x.png', bytes: exe }],
    ['HTML renamed .png', { name: 'x.png', bytes: html }],
    ['a PNG renamed .jpg', { name: 'x.jpg', bytes: PNG }],
    ['a PNG renamed .pdf', { name: 'x.pdf', bytes: PNG }],
    ['a PNG renamed .txt', { name: 'x.txt', bytes: PNG }],
    ['an exe renamed .txt', { name: 'x.txt', bytes: exe }],
    ['a JPEG renamed .txt', { name: 'x.txt', bytes: JPG }],
    ['invalid UTF-8 as .txt', { name: 'x.txt', bytes: new Uint8Array([0x66, 0xff, 0xfe, 0x66]) }],
    ['5 MB plus one byte', { name: 'big.png', bytes: big }],
    ['an empty file', { name: 'empty.png', bytes: new Uint8Array() }],
    ['an empty txt', { name: 'empty.txt', bytes: new Uint8Array() }],
    ['double extension .png.exe', { name: 'photo.png.exe', bytes: PNG }],
    ['double extension .pdf.html', { name: 'a.pdf.html', bytes: PDF }],
    ['path traversal ../', { name: '../../etc/passwd.txt', bytes: TXT }],
    ['path traversal ..\\', { name: '..\\..\\win.ini.txt', bytes: TXT }],
    ['absolute path', { name: '/etc/x.png', bytes: PNG }],
    ['a hidden file', { name: '.htaccess', bytes: TXT }],
    ['no extension', { name: 'photo', bytes: PNG }],
    ['.exe', { name: 'setup.exe', bytes: exe }],
    ['.svg', { name: 'logo.svg', bytes: html }],
    ['.html', { name: 'page.html', bytes: html }],
    ['.gif', { name: 'anim.gif', bytes: new TextEncoder().encode('GIF89a') }],
    ['.php', { name: 'x.php', bytes: TXT }],
    ['.js', { name: 'x.js', bytes: TXT }],
    ['a control character in the name', { name: 'ph\u0001oto.png', bytes: PNG }],
    ['a NUL byte in the name', { name: 'photo\u0000.png', bytes: PNG }],
    ['a 256-character name', { name: `${'a'.repeat(252)}.png`, bytes: PNG }],
    ['a name that is only an extension', { name: 'png', bytes: PNG }],
    ['a truncated PNG signature', { name: 'x.png', bytes: PNG.subarray(0, 4) }],
    ['a text file with NUL bytes', { name: 'x.txt', bytes: new Uint8Array([0x61, 0, 0x62]) }],
  ];

  it(`rejects all ${corpus.length} bad uploads with 4xx and stores nothing`, async () => {
    const filesBefore = storedFiles();
    const rowsBefore = await rows();
    for (const [label, file] of corpus) {
      const { status } = await submitReturn(file);
      expect(status, label).toBeGreaterThanOrEqual(400);
      expect(status, label).toBeLessThan(500);
    }
    expect(storedFiles()).toBe(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });

  it('keeps no file when the request fails after the upload was read, and stores files private', async () => {
    const ok = await submitReturn({ name: 'receipt.png', bytes: PNG });
    expect(ok.status).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.id, ok.body.id!));
    expect(statSync(join(t.deps.privateDir, stored!.filePath!)).mode & 0o777).toBe(0o600);
    // The database refuses the row only when the transaction commits, after everything else ran.
    await t.database.exec(`
      CREATE FUNCTION refuse_return() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE CONSTRAINT TRIGGER refuse_return AFTER INSERT ON return_requests
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
        WHEN (NEW.subject = 'Refused at commit') EXECUTE FUNCTION refuse_return();`);
    const filesBefore = storedFiles();
    const rowsBefore = await rows();
    const failed = await submitReturn({ name: 'receipt.png', bytes: PNG }, { subject: 'Refused at commit' });
    expect(failed.status).toBe(500);
    expect(storedFiles()).toBe(filesBefore);
    expect(await rows()).toBe(rowsBefore);
  });

  it('checks the order id and the message fields with SPEC messages', async () => {
    expect((await submitReturn(undefined, { order_id: 'SC-12/3' })).body.message).toBe(
      'Order ID can only contain letters and numbers',
    );
    expect((await submitReturn(undefined, { message: '' })).body.message).toBe('Message is required');
  });

  it('refuses a body with both Content-Length and chunked encoding at the HTTP layer', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as { port: number };
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/order-return HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 10\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n',
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
      setTimeout(() => socket.destroy(), 2000);
    });
    server.close();
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
  });
});
