/** The newsletter's 10% welcome code: mailed once the subscription is confirmed, checked at checkout, used once. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirm, mailedCode, subscribeTo } from '../../../tests/helpers/newsletter.ts';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { createApp } from '../app.ts';
import { orders, promoCodes } from '../db/schema/index.ts';
import { DEFAULT_LIMITS, memoryStore } from '../http/rate-limit.ts';
import { findUsableCode, redeemCode } from '../services/promo-codes.ts';

const t = setupTestApp();
const INVALID = 'This code is not valid or has already been used.';

async function post(path: string, body: unknown, type = 'application/json') {
  const res = await t.app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read several response shapes loosely
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

let n = 0;
/** Subscribes a new email and confirms it; returns it and the code its welcome email carries. */
async function subscribe(email = `promo${n++}-${Date.now()}@example.com`) {
  expect(await subscribeTo(t, email)).toEqual({
    status: 200,
    body: { success: true, message: 'Subscribed successfully!' },
  });
  expect((await confirm(t, email)).status).toBe(200);
  const mail = t.mail.findLast((m) => m.to.toLowerCase() === email.toLowerCase());
  return { email, code: mailedCode(t, email), mail };
}

/** An order row for codes to be redeemed by. */
async function anOrder(): Promise<number> {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      invoiceNumber: `SCPROMO${n++}${Date.now()}`,
      fName: 'Kim',
      lName: 'Lee',
      email: 'kim@example.com',
      phone: '0400000000',
      streetAddress: '1 George St',
      city: 'Sydney',
      state: 'NSW',
      postCode: '2000',
      paymentMethod: 'Stripe',
      subtotalCents: 1000,
      deliveryCents: 0,
      gstCents: 100,
      totalCents: 1100,
    })
    .returning({ id: orders.id });
  return row!.id;
}

describe('newsletter welcome code', () => {
  it('is mailed to a new subscriber with how to use it, and checkout accepts it however it is typed', async () => {
    const { code, mail } = await subscribe();
    expect(code).toMatch(/^WELCOME-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    expect(mail?.text).toContain('/api/unsubscribe?token=');
    const expected = { status: 200, body: { code, discount_percentage: '10' } };
    expect(await post('/promo-codes/check', { code })).toEqual(expected);
    expect(await post('/promo-codes/check', { code: `  ${code!.toLowerCase()} ` })).toEqual(expected);
  });

  it('is one code per email: subscribing again mails the same unused code, and never a second one', async () => {
    const first = await subscribe();
    const [subscriber] = await t.database.db
      .select()
      .from(promoCodes)
      .where(eq(sql`lower(${promoCodes.email})`, first.email));
    expect(subscriber?.code).toBe(first.code);
    // Unsubscribe, then subscribe again with the address in other case.
    const link = /\/api(\/unsubscribe\?token=[\w-]+)/.exec(first.mail!.text)![1]!;
    await t.app.request(`/api${link}`);
    const again = await subscribe(first.email.toUpperCase());
    expect(again.code).toBe(first.code);
    const codes = await t.database.db
      .select()
      .from(promoCodes)
      .where(eq(sql`lower(${promoCodes.email})`, first.email));
    expect(codes).toHaveLength(1);

    // Once used, unsubscribing and subscribing again brings no new code.
    expect(await redeemCode(t.database.db, codes[0]!.id, await anOrder())).toBe(true);
    await t.app.request(`/api${link}`);
    const third = await subscribe(first.email);
    expect(third.code).toBeUndefined();
    expect(third.mail?.text).toContain('Thanks for subscribing');
  });

  it('is used once: a second redemption gets false, and the check refuses the used code', async () => {
    const { code } = await subscribe();
    const found = await findUsableCode(t.database.db, code!.toLowerCase());
    expect(found).toEqual({ id: expect.any(Number), code, discountBp: 1000 });
    const order = await anOrder();
    expect(await redeemCode(t.database.db, found!.id, order)).toBe(true);
    expect(await redeemCode(t.database.db, found!.id, await anOrder())).toBe(false);
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, found!.id));
    expect(row).toMatchObject({ orderId: order, redeemedAt: expect.any(Date) });
    expect(await findUsableCode(t.database.db, code!)).toBeNull();
    expect(await post('/promo-codes/check', { code })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { code: INVALID } },
    });
  });

  it('is refused once expired', async () => {
    const { code } = await subscribe();
    await t.database.db
      .update(promoCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(promoCodes.code, code!));
    expect(await findUsableCode(t.database.db, code!)).toBeNull();
    expect((await post('/promo-codes/check', { code })).status).toBe(422);
  });
});

describe('POST /promo-codes/check with bad input', () => {
  it('refuses unknown codes and garbage with a 4xx and a clear message, never a 5xx', async () => {
    expect(await post('/promo-codes/check', { code: 'WELCOME-ABCDEFGHJK' })).toEqual({
      status: 422,
      body: { message: INVALID, errors: { code: INVALID } },
    });
    expect(await post('/promo-codes/check', {})).toEqual({
      status: 422,
      body: { message: 'Enter a discount code.', errors: { code: 'Enter a discount code.' } },
    });
    expect(await post('/promo-codes/check', { code: '   ' })).toMatchObject({
      status: 422,
      body: { message: 'Enter a discount code.' },
    });
    expect(await post('/promo-codes/check', { code: 42 })).toMatchObject({
      status: 422,
      body: { errors: { code: 'The discount code must be text.' } },
    });
    expect(await post('/promo-codes/check', { code: 'X'.repeat(65) })).toMatchObject({
      status: 422,
      body: { message: INVALID },
    });
    expect(await post('/promo-codes/check', { code: 'WELCOME-\u0000' })).toEqual({
      status: 400,
      body: { message: 'Text must not contain NUL characters.' },
    });
    expect((await post('/promo-codes/check', '[1]')).status).toBe(400);
    expect((await post('/promo-codes/check', 'code=x', 'text/plain')).status).toBe(400);
  });
});

describe('POST /promo-codes/check rate limit', () => {
  it('answers 429 with Retry-After past the limit per client, so codes cannot be guessed', async () => {
    const limits = { ...DEFAULT_LIMITS, 'promo-code': { limit: 3, windowMs: 60_000 } };
    const app = createApp({ ...t.deps, rateLimits: { store: memoryStore(), limits } });
    const check = () =>
      app.request('/api/promo-codes/check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: 'WELCOME-GUESSGUESS' }),
      });
    for (let i = 0; i < 3; i++) expect((await check()).status).toBe(422);
    const limited = await check();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
