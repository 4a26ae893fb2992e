import { expect, type Page, test } from '@playwright/test';
import { fillBilling, fillCart, fillTestCard, GUEST } from './checkout-helpers.ts';
import { isTo, waitForMail } from './outbox.ts';

/** The confirmation link of the sign-up email sent to `email`, from the shop's outbox. */
async function confirmationLink(email: string): Promise<string> {
  const pattern = /https?:\/\/\S+\/api\/verify-email\?token=[\w.-]+/;
  const mail = await waitForMail(
    (m) => isTo(m, email) && m.subject.startsWith('Confirm your email') && pattern.test(m.text),
    `confirmation email for ${email}`,
    { tries: 20 },
  );
  const link = new URL(pattern.exec(mail.text)![0]);
  return link.pathname + link.search;
}

/** A guest card order for one product with this billing email; its order number. */
async function guestOrder(page: Page, email: string): Promise<string> {
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page, { ...GUEST, Email: email });
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.locator('[data-order-number]')).toHaveText(/^SC[A-Z2-9]{10}$/);
  return (await page.locator('[data-order-number]').textContent()) ?? '';
}

test("a guest order with a member's own email shows in their history once they sign in", async ({
  page,
  request,
}) => {
  const email = `Guest.Buyer${Date.now()}@Example.com`;
  const password = 'Secret!234';
  const signup = await request.post('/api/registered', {
    data: { name: 'Gwen Guest', email, password, phone: '0412 345 678', terms: true },
  });
  expect(signup.status()).toBe(201);
  // The member confirms the email is theirs with the link the shop mailed at sign-up.
  await page.goto(await confirmationLink(email));
  await expect(page.getByText('your email is confirmed')).toBeVisible();

  // Signed out, they buy as a guest, typing the email in lower case.
  const invoice = await guestOrder(page, email.toLowerCase());

  await page.goto('/signin/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Gwen Guest' })).toBeVisible({ timeout: 10_000 });
  await page.goto('/order-history/');
  await page.getByRole('link', { name: invoice }).click();
  await expect(page.getByRole('article', { name: `Order ${invoice}` })).toContainText(email.toLowerCase());
});

test("another member never sees a guest's order", async ({ page, request }) => {
  const invoice = await guestOrder(page, `someone.else${Date.now()}@example.com`);
  const email = `nosy${Date.now()}@example.com`;
  const signup = await request.post('/api/registered', {
    data: { name: 'Nosy Parker', email, password: 'Secret!234', phone: '0412345678', terms: true },
  });
  const { token } = (await signup.json()) as { token: string };
  await page.goto(await confirmationLink(email));
  await expect(page.getByText('your email is confirmed')).toBeVisible();
  const history = await request.get('/api/user-order', { headers: { Authorization: `Bearer ${token}` } });
  const orders = ((await history.json()) as { data: { invoice_number: string }[] }).data;
  expect(orders.map((o) => o.invoice_number)).not.toContain(invoice);
});
