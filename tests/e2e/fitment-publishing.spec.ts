/**
 * Fitment in the back office, against the running shop: an editor adds a Honda Jazz the seed lacks on
 * the Vehicles screen (a bad year range is refused beside the field), fits a part to it in the
 * product editor's Vehicles section with a position and note, and one rebuild later the site shows
 * it: the vehicle's page lists the part, the part's Fitment tab names the Jazz, and a shopper who
 * chooses the Jazz in My Garage sees the part fit. Screenshots of both screens at phone and desktop
 * width. Runs in the `publishing` project, since it changes the catalogue and waits for a rebuild.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ApiProduct } from '../../src/lib/api/schemas/catalogue.ts';
import { vehiclesPath } from '../../src/lib/fitment/fitment.ts';
import { shot } from './shots.ts';

const MACHINE = { Authorization: 'Bearer e2e-admin-token' };
const PASSWORD = 'Fitment-editing-2026!';
const run = Date.now();
/** Letters only, so the vehicle is new on every run against the same data folder. */
const word = `Zq${run
  .toString()
  .slice(-6)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const SERIES = `GK ${word}`;

/** A vehicle-specific product that no other publishing test edits (not the first, not the last). */
async function specificProduct(request: APIRequestContext): Promise<ApiProduct> {
  const all = (await (await request.get('/api/catalogue/products?limit=2000')).json()) as {
    data: ApiProduct[];
  };
  const specific = all.data.filter((p) => !p.universal && !p.discount_data && !p.is_featured);
  return specific[Math.floor(specific.length / 2)]!;
}

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  const email = `fitment.${run}@example.com`;
  const res = await request.post('/api/admin/staff', {
    headers: MACHINE,
    data: { email, name: `Fitment editor ${run}`, role: 'editor', password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeFocused({ timeout: 20_000 });
}

async function shots(page: Page, name: string, locator = page.locator('main')) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await locator.scrollIntoViewIfNeeded();
    await shot(page, `fitment-publishing/${name}-${width}.png`, { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('staff add a Honda Jazz, fit a part to it, and after one rebuild the site shows the part fitting it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const product = await specificProduct(request);
  await signIn(page, request);

  // The Vehicles screen: a new vehicle, first with its years backwards.
  await page.getByRole('link', { name: 'Vehicles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
  await page.getByRole('link', { name: 'New vehicle' }).click();
  const form = page.getByRole('form', { name: 'Vehicle' });
  await form.getByLabel('Make').fill('Honda');
  await form.getByLabel('Model', { exact: true }).fill('Jazz');
  await form.getByLabel('Series').fill(SERIES);
  await form.getByLabel('First year').fill('2014');
  await form.getByLabel('Last year').fill('2010');
  await form.getByLabel('Engine', { exact: true }).fill('1.5 i-VTEC');
  await form.getByLabel('Body').fill('Hatch');
  await form.getByLabel('Drive').fill('FWD');
  await form.getByLabel('Transmission').fill('CVT');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Last year')).toHaveAccessibleDescription(
    /Last year 2010 is before first year 2014\./,
  );
  await form.getByLabel('Last year').fill('2020');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Vehicle saved.')).toBeVisible();
  await expect(page).toHaveURL(/#\/vehicles\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Honda Jazz ${SERIES} 1.5 i-VTEC`);
  const vehicleId = Number(/#\/vehicles\/(\d+)$/.exec(page.url())![1]);
  await shots(page, 'vehicle-editor');
  await page.getByRole('link', { name: 'Vehicles', exact: true }).first().click();
  await page.getByLabel('Find a vehicle').fill(`jazz ${word}`);
  await expect(page.getByRole('link', { name: `Honda Jazz ${SERIES} 1.5 i-VTEC` })).toBeVisible();
  await shots(page, 'vehicle-list');

  // The product editor's Vehicles section: add the Jazz at the front with a note, and save.
  await page.goto(`/admin/#/products/${product.id}`);
  const section = page.getByRole('form', { name: 'Vehicles' });
  await section.getByLabel('Find').fill(`jazz ${word}`);
  await section.getByRole('button', { name: 'Add vehicle' }).click();
  const jazz = `Honda Jazz ${SERIES} 1.5 i-VTEC 2014–2020`;
  await section.getByLabel(`Position on the ${jazz}`).selectOption('front');
  await section.getByLabel(`Note for the ${jazz}`).fill('Check rotor size');
  await section.getByRole('button', { name: 'Save vehicles' }).click();
  await expect(section.getByText('Vehicles saved.')).toBeVisible();
  await shots(page, 'product-vehicles', section);
  await expect(section.locator('.publish-status')).toContainText('Live on the site since', {
    timeout: 180_000,
  });

  // The site: the vehicle's page lists the part; its Fitment tab names the Jazz.
  const shopper = await (await browser.newContext()).newPage();
  const res = await shopper.goto(vehiclesPath('Honda', 'Jazz', SERIES));
  expect(res?.status()).toBe(200);
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText(`Honda Jazz ${SERIES}`);
  await expect(shopper.getByRole('link', { name: product.title }).first()).toBeVisible();
  await shopper.getByRole('link', { name: product.title }).first().click();
  await shopper.getByRole('tab', { name: 'Fitment' }).click();
  const fitment = shopper.getByRole('tabpanel', { name: 'Fitment' });
  await expect(fitment.getByRole('row').filter({ hasText: SERIES }).first()).toContainText(
    'Check rotor size',
  );

  // A shopper with a 2016 Jazz of that series: the part is listed for it, with its note.
  await shopper.getByRole('button', { name: 'My Garage' }).click();
  const garage = shopper.getByRole('form', { name: 'Add a vehicle' });
  await garage.getByLabel('Make').selectOption('Honda');
  await garage.getByLabel('Model').selectOption('Jazz');
  await garage.getByLabel('Year').selectOption('2016');
  await garage.getByLabel('Engine').selectOption(String(vehicleId));
  await garage.getByRole('button', { name: 'Add vehicle' }).click();
  await shopper.keyboard.press('Escape');
  await expect(shopper.locator('.product [data-fit]')).toHaveText('Check fitment: Check rotor size');
});
