/**
 * The product editor's Freight section at 390 and 1366 px: a seeded car battery shows its weight,
 * packed size, cubic weight and dangerous goods; a longer size says the class it demands; unticking
 * "Dangerous goods" hides its fields; a bad UN number is refused beside its field before anything is
 * sent. No axe violations; screenshots of the section. Nothing is saved, so the site does not rebuild.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { shot } from './shots.ts';
import { createStaff, MACHINE, signInStaff } from './staff-helpers.ts';

const run = Date.now();

interface Row {
  id: number;
  title: string;
}

for (const width of [390, 1366]) {
  test(`the Freight section shows size, class and dangerous goods (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const found = await request.get('/api/admin/products?q=Deep%20Cycle%20Battery&per_page=1', {
      headers: MACHINE,
    });
    expect(found.ok(), await found.text()).toBe(true);
    const [battery] = ((await found.json()) as { data: Row[] }).data as [Row];
    const email = `freight.${width}.${run}@example.com`;
    await createStaff(request, 'manager', email);
    const page = await signInStaff(browser, email);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/admin/#/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.goto(`/admin/#/products/${battery.id}`);
    await expect(page.getByRole('heading', { level: 1, name: battery.title })).toBeVisible({
      timeout: 20_000,
    });

    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Freight', exact: true }),
    });
    await expect(section.getByLabel('Dangerous goods')).toBeChecked();
    await expect(section.getByLabel('UN number')).toHaveValue('UN2794');
    await expect(section.getByLabel('Class', { exact: true })).toHaveValue('8');
    await expect(section.getByLabel('Packing group')).toHaveValue('III');
    await expect(section.getByLabel('Limited quantity')).not.toBeChecked();
    await expect(section.getByLabel('Freight class')).toHaveValue(/standard|bulky/);
    await expect(section.getByText(/Cubic weight \d+\.\d kg · /)).toBeVisible();
    // The save bar stays in the page's flow for the screenshots, so it does not cover the section.
    await page.addStyleTag({ content: '.save-bar { position: static !important; }' });
    await section.scrollIntoViewIfNeeded();
    await shot(section, `product-freight/freight-${width}.png`);

    // A carton longer than a parcel may be: the class it demands.
    await section.getByLabel('Length (mm)').fill('1200');
    await expect(section.getByText(/size makes it Bulky/)).toBeVisible();
    // Unticked, the dangerous-goods fields go; ticked again, they come back as they were.
    await section.getByLabel('Dangerous goods').uncheck();
    await expect(section.getByLabel('UN number')).toHaveCount(0);
    await section.getByLabel('Dangerous goods').check();
    await expect(section.getByLabel('UN number')).toHaveValue('UN2794');

    await section.getByLabel('UN number').fill('UN27');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const un = section.getByLabel('UN number');
    await expect(un).toHaveAttribute('aria-invalid', 'true');
    await expect(un).toBeFocused();
    await expect(section.getByText('UN number must be UN and four digits, like UN2794')).toBeVisible();
    await shot(section, `product-freight/freight-error-${width}.png`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const axe = await new AxeBuilder({ page }).include('.product-form').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  });
}
