/**
 * A vehicle with no parts listed, chosen in My Garage: every page the shopper goes on to (a listing,
 * search results, a product page) says "No parts listed for this vehicle yet." under the header, not
 * only the vehicle's own page; a vehicle with parts says nothing of the kind. At phone and desktop
 * width, with screenshots.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  FITMENT_MESSAGES,
  type FitPart,
  TREE_PATH,
  type VehicleFile,
  type VehicleTree,
  vehicleFilePath,
} from '../../src/lib/fitment/fitment.ts';
import { shot } from './shots.ts';

interface Choice {
  make: string;
  model: string;
  year: number;
  id: number;
}

const covers = ([, , , from = 0, to = 0]: FitPart, year: number) =>
  (!from || year >= from) && (!to || year <= to);

/** A file the build wrote, as JSON. */
async function siteJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The first vehicle of the built tree with (or without) a part listed for one of its model years. */
async function findVehicle(page: Page, withParts: boolean): Promise<Choice> {
  const tree = await siteJson<VehicleTree>(page, TREE_PATH);
  for (const [make, models] of tree.makes)
    for (const [model, types] of models)
      for (const [id, , from, to] of types) {
        const file = await siteJson<VehicleFile>(page, vehicleFilePath(id));
        for (let year = to; year >= from; year--)
          if (file.parts.some((p) => covers(p, year)) === withParts) return { make, model, year, id };
      }
  throw new Error(`No vehicle ${withParts ? 'with' : 'without'} parts in the built tree`);
}

async function choose(page: Page, v: Choice) {
  await page.getByRole('button', { name: 'My Garage' }).click();
  const form = page.getByRole('form', { name: 'Add a vehicle' });
  await form.getByLabel('Make').selectOption(v.make);
  await form.getByLabel('Model').selectOption(v.model);
  await form.getByLabel('Year').selectOption(String(v.year));
  await form.getByLabel('Engine').selectOption(String(v.id));
  await form.getByRole('button', { name: 'Add vehicle' }).click();
  await page.keyboard.press('Escape');
}

const notice = (page: Page) => page.getByText(FITMENT_MESSAGES.noParts, { exact: true });

for (const width of [390, 1366]) {
  test(`a vehicle with no parts says so on listings, search results and product pages (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const bare = await findVehicle(page, false);
    const fitted = await findVehicle(page, true);
    await choose(page, bare);
    await expect(notice(page)).toBeVisible();

    await page.goto('/shop/category/brakes/brake-pads/');
    await expect(notice(page)).toBeVisible();
    await shot(page, `fitment-no-parts/listing-${width}.png`);

    await page.goto('/search-results/?query=brake');
    await expect(page.locator('.card').first()).toBeVisible();
    await expect(notice(page)).toBeVisible();
    await shot(page, `fitment-no-parts/search-${width}.png`);

    await page.locator('.card a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toBeVisible();
    await shot(page, `fitment-no-parts/product-${width}.png`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // A vehicle with parts for its year: no such notice.
    await choose(page, fitted);
    await page.goto('/shop/category/brakes/brake-pads/');
    await expect(page.locator('[data-shopping-for]').first()).toBeVisible();
    await expect(notice(page)).toBeHidden();
  });
}
