/**
 * GET /profile, POST /profile/update (bearer; email read-only; a new password needs the current one
 * and signs every other session out; a business name with an ABN applies for a trade account) and
 * GET /user (plans).
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { BUSINESS_FIELDS, ProfileUpdateSchema } from '../../lib/account/account.ts';
import { PlansSchema, ProfileAnswerSchema, ProfileUpdatedSchema } from '../../lib/api/schemas/accounts.ts';
import { formatPercent } from '../../lib/pricing/money.ts';
import type { Db } from '../db/client.ts';
import { signupPlans, userMeta, users } from '../db/schema/index.ts';
import type { AppEnv } from '../env.ts';
import { optionalUser, requireUser } from '../http/auth.ts';
import { BEARER, doc } from '../http/openapi.ts';
import { signInTry } from '../http/sign-in-throttle.ts';
import { validate } from '../http/validate.ts';
import { type AuthUser, revokeOtherTokens } from '../services/auth.ts';
import { heldPlans } from '../services/membership.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { recordTradeApplication, TRADE_STATUS_OPTION, tradeDetails, tradeStatus } from '../services/trade.ts';

/** The user fields the storefront reads. */
export function publicUser(user: AuthUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role_id: user.roleId,
    created_by: user.createdBy,
  };
}

/** The user fields of a session (sign-in, sign-up): publicUser and the trade account's state. */
export async function accountUser(db: Db, user: AuthUser) {
  return { ...publicUser(user), trade_status: await tradeStatus(db, user.id) };
}

async function profile(db: Db, user: AuthUser) {
  const meta = await db
    .select({ option: userMeta.option, value: userMeta.value })
    .from(userMeta)
    .where(and(eq(userMeta.userId, user.id), ne(userMeta.option, TRADE_STATUS_OPTION)));
  return { ...(await accountUser(db, user)), user_meta: meta };
}

const TAG = 'Accounts';
const SIGNED_IN = { security: BEARER };
const docs = {
  profile: doc(TAG, "The caller's profile", { 200: ProfileAnswerSchema, 401: 'Not signed in.' }, SIGNED_IN),
  update: doc(
    TAG,
    'Change name, phone, business details or password',
    {
      200: ProfileUpdatedSchema,
      400: 'The body is not a JSON object.',
      401: 'Not signed in.',
      422: 'A field breaks its rule (see errors), the email differs or the current password is wrong.',
      429: 'Too many wrong passwords; try again after Retry-After seconds.',
    },
    { ...SIGNED_IN, body: true },
  ),
  plans: doc(TAG, 'Signup and membership plans (and the caller, when signed in)', { 200: PlansSchema }),
};

export const profileRoutes = new Hono<AppEnv>()
  .get('/profile', docs.profile, requireUser, async (c) =>
    c.json({ data: await profile(c.var.db, c.var.user!) }),
  )
  .post('/profile/update', docs.update, requireUser, validate('json', ProfileUpdateSchema), async (c) => {
    const form = c.req.valid('json');
    const user = c.var.user!;
    if (form.email !== undefined && form.email.toLowerCase() !== user.email.toLowerCase()) {
      return c.json({ message: 'The email address cannot be changed.' }, 422);
    }
    const db = c.var.db;
    if (form.password) {
      // Counted with failed sign-ins, so a stolen token cannot be used to guess the password either.
      const account = await signInTry(c, 'login', user.email);
      if (account.limited) return account.limited;
      if (!(await verifyPassword(form.current_password, user.passwordHash))) {
        return c.json({ message: 'Current password is incorrect.' }, 422);
      }
      await account.succeeded();
    }
    const passwordHash = form.password ? await hashPassword(form.password) : undefined;
    const [updated] = await db.transaction(async (tx) => {
      const before = await tradeDetails(tx, user.id);
      await tx
        .delete(userMeta)
        .where(and(eq(userMeta.userId, user.id), inArray(userMeta.option, BUSINESS_FIELDS)));
      const meta = BUSINESS_FIELDS.filter((k) => form[k]).map((k) => ({
        userId: user.id,
        option: k,
        value: form[k],
      }));
      if (meta.length) await tx.insert(userMeta).values(meta);
      const member = { id: user.id, name: form.name, email: user.email };
      const business = { businessName: form._b_name, abn: form._b_number };
      await recordTradeApplication(tx, member, before, business, c.var.deps);
      if (passwordHash) await revokeOtherTokens(tx, user.id, c.var.token!);
      return tx
        .update(users)
        .set({
          name: form.name,
          phone: form.phone,
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
    });
    return c.json({ message: 'Profile updated successfully!', data: await profile(db, updated!) });
  })
  .get('/user', docs.plans, optionalUser, async (c) => {
    const user = c.var.user;
    const [signup, membership] = await Promise.all([
      c.var.db.select().from(signupPlans).where(eq(signupPlans.active, true)).orderBy(asc(signupPlans.id)),
      // A member sees (and can apply) only the plans they hold; a guest holds none.
      user ? heldPlans(c.var.db, user.id) : [],
    ]);
    return c.json({
      data: {
        ...(user ? publicUser(user) : {}),
        signup_plans: signup.map((p) => ({
          id: p.id,
          name: p.name,
          discount_percentage: formatPercent(p.discountBp),
        })),
        user_membership_plans: membership.map((p) => ({
          id: p.id,
          plan_name: p.planName,
          discount_percentage: formatPercent(p.discountBp),
        })),
      },
    });
  });
