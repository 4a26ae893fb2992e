/** Staff accounts for API tests: one signed-in session per role, made straight in the test database. */
import { eq } from 'drizzle-orm';
import { staff } from '../../src/api/db/schema.ts';
import { createStaff, issueStaffToken } from '../../src/api/services/staff-auth.ts';
import type { StaffRole } from '../../src/lib/account/staff-roles.ts';
import type { TestApp } from './test-app.ts';

export const STAFF_PASSWORD = 'Staff!2345-long';
let seq = 0;

/** A new member of staff with `role` and a session token for them. */
export async function staffSession(t: TestApp, role: StaffRole, options: { disabled?: boolean } = {}) {
  const email = `${role}-${Date.now()}-${seq++}@staff.test`;
  const member = (await createStaff(t.database.db, {
    email,
    name: `Test ${role}`,
    role,
    password: STAFF_PASSWORD,
  }))!;
  const token = await issueStaffToken(t.database.db, member.id);
  if (options.disabled)
    await t.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, member.id));
  return { member, token, email, headers: { Authorization: `Bearer ${token}` } };
}

/** Calls /api/admin{path} as `token` with an optional JSON body. */
export function adminCall(
  t: TestApp,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.request(`/api/admin${path}`, {
    method,
    headers: {
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
