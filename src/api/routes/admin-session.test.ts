import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, STAFF_PASSWORD, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp, testDeps } from '../../../tests/helpers/test-app.ts';
import { createApp } from '../app.ts';
import { staff, staffSessions } from '../db/schema/index.ts';
import { DEFAULT_LIMITS, memoryStore } from '../http/rate-limit.ts';
import { TOKEN_IDLE_MS } from '../services/auth.ts';

const t = setupTestApp();

const login = (body: unknown, app = t.app) =>
  app.request('/api/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/admin/login', () => {
  it('signs staff in with their own session, which GET /admin/me recognises', async () => {
    const { email, member } = await staffSession(t, 'support');
    const res = await login({ email: email.toUpperCase(), password: STAFF_PASSWORD });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; staff: { id: number; role: string } };
    expect(body.staff).toMatchObject({ id: member.id, role: 'support', disabled: false });
    expect(JSON.stringify(body)).not.toContain('scrypt');
    const me = await adminCall(t, 'GET', '/me', body.token);
    expect(await me.json()).toMatchObject({ staff: { email } });
  });

  it('refuses a wrong password, an unknown email and a disabled account alike', async () => {
    const { email } = await staffSession(t, 'owner');
    const { email: disabled } = await staffSession(t, 'owner', { disabled: true });
    for (const body of [
      { email, password: 'wrong-password-1' },
      { email: 'nobody@staff.test', password: STAFF_PASSWORD },
      { email: disabled, password: STAFF_PASSWORD },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Invalid email or password.' });
    }
    expect((await login({ email })).status).toBe(422);
  });

  it('does not let a customer token or a customer password into the back office', async () => {
    const res = await login({ email: 'demo@example.com', password: 'Demo!2345' });
    expect(res.status).toBe(401);
  });

  it('limits failed sign-ins at a staff account from one address', async () => {
    const { deps } = testDeps(t.database, {
      rateLimits: { store: memoryStore(), limits: DEFAULT_LIMITS },
    });
    const app = createApp(deps);
    const { email } = await staffSession(t, 'manager');
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await login({ email, password: `wrong-${i}-password` }, app)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    // From that address even the right password waits out the window.
    expect((await login({ email, password: STAFF_PASSWORD }, app)).status).toBe(429);
  });

  it('does not let failures from other addresses lock a member of staff out of the usual address', async () => {
    const { deps } = testDeps(t.database, {
      trustProxy: 1,
      rateLimits: { store: memoryStore(), limits: DEFAULT_LIMITS },
    });
    const app = createApp(deps);
    const from = (address: string, body: unknown) =>
      app.request('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify(body),
      });
    const { email } = await staffSession(t, 'manager');
    expect((await from('203.0.113.40', { email, password: STAFF_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 6; i++)
      expect((await from(`198.51.100.${i}`, { email, password: `wrong-${i}-password` })).status).toBe(401);
    expect((await from('203.0.113.40', { email, password: STAFF_PASSWORD })).status).toBe(200);
  });
});

describe('staff sessions', () => {
  it('end on sign out', async () => {
    const { token } = await staffSession(t, 'editor');
    expect((await adminCall(t, 'POST', '/logout', token)).status).toBe(200);
    const res = await adminCall(t, 'GET', '/me', token);
    expect(res.status).toBe(401);
  });

  it('end after 30 idle minutes and after 12 hours whatever the use', async () => {
    const idle = await staffSession(t, 'support');
    await t.database.db
      .update(staffSessions)
      .set({ lastUsedAt: new Date(Date.now() - TOKEN_IDLE_MS - 1000) })
      .where(eq(staffSessions.staffId, idle.member.id));
    expect((await adminCall(t, 'GET', '/me', idle.token)).status).toBe(401);

    const old = await staffSession(t, 'support');
    await t.database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, old.member.id));
    expect((await adminCall(t, 'GET', '/me', old.token)).status).toBe(401);
  });

  it('end when the member of staff is disabled', async () => {
    const { token, member } = await staffSession(t, 'manager');
    await t.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, member.id));
    expect((await adminCall(t, 'GET', '/me', token)).status).toBe(401);
  });
});
