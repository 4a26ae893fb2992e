/**
 * The product editor's price, typed either way: the ex-GST price (stored) shows the GST-inclusive
 * shelf price beside it as staff type, and a shelf price typed in becomes the ex-GST price. At 390 and
 * 1366 px, with screenshots. Nothing is saved, so the site does not rebuild.
 */
import { expect, test } from '@playwright/test';
import { shot } from './shots.ts';

const MACHINE = { Authorization: 'Bearer e2e-admin-token' };
const PASSWORD = 'Price-fields-2026!';
const run = Date.now();

for (const width of [390, 1366]) {
  test(`the price takes ex GST or the shelf price inc GST, each showing the other (${width} px)`, async ({
    browser,
    request,
  }) => {
    const email = `price.${width}.${run}@example.com`;
    const made = await request.post('/api/admin/staff', {
      headers: MACHINE,
      data: { email, name: `Price ${width}`, role: 'editor', password: PASSWORD },
    });
    expect(made.status(), await made.text()).toBe(201);
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto('/admin/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeFocused({ timeout: 20_000 });
    await page.goto('/admin/#/products/new');

    const ex = page.getByLabel('Price (ex GST)');
    const inc = page.getByLabel('Shelf price (inc GST)');
    await expect(inc).toBeEnabled();
    await ex.pressSequentially('154.99');
    await expect(inc).toHaveValue('170.49');
    await expect(page.getByText('Shoppers see $170.49 inc GST; $154.99 ex GST is stored.')).toBeVisible();

    await inc.fill('');
    await inc.pressSequentially('110');
    await expect(ex).toHaveValue('100.00');
    await expect(page.getByText('Shoppers see $110.00 inc GST; $100.00 ex GST is stored.')).toBeVisible();
    // A shelf price no whole-cent ex-GST price gives: the nearest, said so.
    await inc.fill('0.05');
    await expect(ex).toHaveValue('0.04');
    await expect(page.getByText('($0.05 cannot be made exactly: nearest)')).toBeVisible();
    await inc.fill('99.99');
    await inc.blur();
    await expect(ex).toHaveValue('90.90');
    await expect(inc).toHaveValue('99.99');

    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Price' }) });
    await section.scrollIntoViewIfNeeded();
    await shot(section, `price-fields/price-fields-${width}.png`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
