import { expect, test } from '@playwright/test';
import { fillBilling, fillCart, GUEST } from './checkout-helpers.ts';
import { firstProductLine, memberAddress, savedAddress, signedInMember, withCart } from './member-helpers.ts';
import { shot } from './shots.ts';

test("a signed-in member's checkout starts from their saved address", async ({ page, request }) => {
  const member = await signedInMember(page, request);
  await savedAddress(request, member);
  await withCart(page, [await firstProductLine(request)]);
  await page.goto('/checkout/');
  const billing = page.getByRole('group', { name: 'Billing details' });
  await expect(billing.getByLabel('First name', { exact: true })).toHaveValue('Sam');
  await expect(billing.getByLabel('Street address', { exact: true })).toHaveValue('5 Bay Road');
  await expect(billing.getByLabel('City', { exact: true })).toHaveValue('Hobart');
  await expect(billing.getByLabel('Post code', { exact: true })).toHaveValue('7000');
  await expect(billing.getByLabel('Email', { exact: true })).toHaveValue(member.email);
});

test('back at checkout after the PayPal page timed out, the form is as the shopper left it', async ({
  page,
}) => {
  await page.clock.install();
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page, {
    ...GUEST,
    'Company (optional)': 'Acme Pty Ltd',
    'Suburb (optional)': 'Surry Hills',
  });
  await page.getByLabel('Order comment (optional)').fill('Leave at the back door');
  await page.getByRole('button', { name: 'Paypal' }).click();
  await expect(page).toHaveURL(/\/checkout-paypal-payment\/$/);
  await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  // The product spec: the stored checkout data goes after 5 s, and the page returns to checkout after 5 minutes.
  await page.clock.runFor(5_100);
  expect(await page.evaluate(() => sessionStorage.getItem('paypalCheckoutData'))).toBeNull();
  await page.clock.runFor(300_000);
  await expect(page).toHaveURL(/\/checkout\/$/);
  const billing = page.getByRole('group', { name: 'Billing details' });
  for (const [label, value] of Object.entries({
    ...GUEST,
    'Company (optional)': 'Acme Pty Ltd',
    'Suburb (optional)': 'Surry Hills',
  }))
    await expect(billing.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByLabel('Order comment (optional)')).toHaveValue('Leave at the back door');
});

test('the card page removes the stored checkout data 300 s after it was saved', async ({ page }) => {
  await page.clock.install();
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
  await expect(page.getByLabel('Card number')).toBeVisible();
  const stored = () => page.evaluate(() => sessionStorage.getItem('stripeCheckoutData'));
  await page.clock.runFor(290_000);
  expect(await stored()).not.toBeNull();
  await page.clock.runFor(11_000);
  expect(await stored()).toBeNull();
  // Still on the page with the total, so the shopper can pay.
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
});

for (const width of [390, 1366])
  test(`at ${width} px the read-only email on the profile reads as text, not as a field to type in`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const member = await signedInMember(page, request);
    await page.goto('/profile-update/');
    const email = page.getByLabel('Email', { exact: true });
    const phone = page.getByLabel('Phone number');
    await expect(email).toHaveValue(member.email);
    await expect(email).toHaveAttribute('readonly', '');
    const look = (field: typeof email) =>
      field.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, border: style.borderTopColor };
      });
    const [emailLook, phoneLook] = [await look(email), await look(phone)];
    expect(emailLook.background).not.toBe(phoneLook.background);
    expect(emailLook.border).not.toBe(phoneLook.border);
    // Still a field a screen reader announces, with the reason it cannot be typed in.
    await expect(email).toHaveAccessibleDescription('Your sign-in email cannot be changed.');
    await shot(page, `checkout-account/profile-${width}.png`);
  });

test('after sign-up the shopper lands signed in without the sign-in page showing', async ({ page }) => {
  // Notes, frame by frame, whether the sign-in form's title was ever painted.
  await page.addInitScript(() => {
    const look = () => {
      const h1 = document.querySelector('h1');
      if (
        location.pathname === '/signin/' &&
        h1?.textContent === 'Sign In' &&
        h1.checkVisibility({ visibilityProperty: true })
      )
        sessionStorage.setItem('e2e-signin-painted', '1');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/signup/');
  await page.getByLabel('Name', { exact: true }).fill('Sam Driver');
  await page.getByLabel('Email', { exact: true }).fill(`flash${Date.now()}${process.pid}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Secret!234');
  await page.getByLabel('Phone number').fill('0400111222');
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sam Driver' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-signin-painted'))).toBeNull();
});

test('My Account and the checkout list a saved address with its company and suburb', async ({
  page,
  request,
}) => {
  const member = await signedInMember(page, request);
  const res = await request.post('/api/user-addresses/store', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { ...memberAddress(member), company: 'Acme Pty Ltd', suburb: 'Sandy Bay', address_type: 'Work' },
  });
  expect(res.status()).toBe(201);
  const summary = 'Sam Member, Acme Pty Ltd, 5 Bay Road, Sandy Bay, Hobart TAS 7000';
  await page.goto('/my-account/');
  await expect(page.locator('.address-list li').first()).toContainText(`Work: ${summary}`);
  await withCart(page, [await firstProductLine(request)]);
  await page.goto('/checkout/');
  await page.getByRole('button', { name: 'Show Addresses' }).click();
  await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText(summary);
});
