/** Trade accounts: an ABN at sign-up or on the profile applies, the shop approves, sessions say so. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardOrder, newKey, place, someProducts } from '../../../tests/helpers/orders.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { emailOutbox, membershipPlans, orders, userMeta, users } from '../db/schema/index.ts';
import { inspectEmailHtml } from '../emails/email-html.ts';
import { approveTrade, tradeBuyer, tradeStatus } from '../services/trade.ts';

const t = setupTestApp();
const ABN = '51 824 753 556';
const OTHER_ABN = '53 004 085 616';

async function call(path: string, body: unknown, token?: string) {
  const res = await t.app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read several response shapes loosely
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

let n = 0;
const signup = (extra: Record<string, unknown> = {}) => ({
  name: 'Trade Tester',
  email: `trade${n++}-${Date.now()}@example.com`,
  password: 'Secret!234',
  phone: '0412345678',
  terms: true,
  ...extra,
});

/** Emails written to the outbox for `to` (the test app delivers only what routes deliver at once). */
const mailTo = async (to: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).map((m) => m.subject);

const userByEmail = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0];

/** Whether the member's plans (GET /user) include the trade plan an approved account gets. */
async function tradePlanHeld(token: string) {
  const res = await t.app.request('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { user_membership_plans: { plan_name: string }[] } };
  return data.user_membership_plans.some((p) => p.plan_name === 'Trade Member');
}

describe('trade account applications', () => {
  it('refuses sign-up with an ABN that fails its check digits, and writes nothing', async () => {
    const form = signup({ _b_name: 'Bad Pty Ltd', _b_number: '51 824 753 557' });
    const { status, body } = await call('/registered', form);
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'Please enter a valid ABN.',
      errors: { _b_number: 'Please enter a valid ABN.' },
    });
    expect(await userByEmail(form.email)).toBeUndefined();
    const meta = await t.database.db.select().from(userMeta).where(eq(userMeta.value, 'Bad Pty Ltd'));
    expect(meta).toEqual([]);
  });

  it('makes a sign-up with a business name and a valid ABN a pending application, the ABN kept as 11 digits', async () => {
    const form = signup({ _b_name: 'Good Parts Pty Ltd', _b_number: ABN });
    const { status, body } = await call('/registered', form);
    expect(status).toBe(201);
    expect(body.user.trade_status).toBe('pending');
    const [toShop] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Trade account application: Good Parts Pty Ltd'));
    expect(toShop).toMatchObject({ to: t.deps.shopEmail, replyTo: form.email });
    expect(toShop?.text).toContain('ABN: 51 824 753 556');
    expect(toShop?.text).toContain('ABN Lookup: https://abr.business.gov.au/ABN/View?abn=51824753556');
    const id = (await userByEmail(form.email))!.id;
    // Staff approve on the customer's page in the back office, not with a command.
    expect(toShop?.text).toContain(`${t.deps.siteUrl}/admin/#/customers/${id}`);
    expect(toShop?.text).not.toContain('npm run');
    const links = inspectEmailHtml(toShop!.html!).links;
    expect(links).toContain(`${t.deps.siteUrl}/admin/#/customers/${id}`);
    expect(links).toContain('https://abr.business.gov.au/ABN/View?abn=51824753556');
    expect(toShop?.html).toMatch(
      /href="https:\/\/abr\.business\.gov\.au\/ABN\/View\?abn=51824753556"[^>]*>51 824 753 556<\/a>/,
    );
    const profile = await t.app.request('/api/profile', {
      headers: { Authorization: `Bearer ${body.token}` },
    });
    const data = ((await profile.json()) as { data: Record<string, unknown> }).data;
    expect(data.trade_status).toBe('pending');
    expect(data.user_meta).toEqual(
      expect.arrayContaining([
        { option: '_b_name', value: 'Good Parts Pty Ltd' },
        { option: '_b_number', value: '51824753556' },
      ]),
    );
    // The status is its own field, not one of the business details.
    expect(JSON.stringify(data.user_meta)).not.toContain('_trade_status');
  });

  it('leaves a sign-up without an ABN out of trade', async () => {
    const { body } = await call('/registered', signup({ _b_name: 'Hobby Garage' }));
    expect(body.user.trade_status).toBe('none');
  });

  it('refuses a profile update with an invalid ABN and changes nothing', async () => {
    const { body } = await call('/registered', signup());
    const update = { name: 'Renamed', phone: '0499999999', _b_name: 'Mine', _b_number: '1234567890' };
    const refused = await call('/profile/update', update, body.token);
    expect(refused).toEqual({
      status: 422,
      body: { message: 'Please enter a valid ABN.', errors: { _b_number: 'Please enter a valid ABN.' } },
    });
    const row = await userByEmail(body.user.email);
    expect(row?.name).toBe('Trade Tester');
    expect(await t.database.db.select().from(userMeta).where(eq(userMeta.userId, row!.id))).toEqual([]);
  });

  it('is approved by the shop, shows on sign-in, and goes back to pending when the ABN changes', async () => {
    const form = signup();
    const { body } = await call('/registered', form);
    const token = body.token as string;
    const applied = await call(
      '/profile/update',
      { name: 'Trade Tester', phone: '0412345678', _b_name: 'Approved Auto', _b_number: ABN },
      token,
    );
    expect(applied.status).toBe(200);
    expect(applied.body.data.trade_status).toBe('pending');
    expect(await tradeBuyer(t.database.db, body.user.id)).toBeNull();

    const approved = await approveTrade(t.database.db, form.email.toUpperCase());
    expect(approved).toMatchObject({ ok: true, businessName: 'Approved Auto', abn: '51824753556' });
    expect(await mailTo(form.email)).toContain('Your trade account is approved');
    const login = await call('/login', { email: form.email, password: form.password });
    expect(login.body.user.trade_status).toBe('approved');
    expect(await tradeBuyer(t.database.db, body.user.id)).toEqual({
      businessName: 'Approved Auto',
      abn: '51824753556',
    });
    expect(await tradePlanHeld(token)).toBe(true);

    // The same details again (the form sends them back unchanged) keep the approval.
    const same = { name: 'New Name', phone: '0412345678', _b_name: 'Approved Auto', _b_number: ABN };
    expect((await call('/profile/update', same, token)).body.data.trade_status).toBe('approved');
    const changed = { ...same, _b_number: OTHER_ABN };
    expect((await call('/profile/update', changed, token)).body.data.trade_status).toBe('pending');
    expect(await tradeBuyer(t.database.db, body.user.id)).toBeNull();
    expect(await tradePlanHeld(token)).toBe(false);
    const removed = { name: 'New Name', phone: '0412345678' };
    expect((await call('/profile/update', removed, token)).body.data.trade_status).toBe('none');
    expect(await tradeStatus(t.database.db, body.user.id)).toBe('none');
  });

  it("writes an approved trade account's business and ABN on its orders, and lets it apply the Trade plan it now holds", async () => {
    const form = signup({ _b_name: 'Order Auto', _b_number: ABN });
    const { body } = await call('/registered', form);
    const token = body.token as string;
    const trade = (await t.database.db.select().from(membershipPlans)).find((p) => p.forTrade)!;
    const products = await someProducts(t, 1);
    // Pending: the Trade plan is not theirs yet.
    expect((await place(t, cardOrder(products, { discountPlan: trade.id }), newKey(), token)).status).toBe(
      422,
    );

    await approveTrade(t.database.db, form.email);
    const placed = await place(t, cardOrder(products, { discountPlan: trade.id }), newKey(), token);
    expect(placed.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, placed.body.order!.invoice_number));
    expect(row).toMatchObject({
      buyerBusinessName: 'Order Auto',
      buyerAbn: '51824753556',
      membershipPlanId: trade.id,
    });
  });

  it('refuses to approve an unknown email or an account without a valid ABN', async () => {
    expect(await approveTrade(t.database.db, 'nobody-here@example.com')).toEqual({
      ok: false,
      reason: 'No account has the email nobody-here@example.com.',
    });
    const form = signup();
    await call('/registered', form);
    const refused = await approveTrade(t.database.db, form.email);
    expect(refused).toEqual({ ok: false, reason: `The account ${form.email} has no valid ABN to approve.` });
    const row = await userByEmail(form.email);
    expect(await tradeStatus(t.database.db, row!.id)).toBe('none');
  });
});
