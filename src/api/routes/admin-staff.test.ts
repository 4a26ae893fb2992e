import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, STAFF_PASSWORD, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { AuditPageSchema, StaffListSchema } from '../../lib/api/schemas/admin-staff.ts';
import { auditLog, staff } from '../db/schema/index.ts';
import { FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE } from '../http/staff.ts';
import { verifyPassword } from '../services/passwords.ts';
import { EMAIL_TAKEN, LAST_OWNER, SELF_DISABLE } from '../services/staff-admin.ts';
import { PASSWORD_MESSAGE } from './admin-staff.ts';

const t = setupTestApp();

let owner: Awaited<ReturnType<typeof staffSession>>;
let manager: string;

const writes = async () =>
  Promise.all(
    [auditLog, staff].map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n),
  );

beforeAll(async () => {
  owner = await staffSession(t, 'owner');
  manager = (await staffSession(t, 'manager')).token;
});

let n = 0;
const newStaff = (extra: Record<string, unknown> = {}) => ({
  email: `new${n++}-${Date.now()}@staff.test`,
  name: 'New Person',
  role: 'support',
  password: 'a-long-password-1',
  ...extra,
});

describe('staff management', () => {
  it('lets an owner add a member of staff, who can sign in; the audit has no password', async () => {
    const body = newStaff();
    const res = await adminCall(t, 'POST', '/staff', owner.token, body);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number; email: string; role: string } };
    expect(data).toMatchObject({ email: body.email, role: 'support', disabled: false });
    expect(JSON.stringify(data)).not.toContain('password');
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, data.id));
    expect(await verifyPassword(body.password, row!.passwordHash)).toBe(true);
    const login = await t.app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: body.email, password: body.password }),
    });
    expect(login.status).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(data.id)));
    expect(entries.map((e) => e.action)).toEqual(['staff.create']);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(body.password);
    expect(text).not.toContain(row!.passwordHash);
    expect(entries[0]).toMatchObject({ staffId: owner.member.id, actor: owner.email });

    const list = await adminCall(t, 'GET', '/staff', owner.token);
    expect(list.status).toBe(200);
    const staffList = (await list.json()) as { data: { id: number }[] };
    v.assert(StaffListSchema, staffList);
    expect(staffList.data.map((s) => s.id)).toContain(data.id);
    expect(JSON.stringify(staffList)).not.toContain('scrypt');
  });

  it('refuses a taken email (409), a short password and bad fields (422), changing nothing', async () => {
    const taken = newStaff();
    expect((await adminCall(t, 'POST', '/staff', owner.token, taken)).status).toBe(201);
    const before = await writes();
    const again = await adminCall(t, 'POST', '/staff', owner.token, {
      ...taken,
      email: taken.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(EMAIL_TAKEN);
    const short = await adminCall(t, 'POST', '/staff', owner.token, newStaff({ password: 'elevenchars' }));
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual({ message: PASSWORD_MESSAGE, errors: { password: PASSWORD_MESSAGE } });
    for (const body of [
      newStaff({ role: 'admin' }),
      newStaff({ email: 'not-an-email' }),
      newStaff({ name: ' ' }),
      newStaff({ extra: 1 }),
      { email: 'x@staff.test' },
    ])
      expect((await adminCall(t, 'POST', '/staff', owner.token, body)).status, JSON.stringify(body)).toBe(
        422,
      );
    expect(await writes()).toEqual(before);
  });

  it('is for owners only: a manager gets 403 and the anonymous 401, with nothing written', async () => {
    const before = await writes();
    const res = await adminCall(t, 'POST', '/staff', manager, newStaff({ role: 'owner' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    expect((await adminCall(t, 'GET', '/staff', manager)).status).toBe(403);
    expect(
      (await adminCall(t, 'PATCH', `/staff/${owner.member.id}`, manager, { disabled: true })).status,
    ).toBe(403);
    const anonymous = await adminCall(t, 'POST', '/staff', null, newStaff());
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: SIGN_IN_MESSAGE });
    expect(await writes()).toEqual(before);
  });

  it('disabling a member of staff revokes their session at once', async () => {
    const victim = await staffSession(t, 'support');
    expect((await adminCall(t, 'GET', '/me', victim.token)).status).toBe(200);
    const res = await adminCall(t, 'PATCH', `/staff/${victim.member.id}`, owner.token, { disabled: true });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { disabled: boolean } }).data.disabled).toBe(true);
    expect((await adminCall(t, 'GET', '/me', victim.token)).status).toBe(401);
    // Enabled again, the old session stays revoked; a new sign-in works.
    await adminCall(t, 'PATCH', `/staff/${victim.member.id}`, owner.token, { disabled: false });
    expect((await adminCall(t, 'GET', '/me', victim.token)).status).toBe(401);
    const login = await t.app.request('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: victim.email, password: STAFF_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.disable'));
    expect(entry).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
  });

  it('a new role signs the member out; a rename does not', async () => {
    const member = await staffSession(t, 'support');
    expect(
      (await adminCall(t, 'PATCH', `/staff/${member.member.id}`, owner.token, { name: 'Renamed' })).status,
    ).toBe(200);
    expect((await adminCall(t, 'GET', '/me', member.token)).status).toBe(200);
    const res = await adminCall(t, 'PATCH', `/staff/${member.member.id}`, owner.token, { role: 'manager' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { role: string; name: string } }).data).toMatchObject({
      role: 'manager',
      name: 'Renamed',
    });
    expect((await adminCall(t, 'GET', '/me', member.token)).status).toBe(401);
  });

  it('keeps an enabled owner and stops an owner disabling themselves (409)', async () => {
    // Only this test's owner stays enabled: every other owner is disabled first.
    const others = (await t.database.db.select().from(staff).where(eq(staff.role, 'owner'))).filter(
      (s) => s.id !== owner.member.id,
    );
    for (const o of others)
      await t.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, o.id));
    const before = await writes();
    const self = await adminCall(t, 'PATCH', `/staff/${owner.member.id}`, owner.token, { disabled: true });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ message: SELF_DISABLE });
    const demote = await adminCall(t, 'PATCH', `/staff/${owner.member.id}`, owner.token, { role: 'manager' });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toEqual({ message: LAST_OWNER });
    // The machine token is no owner: it too cannot disable the last one.
    const machine = await adminCall(t, 'PATCH', `/staff/${owner.member.id}`, 'admin-test-token', {
      disabled: true,
    });
    expect(machine.status).toBe(409);
    expect(await machine.json()).toEqual({ message: LAST_OWNER });
    expect(await writes()).toEqual(before);
    expect((await adminCall(t, 'GET', '/me', owner.token)).status).toBe(200);
    // With a second enabled owner, the first may step down.
    const second = await staffSession(t, 'owner');
    const ok = await adminCall(t, 'PATCH', `/staff/${owner.member.id}`, second.token, { role: 'manager' });
    expect(ok.status).toBe(200);
    expect(
      (await adminCall(t, 'PATCH', `/staff/${second.member.id}`, second.token, { role: 'manager' })).status,
    ).toBe(409);
    owner = second;
  });

  it('refuses bad edits (422) and unknown ids (404)', async () => {
    const member = await staffSession(t, 'editor');
    const before = await writes();
    for (const body of [
      {},
      { role: 'boss' },
      { disabled: 'yes' },
      { password: 'new-long-password' },
      { name: '' },
    ])
      expect((await adminCall(t, 'PATCH', `/staff/${member.member.id}`, owner.token, body)).status).toBe(422);
    expect((await adminCall(t, 'PATCH', '/staff/999999', owner.token, { name: 'x' })).status).toBe(404);
    expect((await adminCall(t, 'PATCH', '/staff/abc', owner.token, { name: 'x' })).status).toBe(400);
    expect(await writes()).toEqual(before);
  });
});

