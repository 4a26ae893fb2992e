import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import type { ApiProduct } from '../../lib/api/schemas/catalogue.ts';
import { createApp } from '../app.ts';
import { addresses, passwordResetCodes, users } from '../db/schema/index.ts';
import { passwordHashCost } from '../services/passwords.ts';

const t = setupTestApp();

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await t.app.request(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read several response shapes loosely
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const address = {
  f_name: 'Ann',
  l_name: 'Owner',
  email: 'ann@example.com',
  phone: '0400000000',
  street_address: '1 Main St',
  city: 'Perth',
  state: 'WA',
  post_code: '6000',
  address_type: 'home',
};

let n = 0;
async function member(name: string) {
  const email = `${name.toLowerCase()}${n++}@example.com`;
  const reg = await call('POST', '/registered', {
    name,
    email,
    password: 'Secret!234',
    phone: '0411111111',
    terms: true,
  });
  expect(reg.status).toBe(201);
  const token = reg.body.token as string;
  const addr = await call('POST', '/user-addresses/store', { ...address, user_id: 999 }, token);
  const products = (await call('GET', '/catalogue/products?limit=1')).body.data as ApiProduct[];
  const order = await t.app.request('/api/place-order', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': `acct-${n}-${Date.now()}`,
    },
    body: JSON.stringify({
      ...address,
      payment_method: 'Stripe',
      stripePaymentMethodId: 'pm_card_visa',
      products: [{ id: products[0]!.id, quantity: 1 }],
    }),
  });
  const invoice = ((await order.json()) as { order: { invoice_number: string } }).order.invoice_number;
  return { email, token, id: reg.body.user.id as number, addressId: addr.body.data.id as number, invoice };
}

describe('registration and sign-in', () => {
  it('creates a customer (role 5, created by 0) and signs in with a token that sign-out revokes', async () => {
    const a = await member('Reggie');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.id));
    expect(row).toMatchObject({ roleId: 5, createdBy: 0 });
    expect(row?.passwordHash).toMatch(new RegExp(`^scrypt\\$${passwordHashCost()}\\$8\\$1\\$`));
    expect(
      (
        await call('POST', '/registered', {
          name: 'Again',
          email: a.email,
          password: 'Secret!234',
          phone: '04',
          terms: true,
        })
      ).status,
    ).toBe(422);
    expect(await call('POST', '/login', { email: a.email, password: 'wrong' })).toMatchObject({
      status: 401,
      body: { message: 'Invalid email or password.' },
    });
    const login = await call('POST', '/login', { email: a.email.toUpperCase(), password: 'Secret!234' });
    expect(login.status).toBe(200);
    expect((await call('GET', '/profile', undefined, login.body.token)).body.data.email).toBe(a.email);
    await call('POST', '/logout', undefined, login.body.token);
    expect((await call('GET', '/profile', undefined, login.body.token)).status).toBe(401);
  });

  it('refuses sign-up with SPEC messages', async () => {
    const { status, body } = await call('POST', '/registered', {
      name: 'Jo',
      email: 'jo@example.com',
      password: 'password',
      phone: '04',
      terms: true,
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'Password must contain at least one uppercase letter',
      errors: { password: 'Password must contain at least one uppercase letter' },
    });
  });

  it('answers every field at fault by name, in sentences, and a body that is not an object with 400', async () => {
    const { status, body } = await call('POST', '/registered', { email: 42, terms: false });
    expect(status).toBe(422);
    expect(body.errors).toMatchObject({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      phone: 'Phone number is required',
      terms: 'You must agree to the terms and conditions',
    });
    expect(await call('POST', '/registered', [1, 2])).toEqual({
      status: 400,
      body: { message: 'The request body must be a JSON object.' },
    });
  });

  it('updates the profile but never the email', async () => {
    const a = await member('Pat');
    const changed = await call(
      'POST',
      '/profile/update',
      { name: 'Pat Two', phone: '0499999999', email: a.email, _b_name: 'Pat Pty Ltd' },
      a.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Pat Two',
      email: a.email,
      user_meta: [{ option: '_b_name', value: 'Pat Pty Ltd' }],
    });
    const refused = await call(
      'POST',
      '/profile/update',
      { name: 'Pat', phone: '04', email: 'other@example.com' },
      a.token,
    );
    expect(refused).toMatchObject({ status: 422, body: { message: 'The email address cannot be changed.' } });
  });

  it('changes the password only with the current one, and then signs every other session out', async () => {
    const a = await member('Cal');
    const other = (await call('POST', '/login', { email: a.email, password: 'Secret!234' })).body.token;
    const form = { name: 'Cal', phone: '0411111111', email: a.email, password: 'Changed!99' };
    expect(await call('POST', '/profile/update', form, a.token)).toEqual({
      status: 422,
      body: {
        message: 'Enter your current password to set a new one.',
        errors: { current_password: 'Enter your current password to set a new one.' },
      },
    });
    expect(
      await call('POST', '/profile/update', { ...form, current_password: 'Wrong!234' }, a.token),
    ).toMatchObject({ status: 422, body: { message: 'Current password is incorrect.' } });
    expect((await call('POST', '/login', { email: a.email, password: 'Changed!99' })).status).toBe(401);
    // Other details change without it, and leave other sessions signed in.
    expect((await call('POST', '/profile/update', { ...form, password: '' }, a.token)).status).toBe(200);
    expect((await call('GET', '/profile', undefined, other)).status).toBe(200);

    const changed = await call(
      'POST',
      '/profile/update',
      { ...form, current_password: 'Secret!234' },
      a.token,
    );
    expect(changed.status).toBe(200);
    expect((await call('GET', '/profile', undefined, a.token)).status).toBe(200);
    expect((await call('GET', '/profile', undefined, other)).status).toBe(401);
    expect((await call('POST', '/login', { email: a.email, password: 'Secret!234' })).status).toBe(401);
    expect((await call('POST', '/login', { email: a.email, password: 'Changed!99' })).status).toBe(200);
  });
});

