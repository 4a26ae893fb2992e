/**
 * Staff tools in the back office, in the browser against the running shop: the header search box,
 * the audit log's filters, a failed build's reason, record and log link on the dashboard and the
 * publishing view, a trade applicant's ABN with its ABN Lookup link; and the policies saying what the
 * back office does (no restocking fee by default, refunds in 5-7 business days). Screenshots at 390
 * and 1366 px.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { RENDER_FAULT } from '../../src/lib/build/render-fault.ts';
import { shot } from './shots.ts';

const MACHINE = { Authorization: 'Bearer e2e-admin-token' };
const PASSWORD = 'Back-office-2026!';
const run = Date.now();
const WIDTHS = [390, 1366];

async function createStaff(request: APIRequestContext, role: string, email: string): Promise<void> {
  const res = await request.post('/api/admin/staff', {
    headers: MACHINE,
    data: { email, name: `${role} ${run}`, role, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function signIn(browser: Browser, email: string, width = 1366): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 20_000 });
  return page;
}

/** A trade applicant signed up through the shop's API; their email. */
async function tradeApplicant(request: APIRequestContext, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${run}@example.com`;
  const res = await request.post('/api/registered', {
    data: {
      name,
      email,
      password: 'Secret!234',
      phone: '0412345678',
      terms: true,
      _b_name: `${name} Pty Ltd`,
      _b_number: '51 824 753 556',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test('the header search box finds a customer; their page shows the ABN with its ABN Lookup link', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = `search.owner.${run}@example.com`;
  await createStaff(request, 'owner', owner);
  const customer = await tradeApplicant(request, `Wombat Searchable ${run}`);
  for (const width of WIDTHS) {
    const page = await signIn(browser, owner, width);
    const box = page.getByRole('searchbox', { name: 'Find orders, customers and products' });
    await box.fill(`Wombat Searchable ${run}`);
    const results = page.locator('#header-search-results');
    const customers = results.getByRole('region', { name: 'Customers' });
    await expect(
      customers.getByRole('link', { name: new RegExp(customer.replace(/\./g, '\\.')) }),
    ).toBeVisible();
    await expect(results.getByRole('region', { name: 'Orders' })).toHaveCount(0);
    await noSideways(page);
    await shot(page, `staff-tools/search-${width}.png`);

    await customers.getByRole('link', { name: new RegExp(`^Wombat Searchable ${run}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Wombat Searchable ${run}`);
    const trade = page.getByRole('region', { name: 'Trade account' });
    const abn = trade.getByRole('link', { name: '51 824 753 556' });
    await expect(abn).toHaveAttribute('href', 'https://abr.business.gov.au/ABN/View?abn=51824753556');
    await noSideways(page);
    await shot(page, `staff-tools/customer-abn-${width}.png`, { fullPage: true });
    await page.context().close();
  }
});

test('the header search box lists only products for an editor', async ({ browser, request }) => {
  const editor = `search.editor.${run}@example.com`;
  await createStaff(request, 'editor', editor);
  const page = await signIn(browser, editor);
  await page.getByRole('searchbox', { name: 'Find orders, customers and products' }).fill('brake');
  const results = page.locator('#header-search-results');
  await expect(results.getByRole('region', { name: 'Products' })).toBeVisible();
  await expect(results.getByRole('region', { name: 'Orders' })).toHaveCount(0);
  await expect(results.getByRole('region', { name: 'Customers' })).toHaveCount(0);
});

test('the audit log filters by person, record and day', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const owner = `audit.owner.${run}@example.com`;
  const other = `audit.other.${run}@example.com`;
  await createStaff(request, 'owner', owner);
  // Made by the machine token: an audit row by SHOP_ADMIN_TOKEN for the staff record.
  await createStaff(request, 'support', other);
  for (const width of WIDTHS) {
    const page = await signIn(browser, owner, width);
    await page.goto('/admin/#/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    // Typed at once, while the list may still be loading: what is typed stays.
    const rows = page.locator('ol.audit > li');
    await filters.getByLabel('Person').fill('SHOP_ADMIN_TOKEN');
    await filters.getByLabel('Record type').fill('staff');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/#\/audit\?actor=SHOP_ADMIN_TOKEN&entity=staff/);
    // The earlier list stays on screen, marked busy, until the filtered one arrives.
    await expect(page.locator('ol.audit')).toHaveAttribute('aria-busy', 'false');
    // Every row the machine token's change of a staff record, once the filtered list has replaced the
    // first one (read again until then: busy can read false between the two loads).
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((t) => t.includes('SHOP_ADMIN_TOKEN') && /staff \d+/.test(t));
      })
      .toBe(true);
    await expect(rows.first()).toContainText('staff.create');
    await noSideways(page);
    await shot(page, `staff-tools/audit-filtered-${width}.png`);
    // A day with no changes yet.
    await filters.getByLabel('From').fill('2020-01-01');
    await filters.getByLabel('To').fill('2020-01-02');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText('No changes match these filters.')).toBeVisible();
    await noSideways(page);
    await shot(page, `staff-tools/audit-none-${width}.png`, { fullPage: true });
    // A row's record filters by it.
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/#\/audit$/);
    // The screen has taken the cleared address (the filtered list's words are gone) before typing:
    // typed while the address change is on its way, the filters would take the address's values.
    await expect(page.getByText('No changes match these filters.')).toHaveCount(0);
    await expect(filters.getByLabel('From')).toHaveValue('');
    await filters.getByLabel('Person').fill('SHOP_ADMIN_TOKEN');
    // Other tests' machine-token changes (orders, returns) may be newer: the staff records only.
    await filters.getByLabel('Record type').fill('staff');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/#\/audit\?actor=SHOP_ADMIN_TOKEN&entity=staff$/);
    await expect(page.locator('ol.audit')).toHaveAttribute('aria-busy', 'false');
    const name = (await rows
      .first()
      .getByRole('link', { name: /^staff \d+$/ })
      .textContent())!;
    // The link found by its name: other tests' staff may reach the list's top meanwhile.
    await rows.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`entity=staff&entity_id=${name.split(' ')[1]}`));
    await page.context().close();
  }
});

test('a failed build shows its reason, the record at fault and a link to its log', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const manager = `build.manager.${run}@example.com`;
  await createStaff(request, 'manager', manager);
  // The site server's answer as GET /api/admin/publishing relays it after a render failed on a product.
  const failed = {
    status: {
      state: 'idle',
      queued: false,
      current: null,
      last: {
        started_at: new Date(Date.now() - 60_000).toISOString(),
        finished_at: new Date().toISOString(),
        duration_ms: 42_000,
        result: 'failure',
        kind: 'full',
        reasons: ['product edited'],
        message: `${RENDER_FAULT} product BRK-7 (/product/pads-7/), field images: images[0] is undefined`,
      },
    },
    log: `[build] rendering\n[ERROR] ${RENDER_FAULT} product BRK-7 (/product/pads-7/), field images: images[0] is undefined\n  at galleryHtml (gallery.ts:16:40)`,
    reachable: true,
  };
  for (const width of WIDTHS) {
    const page = await signIn(browser, manager, width);
    await page.route('**/api/admin/publishing', (route) => route.fulfill({ json: failed }));
    await page.goto('/admin/#/');
    await page.reload();
    const card = page.getByRole('region', { name: 'Last site build' });
    await expect(card).toContainText('Failed');
    await expect(card).toContainText('Reason: images[0] is undefined');
    await expect(card.getByRole('link', { name: 'product BRK-7' })).toHaveAttribute(
      'href',
      '#/products?q=BRK-7',
    );
    await noSideways(page);
    await shot(page, `staff-tools/dashboard-build-failed-${width}.png`, { fullPage: true });

    await card.getByRole('link', { name: 'See the build log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Publishing' })).toBeVisible();
    await expect(page.getByText('Reason: images[0] is undefined')).toBeVisible();
    await expect(page.locator('pre.build-log')).toContainText('at galleryHtml (gallery.ts:16:40)');
    await noSideways(page);
    await shot(page, `staff-tools/publishing-failed-${width}.png`, { fullPage: true });
    await page.context().close();
  }
});

test('the return policy and FAQ say what the back office does: no restocking fee, refunds in 5-7 business days', async ({
  page,
}) => {
  await page.goto('/return-policy/');
  const policy = page.locator('main');
  await expect(policy).toContainText('We do not charge a restocking fee.');
  await expect(policy).toContainText('within 5-7 business days');
  await expect(policy).not.toContainText('{{');
  await page.goto('/faqs/');
  await expect(page.locator('main')).toContainText('We do not charge a restocking fee.');
  await expect(page.locator('main')).not.toContainText('{{restocking_fee}}');
});

test('the settings hold the restocking fee the policy and the returns screen follow', async ({
  browser,
  request,
}) => {
  const owner = `fee.owner.${run}@example.com`;
  await createStaff(request, 'owner', owner);
  for (const width of WIDTHS) {
    const page = await signIn(browser, owner, width);
    await page.goto('/admin/#/settings');
    const fee = page.getByLabel('Restocking fee (%)');
    await expect(fee).toHaveValue('0');
    await fee.scrollIntoViewIfNeeded();
    await noSideways(page);
    await shot(page, `staff-tools/settings-fee-${width}.png`);
    await page.context().close();
  }
});
