/** My Garage in the browser tests: a vehicle from the site's own selector tree, as the browser stores it. */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { TREE_PATH, type VehicleTree } from '../../src/lib/fitment/fitment.ts';
import { garageStorageValue } from '../../src/lib/fitment/garage.ts';
import { GARAGE_STORAGE_KEY } from '../../src/stores/garage-key.ts';

/** My Garage holding a 2019 Ford Ranger PX3 3.2, as stored in the browser. */
export async function ranger(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const base = test.info().project.use.baseURL;
  const tree = (await (await context.request.get(`${base}${TREE_PATH}`)).json()) as VehicleTree;
  await context.close();
  const models = tree.makes.find(([make]) => make === 'Ford')![1];
  const vehicles = models.find(([model]) => model === 'Ranger')![1];
  const [vehicleId, series, , , engine] = vehicles.find(
    ([, s, , , e]) => s === 'PX3' && e.startsWith('3.2'),
  )!;
  return garageStorageValue([
    { vehicleId, year: 2019, label: `2019 Ford Ranger ${series} ${engine}`, model: 'Ranger' },
  ]);
}

/** A browser context `width` px wide whose My Garage holds the Ranger from its first page on. */
export async function contextWithRanger(browser: Browser, width: number): Promise<BrowserContext> {
  const garage = await ranger(browser);
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [GARAGE_STORAGE_KEY, garage],
  );
  return context;
}

/** Adds a 2019 Ford Ranger PX3 3.2 TDCi (automatic dual cab) through the header's My Garage, and closes it. */
export async function chooseRanger(page: Page) {
  await page.getByRole('button', { name: 'My Garage' }).click();
  const form = page.getByRole('form', { name: 'Add a vehicle' });
  await form.getByLabel('Make').selectOption('Ford');
  await form.getByLabel('Model').selectOption('Ranger');
  await form.getByLabel('Year').selectOption('2019');
  const engine = form.getByLabel('Engine');
  const options = await engine.locator('option').allTextContents();
  const ute = options.find((o) => o.startsWith('PX3 3.2 TDCi') && /Automatic/.test(o) && /Dual Cab/.test(o));
  expect(ute, options.join(' | ')).toBeDefined();
  await engine.selectOption({ label: ute! });
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  await page.keyboard.press('Escape');
}
