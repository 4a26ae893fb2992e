/**
 * The search report: every API search and every search the static backend reports (POST
 * /api/search-log) is counted per day and query, and the back office's report lists the top
 * queries, the queries that found nothing and the corrections made, for the last days asked.
 */
import { describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { SearchAnalytics } from '../../lib/api/schemas/search.ts';

const t = setupTestApp();

const search = (q: string) => t.app.request(`/api/search-product?search=${encodeURIComponent(q)}`);
const logStatic = (body: unknown) =>
  t.app.request('/api/search-log', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the search report', () => {
  it('counts API and static searches and lists top queries, zero-result queries and corrections', async () => {
    for (const q of ['Brake Pads', 'brake  pads', 'zzqxzzqx', 'brkae pads'])
      expect((await search(q)).status).toBe(200);
    expect((await logStatic({ query: 'brake pads', results: 12 })).status).toBe(204);
    expect((await logStatic({ query: 'Quokka', results: 0, corrected_to: null })).status).toBe(204);
    expect((await logStatic({ query: 'oil filtr', results: 9, corrected_to: 'oil filter' })).status).toBe(
      204,
    );
    const { token } = await staffSession(t, 'support');
    const res = await adminCall(t, 'GET', '/search/analytics?days=7', token);
    expect(res.status).toBe(200);
    const report = ((await res.json()) as { data: SearchAnalytics }).data;
    expect(report.days).toBe(7);
    expect(report.searches).toBe(7);
    expect(report.top[0]).toEqual({ query: 'brake pads', searches: 3, results: expect.any(Number) });
    expect(report.top[0]!.results).toBeGreaterThan(0);
    expect(report.zero_results).toEqual([
      { query: 'quokka', searches: 1 },
      { query: 'zzqxzzqx', searches: 1 },
    ]);
    expect(report.corrections).toEqual([
      { query: 'brkae pads', corrected_to: 'brake pads', searches: 1 },
      { query: 'oil filtr', corrected_to: 'oil filter', searches: 1 },
    ]);
  });

  it('keeps a correction when the same words are then searched as typed and find nothing', async () => {
    expect((await logStatic({ query: 'sprak plug', results: 6, corrected_to: 'spark plug' })).status).toBe(
      204,
    );
    expect((await logStatic({ query: 'sprak plug', results: 0, corrected_to: null })).status).toBe(204);
    const { token } = await staffSession(t, 'support');
    const res = await adminCall(t, 'GET', '/search/analytics?days=7', token);
    const report = ((await res.json()) as { data: SearchAnalytics }).data;
    expect(report.corrections).toContainEqual({
      query: 'sprak plug',
      corrected_to: 'spark plug',
      searches: 2,
    });
  });

  it('counts a batch whose query ends in half an emoji, and stores no control or direction characters', async () => {
    // "İ" is two characters in lower case: "İa" and 49 emoji are 100 as sent, 101 when counted.
    expect((await search(`İa${'😀'.repeat(49)}`)).status).toBe(200);
    expect((await logStatic({ query: 'torque \ud83d', results: 1 })).status).toBe(204);
    expect((await logStatic({ query: 'gear\u202Ebox\u0007 oil', results: 0 })).status).toBe(204);
    expect((await logStatic({ query: 'wheel nut', results: 4 })).status).toBe(204);
    const { token } = await staffSession(t, 'support');
    const report = (
      (await (await adminCall(t, 'GET', '/search/analytics?days=7', token)).json()) as {
        data: SearchAnalytics;
      }
    ).data;
    const counted = report.top.map((row) => row.query);
    expect(counted).toContain('wheel nut');
    expect(counted).toContain('torque \ufffd');
    expect(counted).toContainEqual(expect.stringMatching(/^i̇a😀+$/u));
    expect(report.zero_results).toContainEqual({ query: 'gear box oil', searches: 1 });
  });

  it('refuses a malformed log line or report period with a clear message', async () => {
    const bad = await logStatic({ query: 'x'.repeat(101), results: 1 });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toBe('query must be at most 100 characters');
    expect((await logStatic({ query: 'brake', results: -1 })).status).toBe(422);
    expect((await logStatic({ query: 'brake' })).status).toBe(422);
    const { token } = await staffSession(t, 'owner');
    const period = await adminCall(t, 'GET', '/search/analytics?days=91', token);
    expect(period.status).toBe(400);
    expect(((await period.json()) as { message: string }).message).toBe('days must be at most 90');
  });

  it('is for staff who edit the catalogue or read orders', async () => {
    expect((await adminCall(t, 'GET', '/search/analytics', null)).status).toBe(401);
    const { token } = await staffSession(t, 'editor');
    expect((await adminCall(t, 'GET', '/search/analytics', token)).status).toBe(200);
  });
});
