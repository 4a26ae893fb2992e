/**
 * The back office at /admin/, in the browser against the running shop: staff accounts,
 * shipping, the customer's tracking page and email, a refund, a return; screenshots at phone and
 * desktop width; the JavaScript the app loads, and none of it on shopper pages.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { isTo, waitForMail } from './outbox.ts';
import { shot } from './shots.ts';

const MACHINE = { Authorization: 'Bearer e2e-admin-token' };
const PASSWORD = 'Back-office-2026!';
/** The back office's JavaScript figures, for a person to look at (SHOTS_DIR to keep them elsewhere). */
const SHOTS = process.env.SHOTS_DIR ?? join('test-results', 'back-office-shots');
const run = Date.now();

/** A member of staff made with the shop's machine token (as `npm run staff:create` would). */
async function createStaff(request: APIRequestContext, role: string, email: string): Promise<void> {
  const res = await request.post('/api/admin/staff', {
    headers: MACHINE,
    data: { email, name: `${role} ${run}`, role, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A paid card order (test gateway) for one each of the first two products; its order number. */
async function paidOrder(request: APIRequestContext, email: string): Promise<string> {
  const products = (await (await request.get('/api/catalogue/products?limit=2')).json()) as {
    data: { id: number }[];
  };
  const res = await request.post('/api/place-order', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      f_name: 'Rita',
      l_name: 'Returns',
      email,
      phone: '0412345678',
      street_address: '1 George St',
      city: 'Sydney',
      state: 'NSW',
      post_code: '2000',
      payment_method: 'Stripe',
      stripePaymentMethodId: 'pm_card_visa',
      products: products.data.map((p) => ({ id: p.id, quantity: 1 })),
    },
  });
  const body = (await res.json()) as { order?: { invoice_number: string }; message: string };
  expect(res.ok(), body.message).toBe(true);
  return body.order!.invoice_number;
}

/** A return request for the order, as the customer sends it from /return-order/; its id. */
async function returnRequest(request: APIRequestContext, invoice: string, email: string): Promise<number> {
  const res = await request.post('/api/order-return', {
    multipart: {
      f_name: 'Rita',
      l_name: 'Returns',
      email,
      phone: '0412345678',
      order_id: invoice,
      subject: 'Wrong size',
      message: 'The second item does not fit my car.',
      reason: 'change_of_mind',
    },
  });
  const body = (await res.json()) as { id: number; message: string };
  expect(res.status(), body.message).toBe(201);
  return body.id;
}

/** An email in the shop's outbox to `to` whose text contains every one of `needles`. */
async function outboxMail(to: string, needles: string[]): Promise<string> {
  const mail = await waitForMail(
    (m) => isTo(m, to) && needles.every((n) => m.text.includes(n)),
    `email to ${to} with ${needles.join(', ')}`,
  );
  return mail.text;
}

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The suite signs in several people at once, on a busy box.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused({ timeout: 20_000 });
  return page;
}

async function openOrder(page: Page, invoice: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  await page.getByLabel('Search', { exact: true }).fill(invoice);
  await page.getByRole('button', { name: 'Apply' }).click();
  // The filtered list first: a click on the unfiltered one can land just before it is replaced.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('(1 in all)');
  await page.getByRole('link', { name: invoice }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${invoice}` })).toBeFocused();
}

test('staff ship, refund and settle a return; the customer sees the tracking link', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = `owner.${run}@example.com`;
  const support = `support.${run}@example.com`;
  const manager = `manager.${run}@example.com`;
  const customer = `rita.${run}@example.com`;
  await createStaff(request, 'owner', owner);
  await createStaff(request, 'manager', manager);
  const invoice = await paidOrder(request, customer);
  const tracking = `ST${run}`;

  // The owner adds a support user in the Staff screen.
  const ownerPage = await signIn(browser, owner);
  await ownerPage.getByRole('link', { name: 'Staff' }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Staff' })).toBeFocused();
  await ownerPage.getByLabel('Name').fill('Sam Support');
  await ownerPage.getByLabel('Email').fill(support);
  await ownerPage.getByLabel('Role', { exact: true }).selectOption('support');
  await ownerPage.getByLabel(/^Password/).fill(PASSWORD);
  await ownerPage.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(ownerPage.getByRole('status')).toContainText(`${support} can now sign in as Support`);
  await expect(ownerPage.getByRole('cell', { name: support }))
    .toBeVisible()
    .catch(() => undefined);

  // Support signs in: no Staff or Audit log, finds the order by number and ships it with StarTrack.
  const supportPage = await signIn(browser, support);
  const nav = supportPage.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await openOrder(supportPage, invoice);
  await expect(supportPage.getByRole('heading', { name: 'Refund', exact: true })).toHaveCount(0);
  await supportPage.getByRole('button', { name: 'Mark processing' }).click();
  await expect(supportPage.getByRole('status')).toContainText('processing');
  await supportPage.getByLabel('Carrier').selectOption({ label: 'StarTrack' });
  await supportPage.getByLabel('Tracking number').fill(tracking);
  await supportPage.getByRole('button', { name: 'Ship' }).click();
  await expect(supportPage.getByRole('status')).toContainText('shipped');
  await expect(supportPage.getByRole('link', { name: tracking })).toHaveAttribute(
    'href',
    new RegExp(tracking),
  );

  // The customer's tracking page says Shipped with the link, and the shop emailed it.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`/guest-track-order/?id=${invoice}`);
  await expect(shopper.getByText('Shipped').first()).toBeVisible();
  await expect(shopper.getByText(tracking, { exact: true })).toBeVisible();
  const parcel = shopper.getByRole('link', { name: /Track your parcel/ });
  await expect(parcel).toHaveAttribute('href', new RegExp(`^https://startrack\\.com\\.au/.*${tracking}`));
  const mail = await outboxMail(customer, [invoice, tracking]);
  expect(mail).toContain('startrack.com.au');

  // A manager refunds one line through the test gateway.
  const managerPage = await signIn(browser, manager);
  await openOrder(managerPage, invoice);
  const refund = managerPage.getByRole('form', { name: 'Refund', exact: true });
  await refund.getByRole('spinbutton').first().fill('1');
  await refund.getByLabel('Reason').fill('Arrived scratched');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await managerPage
    .getByRole('dialog')
    .getByRole('button', { name: /^Refund \$/ })
    .click();
  await expect(managerPage.getByRole('status')).toContainText('Refunded $');
  await expect(managerPage.getByTestId('refunded')).toBeVisible();
  await expect(managerPage.getByRole('region', { name: 'Refunds' })).toContainText('Arrived scratched');

  // A return moves from requested to refunded.
  const id = await returnRequest(request, invoice, customer);
  await managerPage.getByRole('link', { name: 'Returns' }).click();
  await managerPage.getByRole('link', { name: `R${id}` }).click();
  await expect(managerPage.getByRole('heading', { level: 1, name: `Return R${id}` })).toBeFocused();
  const request_ = managerPage.getByRole('region', { name: 'Request' });
  await expect(request_).toContainText('Change of mind');
  // The seeded shop charges no restocking fee, as its return policy says.
  await expect(request_).toContainText('No restocking fee charged');
  await managerPage.getByRole('button', { name: 'Approve' }).click();
  await expect(managerPage.getByRole('status')).toContainText('approved');
  await managerPage.getByRole('button', { name: 'Mark received' }).click();
  await expect(managerPage.getByRole('status')).toContainText('received');
  const returnRefund = managerPage.getByRole('form', { name: 'Refund this return' });
  await returnRefund.getByRole('spinbutton').nth(1).fill('1');
  await returnRefund.getByRole('button', { name: 'Refund and close' }).click();
  await managerPage
    .getByRole('dialog')
    .getByRole('button', { name: /^Refund \$/ })
    .click();
  await expect(managerPage.getByRole('status')).toContainText('refunded');
  await expect(managerPage.locator('.summary-line .badge').first()).toHaveText('Refunded');
  await managerPage.setViewportSize({ width: 1366, height: 900 });
  await shot(managerPage, 'back-office/return-1366.png', { fullPage: true });
  await managerPage.goto(`/admin/#/orders/${invoice}`);
  await expect(managerPage.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await shot(managerPage, 'back-office/order-refunded-1366.png', { fullPage: true });
});

test('the dashboard, order list, order detail and every other screen fit 390 and 1366 px with no axe violations', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = `shots.${run}@example.com`;
  await createStaff(request, 'owner', email);
  const invoice = await paidOrder(request, `shots.customer.${run}@example.com`);
  const page = await signIn(browser, email);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/admin/#/');
    await expect(page.getByRole('heading', { name: 'Orders today' })).toBeVisible();
    await shot(page, `back-office/dashboard-${width}.png`, { fullPage: true });
    await page.goto('/admin/#/orders');
    await expect(page.getByRole('link', { name: invoice })).toBeVisible();
    await shot(page, `back-office/orders-${width}.png`, { fullPage: true });
    await page.goto(`/admin/#/orders/${invoice}`);
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await shot(page, `back-office/order-${width}.png`, { fullPage: true });
    // Nothing sticks out sideways at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    for (const screen of ['returns', 'customers', 'inbox', 'staff', 'audit', 'settings']) {
      await page.goto(`/admin/#/${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await shot(page, `back-office/${screen}-${width}.png`, { fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(
        width,
      );
      const found = await new AxeBuilder({ page }).analyze();
      expect(found.violations.map((v) => `${screen}: ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    }
  }
});

