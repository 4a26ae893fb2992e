/**
 * POST /login, /registered, /logout, the reset flow /check-email, /confirm-otp, /update-password,
 * and GET /verify-email (the link mailed at sign-up); failed sign-ins are also slowed per account
 * (signInTry) and code tries limited per account (accountTry). Business details with an ABN at sign-up apply for a trade account.
 */
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  BUSINESS_FIELDS,
  LoginSchema,
  NewPasswordSchema,
  OtpSchema,
  ResetEmailSchema,
  SignupSchema,
} from '../../lib/account/account.ts';
import { SessionSchema } from '../../lib/api/schemas/accounts.ts';
import { MessageSchema } from '../../lib/api/schemas/common.ts';
import { userMeta, users } from '../db/schema/index.ts';
import { loadEmailBrand } from '../emails/layout/brand.ts';
import { verifyEmailMessage } from '../emails/verify-email.ts';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../http/auth.ts';
import { BEARER, doc } from '../http/openapi.ts';
import { accountTry, rateLimit } from '../http/rate-limit.ts';
import { signInTry } from '../http/sign-in-throttle.ts';
import { validate } from '../http/validate.ts';
import { issueToken, revokeToken } from '../services/auth.ts';
import { verificationToken, verifyEmail } from '../services/email-verification.ts';
import { grantMemberPlan } from '../services/membership.ts';
import { enqueueEmail } from '../services/outbox.ts';
import { checkCode, INVALID_CODE, requestReset, resetPassword } from '../services/password-reset.ts';
import { hashPassword, unmatchableHash, verifyPassword } from '../services/passwords.ts';
import { createTaskQueue } from '../services/task-queue.ts';
import { recordTradeApplication } from '../services/trade.ts';
import { accountUser } from './profile.ts';

const RESET_SENT = 'If an account exists for this email, we have sent a code to it.';
// Reset requests are looked up and mailed after answering, one at a time.
const resets = createTaskQueue('reset');

const TAG = 'Accounts';
const BODY = { body: true };
const NOT_JSON = 'The body is not a JSON object.';
const FIELDS = 'A field breaks its rule (see errors).';
const WRONG_CODE = `${FIELDS} Or the code is wrong, used or expired.`;
const LIMITED = 'Too many tries; try again after Retry-After seconds.';
const form = { 400: NOT_JSON, 422: FIELDS, 429: LIMITED };
const page = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' as const } } },
});
const html = (text: string) =>
  `<!doctype html><html lang="en-AU"><meta charset="utf-8"><title>Email confirmation</title><p>${text}</p><p><a href="/my-account/">Go to my account</a></p></html>`;

const docs = {
  login: doc(
    TAG,
    'Sign in: a bearer token',
    { 200: SessionSchema, ...form, 401: 'Wrong email or password.' },
    BODY,
  ),
  register: doc(
    TAG,
    'Create an account and sign in',
    { 201: SessionSchema, ...form, 422: `${FIELDS} Or the email has an account.` },
    BODY,
  ),
  logout: doc(
    TAG,
    'Sign out: the token stops working',
    { 200: MessageSchema, 401: 'Not signed in.' },
    { security: BEARER },
  ),
  reset: doc(
    TAG,
    'Mail a password-reset code (the same answer for any email)',
    { 200: MessageSchema, ...form },
    BODY,
  ),
  otp: doc(TAG, 'Check a password-reset code', { 200: MessageSchema, ...form, 422: WRONG_CODE }, BODY),
  password: doc(
    TAG,
    'Set a new password with a reset code',
    { 200: MessageSchema, ...form, 422: WRONG_CODE },
    BODY,
  ),
  verify: doc(TAG, "Confirm a member's email (the link mailed at sign-up)", {
    200: page('A page saying the email is confirmed.'),
    400: 'token is missing or malformed.',
    404: page('A page saying the link is not valid or has expired.'),
  }),
};