describe('no cross-account reads or writes', () => {
  it('keeps every account, address and order endpoint to its owner, for anonymous, member A, member B and guests', async () => {
    const a = await member('Alice');
    const b = await member('Bob');
    const anon = undefined;

    for (const path of ['/profile', '/user-addresses', '/user-order', `/orders-detail?id=${a.invoice}`]) {
      expect((await call('GET', path, undefined, anon)).status, path).toBe(401);
    }
    expect((await call('POST', '/user-addresses/store', address, anon)).status).toBe(401);

    // A sees only A's data, whatever ids A sends.
    const list = await call('GET', '/user-addresses', undefined, a.token);
    expect(list.body.data.shipping_addresses.map((x: { user_id: number }) => x.user_id)).toEqual([a.id]);
    expect((await call('GET', `/user-addresses/${b.addressId}`, undefined, a.token)).status).toBe(404);
    expect(
      (await call('PUT', `/user-addresses/${b.addressId}`, { ...address, city: 'Hacked' }, a.token)).status,
    ).toBe(404);
    expect((await call('DELETE', `/user-addresses/${b.addressId}`, undefined, a.token)).status).toBe(404);
    const [bAddress] = await t.database.db.select().from(addresses).where(eq(addresses.id, b.addressId));
    expect(bAddress).toMatchObject({ city: 'Perth', userId: b.id });

    const orders = await call('GET', `/user-order?column=user_id&value=${b.id}`, undefined, a.token);
    expect(orders.body.data.map((o: { invoice_number: string }) => o.invoice_number)).toEqual([a.invoice]);
    expect((await call('GET', `/orders-detail?id=${b.invoice}`, undefined, a.token)).status).toBe(404);
    expect((await call('GET', `/orders-detail?id=${a.invoice}`, undefined, a.token)).body.data.email).toBe(
      'ann@example.com',
    );

    // Tracking by order number: status and items for anyone, customer details only for the owner.
    for (const token of [anon, a.token]) {
      const tracked = await call('POST', '/guest/track-order', { id: b.invoice }, token);
      expect(tracked.status).toBe(200);
      expect(tracked.body.data.order_meta.length).toBe(1);
      for (const field of ['f_name', 'l_name', 'email', 'phone', 'address', 'street_address'])
        expect(tracked.body.data[field]).toBeUndefined();
    }
    expect((await call('POST', '/guest/track-order', { id: b.invoice }, b.token)).body.data.email).toBe(
      'ann@example.com',
    );
    expect((await call('POST', '/guest/track-order', { id: 'SCNOPE' })).body.message).toBe('No Order Found');

    // A's own address changes work.
    expect(
      (await call('PUT', `/user-addresses/${a.addressId}`, { ...address, city: 'Fremantle' }, a.token)).body
        .message,
    ).toBe('Address updated successfully!');
    expect((await call('DELETE', `/user-addresses/${a.addressId}`, undefined, a.token)).status).toBe(200);
  });
});

