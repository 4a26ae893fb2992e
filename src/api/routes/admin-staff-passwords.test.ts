/** Staff passwords after sign-up: changing your own, and an owner's emailed reset link. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, STAFF_PASSWORD, staffSession } from '../../../tests/helpers/staff.ts';
import { setupTestApp, testDeps } from '../../../tests/helpers/test-app.ts';
import { createApp } from '../app.ts';
import { auditLog, staff, staffPasswordResets } from '../db/schema/index.ts';
import { DEFAULT_LIMITS, memoryStore } from '../http/rate-limit.ts';
import { FORBIDDEN_MESSAGE } from '../http/staff.ts';
import { issueStaffToken } from '../services/staff-auth.ts';
import { RESET_DISABLED, RESET_LINK_INVALID } from '../services/staff-passwords.ts';
import { PASSWORD_MESSAGE } from './admin-staff.ts';

const t = setupTestApp();
const NEW_PASSWORD = 'a-brand-new-password-9';

const post = (path: string, body: unknown, app = t.app) =>
  app.request(`/api/admin${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const login = (email: string, password: string, app = t.app) => post('/login', { email, password }, app);
const signedIn = async (token: string) => (await adminCall(t, 'GET', '/me', token)).status === 200;
const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)));

/** The token of the last reset link mailed to `email`. */
function mailedToken(email: string): string {
  const mail = t.mail.findLast((m) => m.to === email);
  return /\/admin\/#\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

describe('changing your own password', () => {
  it('needs the current password, keeps this session and signs out every other one', async () => {
    const { member, token, email } = await staffSession(t, 'support');
    const other = await issueStaffToken(t.database.db, member.id);
    const change = (body: unknown) => adminCall(t, 'POST', '/password', token, body);

    const wrong = await change({ current_password: 'not-my-password', new_password: NEW_PASSWORD });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      message: 'The current password is wrong.',
      errors: { current_password: 'The current password is wrong.' },
    });
    const short = await change({ current_password: STAFF_PASSWORD, new_password: 'short' });
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: Record<string, string> }).errors.new_password).toBe(
      PASSWORD_MESSAGE,
    );
    const same = await change({ current_password: STAFF_PASSWORD, new_password: STAFF_PASSWORD });
    expect(same.status).toBe(422);
    expect(((await same.json()) as { errors: Record<string, string> }).errors.new_password).toBe(
      'The new password must differ from the current one.',
    );
    expect(await signedIn(other)).toBe(true);

    const ok = await change({ current_password: STAFF_PASSWORD, new_password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      message: 'Your password is changed. Your other sessions are signed out.',
    });
    expect(await signedIn(token)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect((await login(email, STAFF_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const entries = await auditOf(member.id);
    expect(entries.map((e) => [e.action, e.actor])).toEqual([['staff.password_change', email]]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(NEW_PASSWORD);
    expect(text).not.toContain(STAFF_PASSWORD);
    expect(text).not.toContain('scrypt');
  });

  it('counts wrong current passwords against the staff sign-in limit of the account', async () => {
    const { deps } = testDeps(t.database, { rateLimits: { store: memoryStore(), limits: DEFAULT_LIMITS } });
    const app = createApp(deps);
    const { token, email } = await staffSession(t, 'manager');
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.request('/api/admin/password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ current_password: `guess-${i}-password`, new_password: NEW_PASSWORD }),
      });
      answers.push(res.status);
    }
    expect(answers).toEqual([422, 422, 422, 422, 422, 429]);
    // The account's sign-in waits out the same lock, even with the right password.
    expect((await login(email, STAFF_PASSWORD, app)).status).toBe(429);
  });

  it("is refused to the shop's machine token, which has no password", async () => {
    const res = await adminCall(t, 'POST', '/password', t.deps.adminToken, {
      current_password: 'x',
      new_password: NEW_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: FORBIDDEN_MESSAGE });
  });
});

