/**
 * Vehicle fitment in the browser: a shopper picks a 2019 Ford Ranger PX3 in the header,
 * sees fit badges on a brake listing, filters it to the parts that fit, finds the vehicle in a
 * product's Fitment tab, is asked before adding a part that does not fit, and buys a part whose order
 * line names the vehicle in the confirmation email; the vehicle survives a reload and signing in.
 * Also: every vehicle file the build wrote equals what the API says fits.
 */
import { expect, type Page, test } from '@playwright/test';
import { fitPart, type Position, type VehicleTree, vehicleFilePath } from '../../src/lib/fitment/fitment.ts';
import { fillBilling, fillTestCard, outboxEmail } from './checkout-helpers.ts';
import { chooseRanger } from './garage-helpers.ts';
import { apiJson, closePanel } from './helpers.ts';

const LABEL = '2019 Ford Ranger PX3 3.2 TDCi';
const RANGER_PADS = 'Bosch 4WD Heavy Duty Brake Pads to suit Ford Ranger PX 2011-2022';
const FORESTER_PADS = 'Bosch Rear Brake Pad Set to suit Subaru Forester SJ';

const shoppingFor = (page: Page) => page.locator('[data-shopping-for]').first();
// Visible cards only: with the filter on, the static grid stays in the page, hidden.
const card = (page: Page, title: string) => page.locator('.card:visible').filter({ hasText: title });

test('a shopper with a 2019 Ranger PX3 sees what fits, filters to it, is asked before a misfit, and the order names the vehicle', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await chooseRanger(page);
  await expect(shoppingFor(page)).toHaveText(`Shopping for: ${LABEL}`);

  // Badges on a brake listing.
  await page.goto('/shop/category/brakes/brake-pads/');
  await expect(card(page, RANGER_PADS).locator('[data-fit]')).toHaveText(
    /^(Fits your Ranger|Check fitment: .+)$/,
  );
  await expect(card(page, FORESTER_PADS).locator('[data-fit]')).toHaveText('Does not fit your Ranger');

  // Filtered: only parts that fit (or fit every vehicle) are left.
  await page.getByLabel('Only parts that fit my Ranger').check();
  await expect(card(page, RANGER_PADS)).toBeVisible();
  await expect(card(page, FORESTER_PADS)).toHaveCount(0);
  // The filtered cards are drawn first, their badges filled just after.
  const shownBadges = page.locator('.card:visible [data-fit]:not([hidden])');
  await expect(shownBadges.first()).toBeVisible();
  const badges = await shownBadges.allTextContents();
  expect(badges.length).toBeGreaterThan(0);
  for (const text of badges) expect(text).not.toBe('Does not fit your Ranger');

  // The product page: the badge, and the Fitment tab lists the PX3.
  await card(page, RANGER_PADS).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RANGER_PADS);
  await expect(page.locator('.product [data-fit]')).toHaveText(/^(Fits your Ranger|Check fitment: .+)$/);
  await page.getByRole('tab', { name: 'Fitment' }).click();
  const fitment = page.getByRole('tabpanel', { name: 'Fitment' });
  await expect(fitment.getByRole('row').filter({ hasText: 'PX3' }).first()).toBeVisible();
  await expect(fitment.getByRole('row').filter({ hasText: '3.2 TDCi' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await closePanel(page);

  // A part that does not fit asks first: Cancel leaves the cart alone.
  await page.goto('/shop/category/brakes/brake-pads/');
  await card(page, FORESTER_PADS)
    .getByRole('button', { name: /Add to cart/ })
    .click();
  const ask = page.getByRole('alertdialog', { name: /not listed as fitting/ });
  await expect(ask).toContainText(`${FORESTER_PADS} is not listed as fitting your ${LABEL}.`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The order line keeps the vehicle, and the confirmation email names it.
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  await expect(page.locator('[data-order-number]')).toHaveText(/^SC[A-Z2-9]{10}$/);
  const invoice = (await page.locator('[data-order-number]').textContent()) ?? '';
  const email = await outboxEmail(invoice);
  expect(email).toContain(RANGER_PADS);
  expect(email).toContain(`For: ${LABEL}`);

  // The vehicle survives a reload and signing in, and is saved to the account.
  await page.reload();
  await expect(shoppingFor(page)).toHaveText(`Shopping for: ${LABEL}`);
  await page.goto('/signin/');
  await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
  await page.getByLabel('Password').fill('Demo!2345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Signing in can take seconds on a busy 2-core box, as elsewhere.
  await expect(page).not.toHaveURL(/\/signin\/$/, { timeout: 15_000 });
  await expect(shoppingFor(page)).toHaveText(`Shopping for: ${LABEL}`);
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('storefront:session') ?? '{}') as { token?: string }).token,
  );
  await expect
    .poll(async () => {
      const res = await request.get('/api/user/garage', { headers: { Authorization: `Bearer ${token}` } });
      const { data } = (await res.json()) as { data: { label: string; active: boolean }[] };
      return data.filter((v) => v.active).map((v) => v.label);
    })
    .toEqual([LABEL]);
  await page.reload();
  await expect(shoppingFor(page)).toHaveText(`Shopping for: ${LABEL}`);
});

