/** Steps shared by the checkout suites. */
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { readGatewayState } from '../../src/api/payments/test-gateway.ts';
import { closePanel } from './helpers.ts';
import { outboxMails, waitForMail } from './outbox.ts';

export const GUEST = {
  'First name': 'Jane',
  'Last name': 'Citizen',
  Email: 'jane.citizen@example.com',
  'Phone number': '+61412345678',
  'Street address': '1 George Street',
  City: 'Sydney',
  State: 'NSW',
  'Post code': '2000',
};

/** Adds the first `count` products of /shop/ to the cart, one each. */
export async function fillCart(page: Page, count = 2): Promise<void> {
  await page.goto('/shop/');
  for (let i = 0; i < count; i++) {
    await page.locator('.card').nth(i).getByRole('button').click();
    await closePanel(page);
  }
}

export async function fillBilling(page: Page, values: Record<string, string> = GUEST): Promise<void> {
  const billing = page.getByRole('group', { name: 'Billing details' });
  for (const [label, value] of Object.entries(values))
    await billing.getByLabel(label, { exact: true }).fill(value);
}

/** Fills the test gateway's card form (test mode) with a card, a future expiry and a CVC. */
export async function fillTestCard(page: Page, card = '4242 4242 4242 4242'): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** Signs the demo customer in through the API and puts the session where the storefront keeps it. */
export async function signInAsDemo(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/login', {
    data: { email: 'demo@example.com', password: 'Demo!2345' },
  });
  expect(response.status()).toBe(200);
  const { user, token } = (await response.json()) as { user: unknown; token: string };
  await page.addInitScript(
    ([u, t]) => {
      if (!sessionStorage.getItem('storefront:session'))
        sessionStorage.setItem(
          'storefront:session',
          JSON.stringify({ user: u, token: t, timestamp: Date.now() }),
        );
    },
    [user, token] as const,
  );
}

/** The confirmation email the shop wrote to its outbox for an order number: its text part, decoded. */
export async function outboxEmail(invoice: string): Promise<string> {
  // An empty number (read before the thank-you page filled it in) would match every order's email.
  if (!/^SC[A-Z2-9]{10}$/.test(invoice)) throw new Error(`Not an order number: "${invoice}"`);
  const mail = await waitForMail((m) => m.subject === `Your order ${invoice}`, `email for ${invoice}`, {
    tries: 20,
  });
  return mail.text;
}

export const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

/** The GST-inclusive figure of a price (the element, or the first price inside it), in cents. */
export async function incOf(price: Locator): Promise<number> {
  return money(await price.locator('.inc').first().textContent());
}

/** Expects a price (the element, or the first price inside it) to show these two figures, each labelled. */
export async function expectPrice(price: Locator, inc: string, ex: string): Promise<void> {
  await expect(price.locator('.inc').first()).toHaveText(`${inc} inc GST`);
  await expect(price.locator('.ex').first()).toHaveText(`${ex} ex GST`);
}

const MACHINE = { Authorization: 'Bearer e2e-admin-token' };

/** Card payments the test gateway recorded for an order number (it keeps them in the data folder). */
export function chargesFor(invoice: string): number {
  const { payments } = readGatewayState(join('.e2e', 'data', 'test-gateway.json'));
  return [...payments.values()].filter((p) => p.orderRef === invoice).length;
}

/** The order number of a payment the test gateway recorded. */
export function orderOfPayment(paymentId: string): string {
  const { payments } = readGatewayState(join('.e2e', 'data', 'test-gateway.json'));
  return payments.get(paymentId)?.orderRef ?? '';
}

/** Every order (paid or not) the shop holds for an email, by number, as the back office lists them. */
export async function ordersFor(request: APIRequestContext, email: string): Promise<string[]> {
  const res = await request.get(`/api/admin/orders?attempts=1&q=${encodeURIComponent(email)}`, {
    headers: MACHINE,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { invoice_number: string }[] }).data.map((o) => o.invoice_number);
}

/** Confirmation emails in the outbox for an order number. */
export async function emailsFor(invoice: string): Promise<number> {
  return (await outboxMails()).filter((m) => m.subject === `Your order ${invoice}`).length;
}
