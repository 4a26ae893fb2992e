import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmLink } from '../../../tests/helpers/newsletter.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';

const t = setupTestApp();

/** The footer form as a browser posts it without JavaScript, with the headers it sends. */
async function postForm(email: string, headers: Record<string, string>) {
  const res = await t.app.request('/api/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email }).toString(),
  });
  return { status: res.status, type: res.headers.get('Content-Type'), html: await res.text() };
}
const fromShop = { Origin: 'http://shop.test', Referer: 'http://shop.test/shop/category/brakes/' };
const stored = (email: string) =>
  t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

describe('newsletter form posted without JavaScript', () => {
  it('subscribes from a shop page and answers with a page that says so and links back', async () => {
    const res = await postForm('nojs@example.com', fromShop);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/html/);
    expect(res.html).toContain('<p>Subscribed successfully!</p>');
    expect(res.html).toContain('<a href="http://shop.test/shop/category/brakes/">Back to the shop</a>');
    expect(await stored('nojs@example.com')).toHaveLength(1);
    expect(confirmLink(t, 'nojs@example.com')).toBeDefined();
  });

  it('takes a post that only says it is same-origin (no Origin header), linking back home', async () => {
    const res = await postForm('fetchsite@example.com', { 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(res.html).toContain('<a href="http://shop.test/">Back to the shop</a>');
  });

  it("refuses another site's page with 403 and stores nothing", async () => {
    const elsewhere: Record<string, string>[] = [
      { Origin: 'https://elsewhere.example', Referer: 'https://elsewhere.example/page' },
      { 'Sec-Fetch-Site': 'cross-site' },
      {},
    ];
    for (const headers of elsewhere) {
      const res = await postForm('victim@example.com', headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.html).toContain('The newsletter form can be sent only from the shop&#39;s own pages.');
      expect(res.html).not.toContain('elsewhere.example');
    }
    expect(await stored('victim@example.com')).toHaveLength(0);
    expect(confirmLink(t, 'victim@example.com')).toBeUndefined();
  });

  it('answers a bad address with 422 and a page saying what is wrong', async () => {
    const res = await postForm('not-an-email', fromShop);
    expect(res.status).toBe(422);
    expect(res.html).toContain('Subscription failed. Please try again. Invalid email format.');
    const empty = await postForm('', fromShop);
    expect(empty.status).toBe(422);
    expect(empty.html).toContain('Email is required.');
  });

  it('still answers the island’s JSON call with JSON', async () => {
    const res = await t.app.request('/api/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://shop.test' },
      body: JSON.stringify({ email: 'json@example.com' }),
    });
    expect(await res.json()).toEqual({ success: true, message: 'Subscribed successfully!' });
  });
});
