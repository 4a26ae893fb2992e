/**
 * Back-office sign-in (DESIGN section 10), mounted at /admin before the staff check:
 *   POST /admin/login   { email, password } -> { token, staff }   (own rate limits per address; failures slowed per account)
 *   POST /admin/logout  revokes the session token sent
 *   GET  /admin/me      the signed-in member of staff
 */
import { Hono } from 'hono';
import { LoginSchema } from '../../lib/account.ts';
import type { AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { MessageSchema } from '../http/responses/accounts.ts';
import { StaffMeSchema, StaffSessionSchema } from '../http/responses/staff.ts';
import { signInTry } from '../http/sign-in-throttle.ts';
import { SIGN_IN_MESSAGE, staffAuth } from '../http/staff.ts';
import { validate } from '../http/validate.ts';
import { verifyPassword } from '../services/passwords.ts';
import { issueStaffToken, revokeStaffToken, staffByEmail, staffView } from '../services/staff-auth.ts';

const TAG = 'Back office';
export const WRONG_SIGN_IN = 'Invalid email or password.';
// Checked when no such member of staff exists, so an unknown email takes as long as a wrong password.
const DUMMY_HASH = 'scrypt$131072$8$1$c2FsdHNhbHRzYWx0c2FsdA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

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
      const ok = await verifyPassword(password, member?.passwordHash ?? DUMMY_HASH);
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
  );
