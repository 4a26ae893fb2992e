/**
 * The back office keeps what it loaded: moving between two screens and back asks the API for nothing
 * it already has (src/admin/api/query.ts), and a save makes the lists it changed ask again. The
 * menu's new-order notice is a check for what is new, made on each screen change by design
 * (src/admin/notices.ts); it is counted apart.
 */
import { expect, type Page, test } from '@playwright/test';
import { createStaff, signInStaff } from './staff-helpers.ts';

const run = Date.now();

/** The back-office API calls the page makes from now on, as "GET /api/admin/orders?page=1". */
function recordCalls(page: Page) {
  const data: string[] = [];
  const notices: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api/admin/')) return;
    (url.pathname === '/api/admin/notices' ? notices : data).push(
      `${r.method()} ${url.pathname}${url.search}`,
    );
  });
  return { data, notices };
}

async function open(page: Page, link: string | RegExp, heading: string) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
}

test('moving between two screens and back asks the API nothing it already has', async ({
  browser,
  request,
}) => {
  const email = `cache.${run}@example.com`;
  await createStaff(request, 'owner', email);
  const page = await signInStaff(browser, email);
  const calls = recordCalls(page);

  await open(page, /^Orders/, 'Orders');
  await open(page, 'Customers', 'Customers');
  await open(page, 'Returns', 'Returns');
  const first = [...calls.data];
  expect(first.filter((c) => c.startsWith('GET /api/admin/orders?'))).toHaveLength(1);
  expect(first.filter((c) => c.startsWith('GET /api/admin/customers?'))).toHaveLength(1);
  expect(first.filter((c) => c.startsWith('GET /api/admin/returns?'))).toHaveLength(1);

  for (let round = 0; round < 2; round++) {
    await open(page, /^Orders/, 'Orders');
    await open(page, 'Customers', 'Customers');
    await open(page, 'Returns', 'Returns');
  }
  await open(page, 'Dashboard', 'Dashboard');
  await open(page, /^Orders/, 'Orders');
  // Only the dashboard's figures and its build status were new; the lists came from the cache.
  expect(calls.data.slice(first.length).filter((c) => !c.startsWith('GET /api/admin/publishing'))).toEqual(
    [],
  );
  // The notice check ran once per screen change, no more.
  expect(calls.notices.length).toBeLessThanOrEqual(11);

  // A page of the list not seen yet is asked for; the first page again is not.
  await page.goto(`${page.url().split('#')[0]}#/customers?page=2`);
  await expect.poll(() => calls.data.at(-1)).toBe('GET /api/admin/customers?page=2');
  const before = calls.data.length;
  // The same screen: its heading keeps focus where it was, so wait for the first page's address.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/customers');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  expect(calls.data.length).toBe(before);
  await page.context().close();
});
