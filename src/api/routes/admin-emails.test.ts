import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { auditLog, generalSettings } from '../db/schema/index.ts';
import { inspectEmailHtml } from '../emails/email-html.ts';
import { SAMPLE_TEMPLATES } from '../emails/samples.ts';
import { TEST_EMAILS_PER_HOUR } from './admin-emails.ts';

const t = setupTestApp();

describe('GET /api/admin/emails', () => {
  it('lists every template to those who manage settings, and no one else', async () => {
    const owner = await staffSession(t, 'owner');
    const res = await adminCall(t, 'GET', '/emails', owner.token);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { id: string; label: string }[] };
    expect(data.map((d) => d.id)).toEqual([...SAMPLE_TEMPLATES]);
    expect(data.find((d) => d.id === 'review-request')?.label).toBe('Review request');
    for (const role of ['support', 'editor'] as const) {
      const other = await staffSession(t, role);
      expect((await adminCall(t, 'GET', '/emails', other.token)).status).toBe(403);
    }
    expect((await adminCall(t, 'GET', '/emails', null)).status).toBe(401);
  });
});

describe('GET /api/admin/emails/{template}', () => {
  it("renders the sample with the shop's branding from the settings", async () => {
    await t.database.db
      .update(generalSettings)
      .set({
        emailBrandColour: '#0a5c36',
        emailLogoUrl: '/storage/brand/logo.png',
        emailContactPhone: '02 4700 1234',
        sellerLegalName: 'Test Shop Pty Ltd',
        sellerAbn: '51824753556',
      })
      .where(eq(generalSettings.id, 1));
    const manager = await staffSession(t, 'manager');
    const res = await adminCall(t, 'GET', '/emails/order-confirmation', manager.token);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { subject: string; html: string; text: string } };
    expect(data.subject).toBe('Your order SC7Q4M2XK9');
    expect(data.html).toContain('background-color:#0a5c36');
    const html = inspectEmailHtml(data.html);
    expect(html.images[0]).toEqual({ src: 'http://shop.test/storage/brand/logo.png', alt: 'Test Shop' });
    expect(html.text).toContain('Test Shop Pty Ltd, ABN 51 824 753 556');
    expect(data.text).toContain('Total: $268.93 (GST included)');
    expect(data.text).toContain('Contact us: 02 4700 1234');
  });

  it('answers 404 with the templates for one the shop does not have', async () => {
    const owner = await staffSession(t, 'owner');
    for (const path of ['/emails/nope', '/emails/nope/test']) {
      const res = await adminCall(t, path.endsWith('test') ? 'POST' : 'GET', path, owner.token);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toContain('order-confirmation, ');
    }
  });
});

describe('POST /api/admin/emails/{template}/test', () => {
  it("sends the sample to the signed-in member's own email, audit-logged, and limits how many", async () => {
    const owner = await staffSession(t, 'owner');
    const sent = t.mail.length;
    const res = await adminCall(t, 'POST', '/emails/order-shipped/test', owner.token);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({
      message: `Sent "Your order SC7Q4M2XK9 is on its way" to ${owner.email}.`,
      to: owner.email,
    });
    const mail = t.mail.slice(sent);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(owner.email);
    expect(mail[0]!.subject).toBe('[Test] Your order SC7Q4M2XK9 is on its way');
    expect(mail[0]!.html).toContain('Track your parcel');
    expect(mail[0]!.text).toContain('StarTrack');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.test_sent'), eq(auditLog.staffId, owner.member.id)));
    expect(entry).toMatchObject({
      entity: 'email_template',
      entityId: 'order-shipped',
      after: { to: owner.email },
    });

    for (let i = 1; i < TEST_EMAILS_PER_HOUR; i++)
      expect((await adminCall(t, 'POST', '/emails/verify-email/test', owner.token)).status).toBe(202);
    const limited = await adminCall(t, 'POST', '/emails/verify-email/test', owner.token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
    expect(t.mail.length - sent).toBe(TEST_EMAILS_PER_HOUR);
  });

  it('refuses the shop token, which has no inbox, and staff who cannot manage settings', async () => {
    const before = t.mail.length;
    const res = await adminCall(t, 'POST', '/emails/order-shipped/test', 'admin-test-token');
    expect(res.status).toBe(409);
    const support = await staffSession(t, 'support');
    expect((await adminCall(t, 'POST', '/emails/order-shipped/test', support.token)).status).toBe(403);
    expect(t.mail.length).toBe(before);
  });
});

describe('PATCH /api/admin/settings: the emails', () => {
  const patch = (body: unknown) => adminCall(t, 'PATCH', '/settings', 'admin-test-token', body);
  const row = async () =>
    (await t.database.db.select().from(generalSettings).where(eq(generalSettings.id, 1)))[0]!;

  it.each([
    [
      'a logo over http elsewhere',
      { email_logo_url: 'http://evil.example/logo.png' },
      'The logo must be an https address',
    ],
    ['a logo as javascript:', { email_logo_url: 'javascript:alert(1)' }, 'The logo must be an https address'],
    [
      'a colour by name',
      { email_brand_colour: 'red' },
      'The brand colour must be a hex colour like #b3261e.',
    ],
    ['a short colour', { email_brand_colour: '#abc' }, 'The brand colour must be a hex colour like #b3261e.'],
    [
      'an email without @',
      { email_contact_email: 'help' },
      'The contact email must be an email address, or empty.',
    ],
    ['a phone of words', { email_contact_phone: 'call us' }, 'The contact phone must be a phone number'],
    ['61 review days', { review_request_days: 61 }, 'Review request days must be at most 60'],
    ['negative review days', { review_request_days: -1 }, 'Review request days must be at least 0'],
    ['review days as text', { review_request_days: '7' }, 'Review request days must be a number'],
  ])('refuses %s with 422 and a clear message, changing nothing', async (_name, body, message) => {
    const before = await row();
    const res = await patch({ email_contact_phone: '02 9999 0000', ...body });
    expect(res.status).toBe(422);
    const [field] = Object.keys(body);
    const answer = (await res.json()) as { errors: Record<string, string> };
    expect(answer.errors[field!]).toContain(message);
    expect(await row()).toEqual(before);
  });

  it('saves good values, reads them back, and audits the change', async () => {
    const res = await patch({
      email_logo_url: 'https://cdn.example.com/logo.png',
      email_brand_colour: '#0A5C36',
      email_contact_email: 'help@shop.test',
      email_contact_phone: '+61 2 4700 1234',
      review_request_days: 0,
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      email_logo_url: 'https://cdn.example.com/logo.png',
      email_brand_colour: '#0a5c36',
      email_contact_email: 'help@shop.test',
      email_contact_phone: '+61 2 4700 1234',
      review_request_days: 0,
    });
    expect(await row()).toMatchObject({ reviewRequestDays: 0, emailBrandColour: '#0a5c36' });
    const read = await adminCall(t, 'GET', '/settings', 'admin-test-token');
    expect(((await read.json()) as { data: Record<string, unknown> }).data.review_request_days).toBe(0);
    expect((await patch({ email_logo_url: '/storage/logo.png', email_contact_email: '' })).status).toBe(200);
  });
});
