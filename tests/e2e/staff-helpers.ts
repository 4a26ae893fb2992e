/** Back-office helpers for the browser suites: staff made with the machine token, orders placed through the API. */
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

export const MACHINE = { Authorization: 'Bearer e2e-admin-token' };
export const STAFF_PASSWORD = 'Back-office-2026!';

/** A member of staff made with the shop's machine token (as `npm run staff:create` would). */
export async function createStaff(request: APIRequestContext, role: string, email: string): Promise<void> {
  const res = await request.post('/api/admin/staff', {
    headers: MACHINE,
    data: { email, name: `${role} ${email}`, role, password: STAFF_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A new browser context signed in to the back office as `email`, on the dashboard. */
export async function signInStaff(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The suite signs in several people at once, on a busy box.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused({ timeout: 20_000 });
  return page;
}

export interface OrderLine {
  id: number;
  quantity: number;
  vehicle?: { id: number; year: number };
}

/** A paid card order (test gateway) of `lines`, with address fields overridden by `address`; its number. */
export async function placePaidOrder(
  request: APIRequestContext,
  email: string,
  lines: OrderLine[],
  address: Record<string, string> = {},
): Promise<string> {
  const res = await request.post('/api/place-order', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      f_name: 'Rita',
      l_name: 'Orders',
      email,
      phone: '0412345678',
      street_address: '1 George St',
      city: 'Sydney',
      state: 'NSW',
      post_code: '2000',
      ...address,
      payment_method: 'Stripe',
      stripePaymentMethodId: 'pm_card_visa',
      products: lines,
    },
  });
  const body = (await res.json()) as { order?: { invoice_number: string }; message: string };
  expect(res.ok(), body.message).toBe(true);
  return body.order!.invoice_number;
}