describe("an owner's password-reset link", () => {
  it('is mailed once asked for; using it sets the password and signs the member out everywhere', async () => {
    const owner = await staffSession(t, 'owner');
    const { member, token, email } = await staffSession(t, 'editor');
    const sent = await adminCall(t, 'POST', `/staff/${member.id}/password-reset`, owner.token);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: `A link to set a new password was emailed to ${email}.` });
    const mail = t.mail.findLast((m) => m.to === email)!;
    expect(mail.subject).toBe('Set a new password for the Test Shop back office');
    expect(mail.text).toContain('http://shop.test/admin/#/reset-password?token=');
    const link = mailedToken(email);
    expect(link).toMatch(/^[\w-]{43}$/);
    // Only a hash of the token is stored; the password and sessions stay until the link is used.
    const [row] = await t.database.db
      .select()
      .from(staffPasswordResets)
      .where(eq(staffPasswordResets.staffId, member.id));
    expect(row!.tokenHash).not.toContain(link);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(await signedIn(token)).toBe(true);

    const short = await post('/password-reset', { token: link, password: 'short' });
    expect(short.status).toBe(422);
    const used = await post('/password-reset', { token: link, password: NEW_PASSWORD });
    expect(used.status).toBe(200);
    expect(await used.json()).toEqual({ message: 'Your new password is set. Please sign in with it.' });
    expect(await signedIn(token)).toBe(false);
    expect((await login(email, STAFF_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const again = await post('/password-reset', { token: link, password: 'yet-another-password-7' });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      message: RESET_LINK_INVALID,
      errors: { token: RESET_LINK_INVALID },
    });

    const entries = await auditOf(member.id);
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['staff.password_reset_sent', owner.email],
      ['staff.password_reset', email],
    ]);
    const text = JSON.stringify(entries);
    for (const secret of [NEW_PASSWORD, link, row!.tokenHash, 'scrypt']) expect(text).not.toContain(secret);
  });

  it('stops working after 60 minutes, and when a newer link is sent', async () => {
    const owner = await staffSession(t, 'owner');
    const { member, email } = await staffSession(t, 'support');
    const send = () => adminCall(t, 'POST', `/staff/${member.id}/password-reset`, owner.token);
    await send();
    const first = mailedToken(email);
    await send();
    const second = mailedToken(email);
    expect(second).not.toBe(first);
    expect((await post('/password-reset', { token: first, password: NEW_PASSWORD })).status).toBe(422);
    await t.database.db
      .update(staffPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffPasswordResets.staffId, member.id));
    expect((await post('/password-reset', { token: second, password: NEW_PASSWORD })).status).toBe(422);
    expect((await login(email, STAFF_PASSWORD)).status).toBe(200);
  });

  it('is for owners only, for a member who exists and is enabled', async () => {
    const owner = await staffSession(t, 'owner');
    const manager = await staffSession(t, 'manager');
    const disabled = await staffSession(t, 'support', { disabled: true });
    const mailed = t.mail.length;
    const asManager = await adminCall(t, 'POST', `/staff/${owner.member.id}/password-reset`, manager.token);
    expect(asManager.status).toBe(403);
    expect((await adminCall(t, 'POST', '/staff/999999/password-reset', owner.token)).status).toBe(404);
    const toDisabled = await adminCall(t, 'POST', `/staff/${disabled.member.id}/password-reset`, owner.token);
    expect(toDisabled.status).toBe(409);
    expect(await toDisabled.json()).toEqual({ message: RESET_DISABLED });
    expect(t.mail.length).toBe(mailed);
    expect(
      await t.database.db
        .select()
        .from(staffPasswordResets)
        .where(eq(staffPasswordResets.staffId, owner.member.id)),
    ).toEqual([]);
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, owner.member.id));
    expect(row!.passwordHash).toBe(owner.member.passwordHash);
  });

  it('refuses a forged or malformed token with the same clear message', async () => {
    for (const token of ['A'.repeat(43), 'short', '']) {
      const res = await post('/password-reset', { token, password: NEW_PASSWORD });
      expect(res.status, token).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBe(RESET_LINK_INVALID);
    }
  });
});
