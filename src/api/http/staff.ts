/**
 * Who is calling /api/admin (docs/design.md#back-office): a signed-in member of staff (their session token), or
 * the shop's own machine calls (Bearer SHOP_ADMIN_TOKEN, compared in constant time). `staffAuth`
 * answers 401 for anyone else; `allow(permission)` answers 403 for a role without it, before the
 * request body is even read, so a wrong role changes nothing.
 */
import { createMiddleware } from 'hono/factory';
import { can, type Permission } from '../../lib/account/staff-roles.ts';
import type { AppEnv } from '../env.ts';
import { type StaffMember, staffForToken } from '../services/staff-auth.ts';
import { isAdmin } from './admin-token.ts';

export type Actor = { kind: 'staff'; staff: StaffMember; token: string } | { kind: 'machine' };

export const SIGN_IN_MESSAGE = 'Please sign in to the back office.';
export const FORBIDDEN_MESSAGE = 'Your role does not allow this.';

function bearer(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;
}

export const staffAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('Authorization');
  if (isAdmin(header, c.var.deps.adminToken)) {
    c.set('actor', { kind: 'machine' });
    return next();
  }
  const token = bearer(header);
  const member = token ? await staffForToken(c.var.db, token) : null;
  if (!member || !token) return c.json({ message: SIGN_IN_MESSAGE }, 401);
  c.set('actor', { kind: 'staff', staff: member, token });
  await next();
});

/** Lets the request through only for a role with `permission` (the machine token has every one). */
export function allow(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const actor = c.var.actor;
    if (!actor) return c.json({ message: SIGN_IN_MESSAGE }, 401);
    if (actor.kind === 'staff' && !can(actor.staff.role, permission))
      return c.json({ message: FORBIDDEN_MESSAGE }, 403);
    await next();
  });
}

/** The member of staff making the call, or null for the machine token. */
export function staffOf(actor: Actor | null): StaffMember | null {
  return actor?.kind === 'staff' ? actor.staff : null;
}