test('adding a part that does not fit, after confirming, puts it in the cart', async ({ page }) => {
  await page.goto('/');
  await chooseRanger(page);
  await page.goto('/shop/category/brakes/brake-pads/');
  await card(page, FORESTER_PADS).getByRole('link').first().click();
  await expect(page.locator('.product [data-fit]')).toHaveText('Does not fit your Ranger');
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: /not listed as fitting/ });
  await ask.getByRole('button', { name: 'Add anyway' }).click();
  await closePanel(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('every vehicle file the build wrote lists exactly the parts the API says fit', async ({ request }) => {
  test.setTimeout(120_000);
  const tree = (await (await request.get('/fitment/tree.json')).json()) as VehicleTree;
  const ids = tree.makes.flatMap(([, models]) => models.flatMap(([, list]) => list.map(([id]) => id)));
  expect(ids.length).toBeGreaterThanOrEqual(60);
  let listed = 0;
  for (const id of ids) {
    const file = (await (await request.get(vehicleFilePath(id))).json()) as { id: number; parts: unknown[] };
    const api = await apiJson<{
      data: {
        parts: {
          product_id: number;
          position: Position;
          note: string;
          year_from: number | null;
          year_to: number | null;
        }[];
      };
    }>(request, `/vehicles/${id}/products`);
    expect(file, `vehicle ${id}`).toEqual({ id, parts: api.data.parts.map(fitPart) });
    listed += file.parts.length;
  }
  expect(listed).toBeGreaterThan(100);
});

test('typing a vehicle into search favours the parts that fit it', async ({ page }) => {
  await page.goto('/search-results/?query=hilux%20brake%20pads');
  await expect(page.locator('main [role="status"]')).toHaveText(/^\d+ products?$/);
  const titles = await page.locator('.card h2').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles[0]).toMatch(/Hilux/);
  for (const title of titles) expect(title).toMatch(/Brake|Pad/);
});

test('"Fits my Ranger" on the search results keeps the parts that fit it and leaves out the others', async ({
  page,
}) => {
  await page.goto('/search-results/?query=brake%20pad');
  await chooseRanger(page);
  const count = page.locator('main [role="status"]');
  await expect(count).toHaveText(/^\d+ products?$/);
  const everything = Number((await count.textContent())?.split(' ')[0]);
  await expect(card(page, FORESTER_PADS)).toBeVisible();

  await page.getByLabel('Fits my Ranger').check();
  await expect(count).not.toHaveText(`${everything} products`);
  await expect(card(page, RANGER_PADS)).toBeVisible();
  await expect(card(page, FORESTER_PADS)).toHaveCount(0);
  const narrowed = Number((await count.textContent())?.split(' ')[0]);
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(everything);
});
