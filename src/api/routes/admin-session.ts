/**
 * Back-office sign-in (docs/design.md#back-office), mounted at /admin before the staff check:
 *   POST /admin/login   { email, password } -> { token, staff }   (own rate limits per address; failures slowed per account)
 *   POST /admin/logout  revokes the session token sent
 *   GET  /admin/me      the signed-in member of staff
 *   POST /admin/password         { current_password, new_password }   any member of staff, for themselves
 *   POST /admin/password-reset   { token, password }   the emailed link an owner sent (no session)
 * Wrong current passwords count as failed sign-ins (sign-in-throttle.ts).
 */
import { Hono } from 'hono';
import { LoginSchema } from '../../lib/account/account.ts';
import {
  PasswordChangeSchema,
  PasswordResetSchema,
  RESET_LINK_INVALID,
} from '../../lib/account/staff-password.ts';
import { StaffMeSchema, StaffSessionSchema } from '../../lib/api/schemas/admin-staff.ts';
import { MessageSchema } from '../../lib/api/schemas/common.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { signInTry } from '../http/sign-in-throttle.ts';
import { FORBIDDEN_MESSAGE, SIGN_IN_MESSAGE, staffAuth } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { unmatchableHash, verifyPassword } from '../services/passwords.ts';
import { issueStaffToken, revokeStaffToken, staffByEmail, staffView } from '../services/staff-auth.ts';
import { changeOwnPassword, resetWithLink } from '../services/staff-passwords.ts';

const TAG = 'Back office';
export const WRONG_SIGN_IN = 'Invalid email or password.';

export const WRONG_CURRENT = 'The current password is wrong.';
export const PASSWORD_CHANGED = 'Your password is changed. Your other sessions are signed out.';
export const PASSWORD_SET = 'Your new password is set. Please sign in with it.';

export const adminSessionRoutes = new Hono<AppEnv>()
  .post(
    '/login',
    doc(
      TAG,
      'Sign a member of staff in',
      {
        200: StaffSessionSchema,
        400: 'The body is not JSON.',
        401: 'Wrong email or password, or the account is disabled.',
        422: 'A field is missing.',
        429: 'Too many tries.',
      },
      { body: true },
    ),
    rateLimit('staff-login'),
    validate('json', LoginSchema),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const account = await signInTry(c, 'staff-login', email);
      if (account.limited) return account.limited;
      const member = await staffByEmail(c.var.db, email);
      const ok = await verifyPassword(password, member?.passwordHash ?? unmatchableHash());
      if (!member || !ok || member.disabledAt) return c.json({ message: WRONG_SIGN_IN }, 401);
      await account.succeeded();
      const token = await issueStaffToken(c.var.db, member.id);
      return c.json({ token, staff: staffView(member) }, 200);
    },
  )
  .post(
    '/logout',
    doc(TAG, 'Sign the session out', { 200: MessageSchema, 401: SIGN_IN_MESSAGE }, { security: SHOP_TOKEN }),
    staffAuth,
    async (c) => {
      const actor = c.var.actor!;
      if (actor.kind === 'staff') await revokeStaffToken(c.var.db, actor.token);
      return c.json({ message: 'Signed out.' }, 200);
    },
  )
  .get(
    '/me',
    doc(
      TAG,
      'The signed-in member of staff',
      { 200: StaffMeSchema, 401: SIGN_IN_MESSAGE },
      { security: SHOP_TOKEN },
    ),
    staffAuth,
    (c) => {
      const actor = c.var.actor!;
      return c.json({ staff: actor.kind === 'staff' ? staffView(actor.staff) : null }, 200);
    },
  )
  .post(
    '/password',
    doc(
      TAG,
      'Change your own password (signs out your other sessions)',
      {
        200: MessageSchema,
        400: 'The body is not JSON.',
        401: SIGN_IN_MESSAGE,
        403: 'The machine token has no password to change.',
        422: `'${WRONG_CURRENT}', or a field breaks its rule (see errors)`,
        429: 'Too many tries.',
      },
      { security: SHOP_TOKEN, body: true },
    ),
    staffAuth,
    rateLimit('staff-login'),
    validate('json', PasswordChangeSchema),
    async (c) => {
      const actor = c.var.actor!;
      if (actor.kind !== 'staff') return c.json({ message: FORBIDDEN_MESSAGE }, 403);
      const { current_password, new_password } = c.req.valid('json');
      // A wrong current password is a failed sign-in for the account: a stolen session cannot
      // guess it faster than the sign-in form could.
      const account = await signInTry(c, 'staff-login', actor.staff.email);
      if (account.limited) return account.limited;
      if (!(await verifyPassword(current_password, actor.staff.passwordHash)))
        return c.json({ message: WRONG_CURRENT, errors: { current_password: WRONG_CURRENT } }, 422);
      await account.succeeded();
      await changeOwnPassword(c.var.db, actor, new_password);
      return c.json({ message: PASSWORD_CHANGED }, 200);
    },
  )
  .post(
    '/password-reset',
    doc(
      TAG,
      'Set a new password with the reset link an owner had emailed (signs the member out everywhere)',
      {
        200: MessageSchema,
        400: 'The body is not JSON.',
        422: `'${RESET_LINK_INVALID}', or the password breaks its rule (see errors)`,
        429: 'Too many tries.',
      },
      { body: true },
    ),
    rateLimit('staff-login'),
    validate('json', PasswordResetSchema),
    async (c) => {
      const { token, password } = c.req.valid('json');
      if (!(await resetWithLink(c.var.db, token, password)))
        return c.json({ message: RESET_LINK_INVALID, errors: { token: RESET_LINK_INVALID } }, 422);
      return c.json({ message: PASSWORD_SET }, 200);
    },
  );
