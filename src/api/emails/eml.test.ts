/**
 * The default outbox's .eml files (services/mailer.ts without SMTP_URL): a branded email is
 * multipart/alternative, text then HTML; with the tax invoice attached, multipart/mixed around that
 * and the PDF. Both parts decode back to exactly what the template made.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMail } from '../../../tests/helpers/mime.ts';
import { createMailer } from '../services/mailer.ts';
import { brandOf } from './layout/brand.ts';
import { sampleEmails } from './samples.ts';

const dir = await mkdtemp(join(tmpdir(), 'eml-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const mailer = createMailer({ outboxDir: dir, from: 'Shop <orders@shop.example>' });
const emails = sampleEmails(
  brandOf(undefined, { storeName: 'Southern Cross Auto Parts', siteUrl: 'https://shop.example' }),
);

async function written(id: string): Promise<string> {
  expect(await readdir(dir)).toContain(`${id}.eml`);
  return readFile(join(dir, `${id}.eml`), 'utf8');
}

describe('the outbox file', () => {
  it('is multipart/alternative, the text part first, each decoding to the template', async () => {
    const message = emails['order-shipped']();
    await mailer.send({ ...message, id: 'shipped' });
    const raw = await written('shipped');
    const mail = parseMail(raw);
    expect(mail.type).toBe('multipart/alternative');
    expect(mail.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
    expect(mail.text.replace(/\r\n/g, '\n')).toBe(message.text);
    expect(mail.html.replace(/\r\n/g, '\n')).toBe(message.html);
    expect(mail.subject).toBe(message.subject);
    expect(mail.to).toBe(message.to);
  });

  it('with an attachment is multipart/mixed: the alternative, then the file', async () => {
    const message = emails['order-confirmation']();
    const pdf = Buffer.from('%PDF-1.4\nsample invoice\n%%EOF\n');
    await mailer.send({
      ...message,
      id: 'confirmation',
      attachments: [{ filename: 'tax-invoice-SC7Q4M2XK9.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const mail = parseMail(await written('confirmation'));
    expect(mail.type).toBe('multipart/mixed');
    expect(mail.parts.map((p) => p.type)).toEqual(['multipart/alternative', 'application/pdf']);
    expect(mail.parts[0]!.parts.map((p) => p.type)).toEqual(['text/plain', 'text/html']);
    expect(mail.text.replace(/\r\n/g, '\n')).toBe(message.text);
    expect(mail.html).toContain('Track your order');
    expect(mail.attachments).toEqual([
      { filename: 'tax-invoice-SC7Q4M2XK9.pdf', type: 'application/pdf', size: pdf.length },
    ]);
    expect(Buffer.from(mail.parts[1]!.body, 'latin1').equals(pdf)).toBe(true);
  });
});
