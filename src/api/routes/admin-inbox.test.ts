import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { ContactMessageListSchema } from '../../lib/api/schemas/admin-customers.ts';
import { csvCell } from '../../lib/format/csv-cells.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';

const t = setupTestApp();

let support: string;
let editor: string;

beforeAll(async () => {
  support = (await staffSession(t, 'support')).token;
  editor = (await staffSession(t, 'editor')).token;
});

describe('GET /api/admin/messages', () => {
  it('pages contact messages, newest first', async () => {
    for (const subject of ['Older question', 'Newer question']) {
      const res = await t.app.request('/api/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          f_name: 'Kim',
          l_name: 'Ng',
          email: 'kim@example.com',
          phone: '0412345678',
          subject,
          message: 'Do you ship to Hobart?',
        }),
      });
      expect(res.status).toBe(200);
    }
    const res = await adminCall(t, 'GET', '/messages?per_page=1', support);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: Record<string, unknown>[];
      page: number;
      per_page: number;
      total: number;
    };
    v.assert(ContactMessageListSchema, body);
    expect(body).toMatchObject({ page: 1, per_page: 1 });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      name: 'Kim Ng',
      email: 'kim@example.com',
      phone: '0412345678',
      subject: 'Newer question',
      message: 'Do you ship to Hobart?',
    });
    const second = (await (await adminCall(t, 'GET', '/messages?per_page=1&page=2', support)).json()) as {
      data: { subject: string }[];
    };
    expect(second.data[0]!.subject).toBe('Older question');
  });

  it('refuses a bad page (400), the anonymous (401) and an editor (403)', async () => {
    expect((await adminCall(t, 'GET', '/messages?page=-1', support)).status).toBe(400);
    expect((await adminCall(t, 'GET', '/messages', null)).status).toBe(401);
    expect((await adminCall(t, 'GET', '/messages', editor)).status).toBe(403);
  });
});

describe('GET /api/admin/newsletter.csv', () => {
  it('exports subscribers as CSV with formula-looking cells neutralised', async () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    await t.database.db.insert(newsletterSubscribers).values(
      [
        { email: 'plain@example.com', unsubscribeToken: 'csv-1', createdAt: when },
        { email: '=HYPERLINK("http://evil.example")@x.com', unsubscribeToken: 'csv-2', createdAt: when },
        { email: '+61@example.com', unsubscribeToken: 'csv-3', createdAt: when, unsubscribedAt: when },
        { email: '-1+1@example.com', unsubscribeToken: 'csv-4', createdAt: when },
        { email: '@sum@example.com', unsubscribeToken: 'csv-5', createdAt: when },
      ].map((row) => ({ ...row, confirmedAt: when })),
    );
    // Not confirmed yet (double opt-in): not a subscriber to export.
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: 'pending@example.com', unsubscribeToken: 'csv-6', createdAt: when });
    const res = await adminCall(t, 'GET', '/newsletter.csv', support);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment/);
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at,unsubscribed_at');
    expect(lines).toContain('plain@example.com,2026-01-02T03:04:05.000Z,');
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"")@x.com",2026-01-02T03:04:05.000Z,`);
    expect(lines).toContain("'+61@example.com,2026-01-02T03:04:05.000Z,2026-01-02T03:04:05.000Z");
    expect(lines).toContain("'-1+1@example.com,2026-01-02T03:04:05.000Z,");
    expect(lines).toContain("'@sum@example.com,2026-01-02T03:04:05.000Z,");
    for (const line of lines.slice(1).filter(Boolean)) expect(line).not.toMatch(/^"?[=+\-@]/);
    expect(lines.some((line) => line.startsWith('pending@example.com'))).toBe(false);
  });

  it('quotes cells per RFC 4180', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('ok')).toBe('ok');
  });

  it('is for staff with the inbox only', async () => {
    expect((await adminCall(t, 'GET', '/newsletter.csv', null)).status).toBe(401);
    expect((await adminCall(t, 'GET', '/newsletter.csv', editor)).status).toBe(403);
  });
});