describe('GET /api/admin/audit', () => {
  it('shows owners the log newest first, by entity and page by page', async () => {
    const created = await adminCall(t, 'POST', '/staff', owner.token, newStaff());
    const { data: member } = (await created.json()) as { data: { id: number } };
    await adminCall(t, 'PATCH', `/staff/${member.id}`, owner.token, { name: 'Audited' });
    const res = await adminCall(t, 'GET', `/audit?entity=staff&entity_id=${member.id}`, owner.token);
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      data: { id: number; action: string; before: unknown; after: { name: string } }[];
      next_before: number | null;
    };
    v.assert(AuditPageSchema, page);
    expect(page.data.map((e) => e.action)).toEqual(['staff.edit', 'staff.create']);
    expect(page.data[0]!.after.name).toBe('Audited');
    expect(page.next_before).toBeNull();
    const first = (await (await adminCall(t, 'GET', '/audit?limit=1', owner.token)).json()) as {
      data: { id: number }[];
      next_before: number;
    };
    expect(first.data).toHaveLength(1);
    expect(first.next_before).toBe(first.data[0]!.id);
    const next = (await (
      await adminCall(t, 'GET', `/audit?limit=1&before=${first.next_before}`, owner.token)
    ).json()) as {
      data: { id: number }[];
    };
    expect(next.data[0]!.id).toBeLessThan(first.data[0]!.id);
  });

  it('is for owners only', async () => {
    expect((await adminCall(t, 'GET', '/audit', manager)).status).toBe(403);
    expect((await adminCall(t, 'GET', '/audit', null)).status).toBe(401);
    expect((await adminCall(t, 'GET', '/audit?before=x', owner.token)).status).toBe(400);
  });
});