describe('password reset', () => {
  const lastCode = () => /code is (\d{6})/.exec(t.mail.at(-1)?.text ?? '')?.[1] ?? '';
  /** Asks for a code and returns it once the email has gone (the work runs after the answer). */
  async function requestCode(email: string) {
    const sent = t.mail.length;
    expect((await call('POST', '/check-email', { email })).status).toBe(200);
    await vi.waitFor(() => expect(t.mail.length).toBeGreaterThan(sent));
    return lastCode();
  }
  const liveCode = async (userId: number) =>
    (
      await t.database.db
        .select()
        .from(passwordResetCodes)
        .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    )[0]!;

  it('answers known and unknown emails identically', async () => {
    const a = await member('Rita');
    const sent = t.mail.length;
    const known = await call('POST', '/check-email', { email: a.email });
    const unknown = await call('POST', '/check-email', { email: 'nobody-here@example.com' });
    expect(known).toEqual(unknown);
    expect(known.body.message).toBe('If an account exists for this email, we have sent a code to it.');
    await vi.waitFor(() => expect(t.mail.slice(sent).map((m) => m.to)).toEqual([a.email]));
  });

  it('answers before any database work or email for the account, so known and unknown emails take the same path', async () => {
    const a = await member('Tim');
    const touched: string[] = [];
    const db = new Proxy(t.deps.db, {
      get(target, property, receiver) {
        touched.push(String(property));
        return Reflect.get(target, property, receiver);
      },
    });
    const app = createApp({ ...t.deps, db });
    const sent = t.mail.length;
    for (const email of ['nobody-at-all@example.com', a.email]) {
      const res = await app.request('/api/check-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
      expect(touched, email).toEqual([]);
      expect(t.mail.length, email).toBe(sent);
    }
    // The work for the known account happens after the answer.
    await vi.waitFor(() => expect(t.mail.at(-1)?.to).toBe(a.email));
    expect(t.mail.length).toBe(sent + 1);
    expect(touched.length).toBeGreaterThan(0);
  });

  it('resets with the emailed code once; wrong, reused and expired codes fail; tries are limited', async () => {
    const a = await member('Rex');
    const code = await requestCode(a.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await call('POST', '/confirm-otp', { email: a.email, otp: wrong })).toMatchObject({
      status: 422,
      body: { message: 'Email or OTP is invalid or expired' },
    });
    expect(await call('POST', '/confirm-otp', { email: a.email, otp: code })).toMatchObject({
      status: 200,
      body: { message: 'OTP Confirmed' },
    });
    const reset = { email: a.email, otp: code, password: 'Newpass!99', password_confirmation: 'Newpass!99' };
    expect((await call('POST', '/update-password', reset)).body.message).toBe(
      'Password updated successfully!',
    );
    expect((await call('GET', '/profile', undefined, a.token)).status).toBe(401);
    expect((await call('POST', '/login', { email: a.email, password: 'Newpass!99' })).status).toBe(200);
    expect((await call('POST', '/update-password', reset)).status).toBe(422);

    const second = await requestCode(a.email);
    for (let i = 0; i < 5; i++)
      await call('POST', '/confirm-otp', { email: a.email, otp: second === '000000' ? '111111' : '000000' });
    expect((await call('POST', '/confirm-otp', { email: a.email, otp: second })).status).toBe(422);

    const third = await requestCode(a.email);
    await t.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, a.id));
    expect((await call('POST', '/confirm-otp', { email: a.email, otp: third })).status).toBe(422);
  });

  it('counts tries atomically: after a burst of concurrent wrong guesses the right code is dead', async () => {
    const a = await member('Ria');
    const code = await requestCode(a.email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) =>
        call('POST', '/confirm-otp', { email: a.email, otp: wrong(i) }),
      ),
      call('POST', '/confirm-otp', { email: a.email, otp: code }),
    ]);
    expect(burst.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect((await liveCode(a.id)).attempts).toBe(5);
    expect((await call('POST', '/confirm-otp', { email: a.email, otp: code })).status).toBe(422);
    const reset = { email: a.email, otp: code, password: 'Newpass!99', password_confirmation: 'Newpass!99' };
    expect((await call('POST', '/update-password', reset)).status).toBe(422);
  });

  it('keys stored codes with the server secret: not SHA-256 of user and code, and useless under another secret', async () => {
    const a = await member('Kit');
    const code = await requestCode(a.email);
    const stored = (await liveCode(a.id)).codeHash;
    expect(stored).not.toBe(createHash('sha256').update(`${a.id}:${code}`).digest('hex'));
    const otherSecret = createApp({ ...t.deps, resetCodeSecret: 'another-secret' });
    const tryCode = await otherSecret.request('/api/confirm-otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: a.email, otp: code }),
    });
    expect(tryCode.status).toBe(422);
    expect((await call('POST', '/confirm-otp', { email: a.email, otp: code })).status).toBe(200);
  });
});
