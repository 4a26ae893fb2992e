/** Forms with field errors take the shopper to the first one; payment pages lead back to change details. */
import { expect, test } from '@playwright/test';
import { fillBilling, GUEST } from './checkout-helpers.ts';
import { firstProductLine, withCart } from './member-helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone, a checkout with errors focuses and shows the first field in error', async ({
  page,
  request,
}) => {
  await withCart(page, [await firstProductLine(request)]);
  await page.goto('/checkout/');
  const billing = page.getByRole('group', { name: 'Billing details' });
  const card = page.getByRole('button', { name: 'Credit Card / Debit Card' });
  await card.scrollIntoViewIfNeeded();
  await card.click();
  const first = billing.getByLabel('First name', { exact: true });
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  await expect(page.getByText('First name is required')).toBeInViewport();

  await first.fill('Jane');
  await billing.getByLabel('Email', { exact: true }).fill('not an email');
  await card.scrollIntoViewIfNeeded();
  await card.click();
  const last = billing.getByLabel('Last name', { exact: true });
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
});

test('on a phone, sign-up errors take the shopper to the first field in error', async ({ page }) => {
  await page.goto('/signup/');
  await page.getByLabel('Name', { exact: true }).fill('Sam Driver');
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
});

for (const [method, path] of [
  ['Credit Card / Debit Card', '/checkout-stripe-payment/'],
  ['Paypal', '/checkout-paypal-payment/'],
] as const) {
  test(`the ${path} page links back to change the details, which are kept`, async ({ page, request }) => {
    await withCart(page, [await firstProductLine(request)]);
    await page.goto('/checkout/');
    await fillBilling(page);
    await page.getByRole('button', { name: method }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.getByRole('link', { name: 'Change details' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    const billing = page.getByRole('group', { name: 'Billing details' });
    for (const [label, value] of Object.entries(GUEST))
      await expect(billing.getByLabel(label, { exact: true })).toHaveValue(value);
  });
}