/** The JavaScript a page loads: each file's URL and its size raw and gzipped. */
async function scriptsOf(page: Page, path: string) {
  const scripts: { url: string; raw: number; gzip: number; admin: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: response.url(),
      raw: body.length,
      gzip: gzipSync(body).length,
      admin: body.includes('backoffice:session'),
    });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return scripts;
}

test('the back office is noindex and its JavaScript stays off shopper pages', async ({ page, request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin/');
  const sitemap = await (await request.get('/other-sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
  const products = (await (await request.get('/api/catalogue/products?limit=1')).json()) as {
    data: { permalink?: string; slug?: string }[];
  };
  const admin = await scriptsOf(page, '/admin/');
  await expect(page.getByRole('heading', { name: 'Back office sign in' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(admin.some((s) => s.admin)).toBe(true);
  const total = { files: admin.length, raw: 0, gzip: 0 };
  for (const s of admin) {
    total.raw += s.raw;
    total.gzip += s.gzip;
  }
  await mkdir(SHOTS, { recursive: true });
  await writeFile(`${SHOTS}/admin-js.json`, JSON.stringify({ total, scripts: admin }, null, 2));

  const product = products.data[0]!;
  for (const path of ['/', `/product/${product.permalink ?? product.slug}/`]) {
    const shopper = await page.context().newPage();
    const scripts = await scriptsOf(shopper, path);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.filter((s) => s.admin).map((s) => s.url),
      path,
    ).toEqual([]);
    await shopper.close();
  }
});
