/**
 * The search synonym list in the back office and the public copy the build reads: the seed list
 * until the shop saves its own, whole-list saves from the version loaded (409 otherwise), the rules
 * on groups and terms, the audit entry and the rebuild, and the search applying the saved list.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { SearchAnswer, SynonymList } from '../../lib/api/schemas/search.ts';
import { SEED_SYNONYMS } from '../../lib/search/synonyms.ts';
import { auditLog } from '../db/schema/index.ts';

const rebuilds: string[] = [];
const t = setupTestApp(() => ({ catalogueChanged: (reason: string) => void rebuilds.push(reason) }));

const publicList = async () =>
  ((await (await t.app.request('/api/catalogue/synonyms')).json()) as { data: string[][] }).data;
const search = async (q: string) =>
  (await (await t.app.request(`/api/search-product?search=${encodeURIComponent(q)}`)).json()) as SearchAnswer;

describe('search synonyms', () => {
  it('are the seed list until the shop saves its own', async () => {
    expect(await publicList()).toEqual(SEED_SYNONYMS);
    const { token } = await staffSession(t, 'editor');
    const res = await adminCall(t, 'GET', '/search/synonyms', token);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: SynonymList }).data).toEqual({
      groups: SEED_SYNONYMS,
      version: 0,
      updated_at: null,
    });
  });

  it('are saved whole by an editor, tidied, audit-logged, rebuilt and searched with at once', async () => {
    expect((await search('quokka pads')).data).toEqual([]);
    const { token, member } = await staffSession(t, 'editor');
    const groups = [...SEED_SYNONYMS, [' Quokka ', 'brake', 'BRAKE'], ['quokka', 'brake']];
    const res = await adminCall(t, 'PUT', '/search/synonyms', token, { groups, version: 0 });
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { data: SynonymList }).data;
    expect(saved.version).toBe(1);
    // Trimmed, a repeated term and a repeated group dropped.
    expect(saved.groups.at(-1)).toEqual(['Quokka', 'brake']);
    expect(saved.groups).toHaveLength(SEED_SYNONYMS.length + 1);
    expect(await publicList()).toEqual(saved.groups);
    expect(rebuilds).toContain('search synonyms edited');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'search-synonyms.edit'), eq(auditLog.staffId, member.id)));
    expect(entry?.after).toEqual({ groups: saved.groups });
    const found = await search('quokka pads');
    expect(found.data[0]?.title.toLowerCase()).toContain('brake pad');
    expect(found.corrected_query).toBeNull();
  });

  it('refuse a save made from an older version, answering the list as it is', async () => {
    const { token } = await staffSession(t, 'manager');
    const res = await adminCall(t, 'PUT', '/search/synonyms', token, { groups: [['a', 'b']], version: 0 });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; current: SynonymList };
    expect(body.message).toMatch(/Someone else saved this synonym list/);
    expect(body.current.version).toBe(1);
    expect(await publicList()).toEqual(body.current.groups);
  });

  it('refuse groups and terms out of bounds with a clear message, changing nothing', async () => {
    const { token } = await staffSession(t, 'owner');
    const before = await publicList();
    const put = async (body: unknown) => {
      const res = await adminCall(t, 'PUT', '/search/synonyms', token, body);
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    };
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `term${i}`);
    expect(await put({ groups: [terms(21)], version: 1 })).toEqual({
      status: 422,
      message: 'A group has 1 to 20 synonyms.',
    });
    expect(await put({ groups: [[]], version: 1 })).toEqual({
      status: 422,
      message: 'A group has 1 to 20 synonyms.',
    });
    expect(await put({ groups: [['x'.repeat(41)]], version: 1 })).toEqual({
      status: 422,
      message: 'A synonym is 1 to 40 characters with a letter or digit.',
    });
    expect((await put({ groups: [['...']], version: 1 })).status).toBe(422);
    expect(await put({ groups: Array.from({ length: 501 }, (_, i) => [`w${i}`]), version: 1 })).toEqual({
      status: 422,
      message: 'The list has at most 500 groups.',
    });
    expect((await put({ groups: [['a']] })).status).toBe(422);
    expect((await put({ groups: 'brake=break', version: 1 })).status).toBe(422);
    expect(await publicList()).toEqual(before);
  });

  it('are edited only by roles that edit the catalogue', async () => {
    const { token } = await staffSession(t, 'support');
    expect((await adminCall(t, 'GET', '/search/synonyms', token)).status).toBe(403);
    expect((await adminCall(t, 'PUT', '/search/synonyms', token, { groups: [], version: 1 })).status).toBe(
      403,
    );
    expect((await adminCall(t, 'GET', '/search/synonyms', null)).status).toBe(401);
  });
  it('as long as the limits allow are taken, and with a word in hundreds of groups still find what they should, in time', async () => {
    const { token } = await staffSession(t, 'owner');
    const current = (
      (await (await adminCall(t, 'GET', '/search/synonyms', token)).json()) as { data: SynonymList }
    ).data;
    // 463 groups of "brake" and 19 other words each: 8,797 synonyms of one word, within every limit.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const word = (k: number) =>
      letters[Math.floor(k / 676)]! + letters[Math.floor(k / 26) % 26] + letters[k % 26];
    const groups = Array.from({ length: 463 }, (_, g) => [
      'brake',
      ...Array.from({ length: 19 }, (_, i) => word(g * 19 + i)),
    ]);
    const res = await adminCall(t, 'PUT', '/search/synonyms', token, { groups, version: current.version });
    expect(res.status).toBe(200);
    // The list at every limit at once is taken too, not refused for its size.
    const longest = Array.from({ length: 500 }, (_, g) =>
      Array.from({ length: 20 }, (_, i) => word(g * 20 + i).padEnd(40, 'q')),
    );
    const full = await adminCall(t, 'PUT', '/search/synonyms', token, {
      groups: longest,
      version: current.version + 1,
    });
    expect(full.status).toBe(200);
    expect(((await full.json()) as { data: SynonymList }).data.groups).toHaveLength(500);
    const again = await adminCall(t, 'PUT', '/search/synonyms', token, {
      groups,
      version: current.version + 2,
    });
    expect(again.status).toBe(200);
    for (const q of ['brake', 'brake pads']) {
      const started = performance.now();
      const found = await search(q);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(found.data.some((p) => /brake pad/i.test(p.title))).toBe(true);
    }
  });
});
