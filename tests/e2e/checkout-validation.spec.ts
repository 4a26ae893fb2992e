import { expect, test } from '@playwright/test';
import { fillBilling, fillCart, fillTestCard, GUEST } from './checkout-helpers.ts';

test('every required field says so, and the payment buttons explain why they cannot go on', async ({
  page,
}) => {
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please fill in all required fields correctly before proceeding.',
  );
  for (const text of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone number is required',
    'Street address is required',
    'City is required',
    'State is required',
    'Post code is required',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/checkout\/$/);
});

test('formats are checked with SPEC messages, on billing and on the shipping block', async ({ page }) => {
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page, {
    ...GUEST,
    'First name': 'J4ne',
    Email: 'jane@',
    'Phone number': '04-12',
    'Post code': 'ABCD',
  });
  await page.getByLabel('Ship to a different address').check();
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await shipping.getByLabel('City', { exact: true }).fill('Syd3ney');
  await page.getByRole('button', { name: 'Paypal' }).click();
  await expect(page.getByText('Only alphabetic characters are allowed')).toHaveCount(2);
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Only numeric characters and + are allowed')).toHaveCount(2);
  await expect(shipping.getByText('First name is required')).toBeVisible();
  await expect(page.getByLabel('First name', { exact: true }).first()).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test("names such as O'Brien, Zoë and Smith-Jones, St. Kilda and a phone with spaces go through to a paid order", async ({
  page,
}) => {
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page, {
    ...GUEST,
    'First name': 'Zoë',
    'Last name': "O'Brien",
    'Phone number': '0412 345 678',
    City: 'St. Kilda',
    State: 'Victoria',
  });
  await page.getByLabel('Ship to a different address').check();
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  for (const [label, value] of Object.entries({
    ...GUEST,
    'First name': 'José',
    'Last name': 'Smith-Jones',
    'Phone number': '+61 412 345 678',
    City: 'Port Lincoln',
  }))
    await shipping.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/thank-you\/$/);
  await expect(page.getByText('Only alphabetic characters are allowed')).toHaveCount(0);
});

test('a comment is limited to 250 characters', async ({ page }) => {
  await fillCart(page, 1);
  await page.goto('/checkout/');
  const comment = page.getByLabel('Order comment (optional)');
  await comment.fill('x'.repeat(300));
  await expect(comment).toHaveValue('x'.repeat(250));
  await expect(page.getByText('0 characters left')).toBeVisible();
});

test('an empty cart leaves checkout for the home page', async ({ page }) => {
  await page.goto('/checkout/');
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('a cart emptied in another tab, or of zero value, cannot be paid', async ({ page, context }) => {
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page);
  const other = await context.newPage();
  await other.goto('/cart/');
  await other.getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Cart is empty. Please add items to the cart before placing an order.',
  );

  await page.evaluate(() =>
    localStorage.setItem(
      'storefront:cart',
      JSON.stringify([
        {
          id: 1,
          title: 'Free sample',
          permalink: 'x',
          featured_image: '',
          quantity: 1,
          product_meta: [{ option: '_price', value: '0.00' }],
          discount_data: null,
        },
      ]),
    ),
  );
  await page.reload();
  await fillBilling(page);
  await page.getByRole('button', { name: 'Paypal' }).click();
  await expect(page.getByRole('alert')).toHaveText('Subtotal cannot be zero. Please add items to the cart.');
});

test('the PayPal page refuses a zero total, drops the stored data after 5 seconds and returns to checkout after 5 minutes', async ({
  page,
}) => {
  await fillCart(page, 1);
  await page.clock.install();
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Paypal' }).click();
  await expect(page.getByRole('button', { name: 'Pay with PayPal (test)' })).toBeVisible();
  await page.clock.runFor(5_100);
  expect(await page.evaluate(() => sessionStorage.getItem('paypalCheckoutData'))).toBeNull();
  await page.clock.runFor(295_000);
  await expect(page).toHaveURL(/\/checkout\/$/);

  await page.evaluate(() => {
    const data = JSON.parse('{}');
    Object.assign(data, {
      f_name: 'J',
      l_name: 'C',
      email: 'j@e.com',
      phone: '1',
      street_address: 's',
      post_code: '1',
      state: 'S',
      city: 'C',
    });
    Object.assign(data, {
      subTotal: '0.00',
      delivery_charges: '0.00',
      totalGst: '0.00',
      grand_total: '0.00',
      totals: {
        subtotalExCents: 0,
        subtotalIncCents: 0,
        signupDiscountCents: 0,
        membershipDiscountCents: 0,
        newsletterDiscountCents: 0,
        deliveryExCents: 0,
        deliveryIncCents: 0,
        gstCents: 0,
        totalCents: 0,
      },
      gstBp: 1000,
      order: {},
      idempotencyKey: 'ord-zero-1',
      savedAt: Date.now(),
    });
    sessionStorage.setItem('paypalCheckoutData', JSON.stringify(data));
  });
  await page.goto('/checkout-paypal-payment/');
  await expect(page.getByText('Total amount must be greater than zero.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with PayPal (test)' })).toHaveCount(0);
});
