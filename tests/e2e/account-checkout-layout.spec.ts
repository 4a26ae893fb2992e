import { expect, type Locator, type Page, test } from '@playwright/test';
import { fillBilling, fillCart, GUEST } from './checkout-helpers.ts';
import { signedInMember } from './member-helpers.ts';
import { shot } from './shots.ts';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
};
const fontSize = (locator: Locator) =>
  locator.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));

/** Every h2 of the page's main content is smaller than its h1. */
async function expectTitleAboveHeadings(page: Page) {
  const h1 = await fontSize(page.locator('main h1'));
  const h2s = page.locator('main h2');
  await expect(h2s.first()).toBeVisible();
  for (const h2 of await h2s.all())
    expect(await fontSize(h2), (await h2.textContent()) ?? 'h2').toBeLessThan(h1);
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    test('the account menu opens over the page, the name on one line and its items in line', async ({
      page,
      request,
    }) => {
      await signedInMember(page, request);
      await page.goto('/my-account/');
      const name = page.getByRole('button', { name: 'Sam Member' });
      await expect(name).toBeVisible();
      const mainBefore = await box(page.locator('main'));
      const nameBefore = await box(name);
      await name.click();
      const menu = page.locator('#account-menu');
      await expect(menu).toBeVisible();
      await shot(page, `account-checkout-layout/account-menu-${width}.png`);
      expect((await box(page.locator('main'))).y).toBe(mainBefore.y);
      const nameAfter = await box(name);
      expect(nameAfter.height).toBe(nameBefore.height);
      const lineHeight = await name.evaluate((el) => el.getBoundingClientRect().height);
      expect(lineHeight).toBeLessThan(2 * (await fontSize(name)) + 8);
      const items = [
        menu.getByRole('link', { name: 'My Account' }),
        menu.getByRole('link', { name: 'Order History' }),
        menu.getByRole('button', { name: 'Sign Out' }),
      ];
      const lefts = await Promise.all(items.map(async (item) => (await box(item)).x));
      for (const left of lefts) expect(Math.abs(left - lefts[0]!)).toBeLessThanOrEqual(1);
      const sizes = await Promise.all(items.map(fontSize));
      expect(new Set(sizes).size).toBe(1);
      // The open menu stays on screen.
      const panel = await box(menu);
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);
    });

    test('page titles are larger than their section headings on My Account and Order History', async ({
      page,
      request,
    }) => {
      await signedInMember(page, request);
      await page.goto('/my-account/');
      await expectTitleAboveHeadings(page);
      await shot(page, `account-checkout-layout/my-account-${width}.png`, { fullPage: true });
      await page.goto('/order-history/');
      await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
      const h2s = await page.locator('main h2').count();
      if (h2s > 0) await expectTitleAboveHeadings(page);
      // The rule holds for the stylesheet, whatever the page lists.
      const probe = await page.evaluate(() => {
        const h2 = document.createElement('h2');
        document.querySelector('main')!.append(h2);
        return Number.parseFloat(getComputedStyle(h2).fontSize);
      });
      expect(probe).toBeLessThan(await fontSize(page.locator('main h1')));
    });

    test('the Pay button sits right under the card fields, which have room between them', async ({
      page,
    }) => {
      await fillCart(page, 2);
      await page.goto('/checkout/');
      await fillBilling(page);
      await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
      await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
      const fields = [
        page.getByLabel('Card number'),
        page.getByLabel('Expiry (MM/YY)'),
        page.getByLabel('CVC'),
      ];
      await expect(fields[2]!).toBeVisible();
      await shot(page, `account-checkout-layout/card-page-${width}.png`);
      const boxes = await Promise.all(fields.map(box));
      for (let i = 1; i < boxes.length; i++) {
        const above = boxes[i - 1]!;
        // The next field's label sits at least 8 px below the field above.
        const label = await box(
          page.getByText(['Card number', 'Expiry (MM/YY)', 'CVC'][i]!, { exact: true }),
        );
        expect(label.y - (above.y + above.height)).toBeGreaterThanOrEqual(8);
      }
      // The card fields are on the first screen, and Pay follows within the next 150 px.
      expect(boxes[0]!.y + boxes[0]!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      const pay = await box(page.getByRole('button', { name: /^Pay \$/ }));
      const cvc = boxes[2]!;
      expect(pay.y - (cvc.y + cvc.height)).toBeGreaterThanOrEqual(0);
      expect(pay.y - (cvc.y + cvc.height)).toBeLessThan(150);
    });

    test('with errors showing, Company and Suburb keep the height of the fields beside them', async ({
      page,
    }) => {
      await fillCart(page, 1);
      await page.goto('/checkout/');
      // Errors on the neighbours of Company and Suburb: phone, street address and city left empty.
      const { 'Phone number': _p, 'Street address': _s, City: _c, ...rest } = GUEST;
      await fillBilling(page, rest);
      await page.getByRole('button', { name: 'Paypal' }).click();
      await expect(page.getByText('Street address is required')).toBeVisible();
      await expect(page.getByText('City is required')).toBeVisible();
      const billing = page.getByRole('group', { name: 'Billing details' });
      await shot(page, `account-checkout-layout/checkout-errors-${width}.png`, { fullPage: true });
      const height = async (label: string) => (await box(billing.getByLabel(label, { exact: true }))).height;
      const reference = await height('Last name');
      for (const label of [
        'Company (optional)',
        'Suburb (optional)',
        'City',
        'Street address',
        'Phone number',
      ])
        expect(Math.abs((await height(label)) - reference), label).toBeLessThanOrEqual(1);
    });
  });
}
