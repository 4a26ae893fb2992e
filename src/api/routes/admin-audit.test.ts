/** GET /api/admin/audit filtered by person, record and the shop's days (Sydney), newest first. */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { auditLog } from '../db/schema/index.ts';

const t = setupTestApp();
let owner: string;

type Row = { action: string; actor: string; entity: string; entity_id: string; at: string };
const read = async (query: string) => {
  const res = await adminCall(t, 'GET', `/audit?${query}`, owner);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Row[] }).data;
};

beforeAll(async () => {
  owner = (await staffSession(t, 'owner')).token;
  const at = (iso: string) => new Date(iso);
  await t.database.db.insert(auditLog).values([
    // 30 Nov 23:30 in Sydney (AEDT, UTC+11).
    {
      actor: 'pat@shop.test',
      action: 'order.ship',
      entity: 'order',
      entityId: 'SCAUDIT1',
      createdAt: at('2026-11-30T12:30:00Z'),
    },
    // 1 Dec 00:30 in Sydney, though still 30 Nov in UTC.
    {
      actor: 'Sam@Shop.test',
      action: 'product.edit',
      entity: 'product',
      entityId: '42',
      createdAt: at('2026-11-30T13:30:00Z'),
    },
    {
      actor: 'pat@shop.test',
      action: 'order.refund',
      entity: 'order',
      entityId: 'SCAUDIT1',
      createdAt: at('2026-12-02T01:00:00Z'),
    },
    {
      actor: 'SHOP_ADMIN_TOKEN',
      action: 'order.ship',
      entity: 'order',
      entityId: 'SCAUDIT2',
      createdAt: at('2026-12-03T01:00:00Z'),
    },
  ]);
});

describe('GET /api/admin/audit filters', () => {
  it('by person, whatever the case of the email', async () => {
    expect((await read('actor=PAT@shop.test')).map((r) => r.action)).toEqual(['order.refund', 'order.ship']);
    expect((await read('actor=sam@shop.test')).map((r) => r.entity_id)).toEqual(['42']);
  });

  it('by record', async () => {
    const rows = await read('entity=order&entity_id=SCAUDIT1');
    expect(rows.map((r) => r.action)).toEqual(['order.refund', 'order.ship']);
  });

  it("by the shop's days, both ends included", async () => {
    const first = await read('from=2026-12-01&to=2026-12-01');
    expect(first.map((r) => r.entity_id)).toEqual(['42']);
    const range = await read('from=2026-12-01&to=2026-12-02&entity=order');
    expect(range.map((r) => r.action)).toEqual(['order.refund']);
    expect((await read('to=2026-11-30&entity=order')).map((r) => r.entity_id)).toEqual(['SCAUDIT1']);
  });

  it('all together', async () => {
    const rows = await read(
      'actor=pat@shop.test&entity=order&entity_id=SCAUDIT1&from=2026-12-02&to=2026-12-31',
    );
    expect(rows.map((r) => r.action)).toEqual(['order.refund']);
  });

  it('refuses dates that are not days, and a range that ends before it starts (400)', async () => {
    for (const query of [
      'from=2026-13-01',
      'to=yesterday',
      'from=2026-02-30',
      'from=2026-12-05&to=2026-12-01',
    ]) {
      const res = await adminCall(t, 'GET', `/audit?${query}`, owner);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/from|to/);
    }
  });
});