export const authRoutes = new Hono<AppEnv>()
  .post('/login', docs.login, rateLimit('login'), validate('json', LoginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const account = await signInTry(c, 'login', email);
    if (account.limited) return account.limited;
    const [user] = await c.var.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    const ok = await verifyPassword(password, user?.passwordHash ?? unmatchableHash());
    if (!user || !ok) return c.json({ message: 'Invalid email or password.' }, 401);
    await account.succeeded();
    return c.json({
      message: 'Successfully logged in!',
      user: await accountUser(c.var.db, user),
      token: await issueToken(c.var.db, user.id),
      subscription: null,
    });
  })
  .post('/registered', docs.register, rateLimit('register'), validate('json', SignupSchema), async (c) => {
    const form = c.req.valid('json');
    const db = c.var.db;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, form.email.toLowerCase()));
    if (taken) return c.json({ message: 'An account with this email already exists.' }, 422);
    const passwordHash = await hashPassword(form.password);
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: form.name,
          email: form.email,
          phone: form.phone,
          passwordHash,
          roleId: 5,
          createdBy: 0,
        })
        .returning();
      const meta = BUSINESS_FIELDS.filter((k) => form[k]).map((k) => ({
        userId: created!.id,
        option: k,
        value: form[k],
      }));
      if (meta.length) await tx.insert(userMeta).values(meta);
      await recordTradeApplication(
        tx,
        created!,
        null,
        { businessName: form._b_name, abn: form._b_number },
        c.var.deps,
      );
      await grantMemberPlan(tx, created!.id);
      const { storeName, siteUrl, resetCodeSecret } = c.var.deps;
      const message = verifyEmailMessage({
        brand: await loadEmailBrand(tx, { storeName, siteUrl }),
        name: created!.name,
        email: created!.email,
        token: verificationToken(resetCodeSecret, created!),
      });
      return { ...created!, mailId: await enqueueEmail(tx, message, `verify-email:${created!.id}`) };
    });
    await c.var.deps.outbox
      .deliver([user.mailId])
      .catch((error: Error) => console.error(`[mail] ${error.message}`));
    return c.json(
      {
        message: 'Registration successful!',
        user: await accountUser(db, user),
        token: await issueToken(db, user.id),
        subscription: null,
      },
      201,
    );
  })
  .get(
    '/verify-email',
    docs.verify,
    rateLimit('otp'),
    validate('query', v.strictObject({ token: v.pipe(v.string(), v.maxLength(100)) })),
    async (c) => {
      const ok = await verifyEmail(c.var.db, c.var.deps.resetCodeSecret, c.req.valid('query').token);
      return ok
        ? c.html(html('Thank you: your email is confirmed.'))
        : c.html(html('This confirmation link is not valid or has expired.'), 404);
    },
  )
  .post('/logout', docs.logout, requireUser, async (c) => {
    await revokeToken(c.var.db, c.var.token!);
    return c.json({ message: 'Signed out.' });
  })
  .post('/check-email', docs.reset, rateLimit('reset'), validate('json', ResetEmailSchema), async (c) => {
    const { db, mailer, storeName, siteUrl, resetCodeSecret } = c.var.deps;
    const { email } = c.req.valid('json');
    // Nothing about the account is read or written before answering, so a known email answers exactly
    // like an unknown one, in the same time.
    resets.push(() => requestReset({ db, mailer, storeName, siteUrl, secret: resetCodeSecret }, email));
    return c.json({ message: RESET_SENT });
  })
  .post('/confirm-otp', docs.otp, rateLimit('otp'), validate('json', OtpSchema), async (c) => {
    const { email, otp } = c.req.valid('json');
    const account = await accountTry(c, 'otp-account', email);
    if (account.limited) return account.limited;
    if (!(await checkCode(c.var.db, c.var.deps.resetCodeSecret, email, otp))) {
      return c.json({ message: INVALID_CODE }, 422);
    }
    await account.succeeded();
    return c.json({ message: 'OTP Confirmed' });
  })
  .post(
    '/update-password',
    docs.password,
    rateLimit('otp'),
    validate('json', NewPasswordSchema),
    async (c) => {
      const { email, otp, password } = c.req.valid('json');
      const account = await accountTry(c, 'otp-account', email);
      if (account.limited) return account.limited;
      if (!(await resetPassword(c.var.db, c.var.deps.resetCodeSecret, email, otp, password))) {
        return c.json({ message: INVALID_CODE }, 422);
      }
      await account.succeeded();
      return c.json({ message: 'Password updated successfully!' });
    },
  );
