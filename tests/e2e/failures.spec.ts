/**
 * Every island's API calls, made to fail the two ways a shopper meets: a 500 with no body, and a
 * network error. Each screen shows the message of docs/product.md#messages for it, and no raw text ever reaches the
 * page (a recorder watches every text the page shows from the first byte).
 */
import { expect, type Page, test } from '@playwright/test';
import { fillBilling, fillTestCard } from './checkout-helpers.ts';
import { firstProductLine, savedAddress, signedInMember, withCart } from './member-helpers.ts';

const KINDS = ['a 500 without a body', 'a network error'] as const;
type Kind = (typeof KINDS)[number];

/** What the browser, the HTTP client or a validation library would say; the product spec's 'Failed to fetch address details.' is not one. */
const RAW =
  /Failed to fetch(?! address details\.)|HTTP \d{3}|Invalid key|Expected|received undefined|Internal server error|NetworkError|TypeError/;

/** Records every text that matches RAW, from the first node the page parses to the last one it adds. */
async function recordRawTexts(page: Page): Promise<void> {
  await page.addInitScript((source) => {
    const raw = new RegExp(source);
    const seen: string[] = [];
    (window as unknown as { rawTexts: string[] }).rawTexts = seen;
    const skip = (node: Node | null) => node?.parentElement?.closest('script, style, template') != null;
    const check = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!skip(node) && raw.test(node.textContent ?? '')) seen.push(node.textContent ?? '');
        return;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) check(text);
      for (const attribute of ['aria-label', 'title', 'placeholder'])
        if (raw.test((node as Element).getAttribute(attribute) ?? ''))
          seen.push((node as Element).getAttribute(attribute)!);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target);
        for (const node of record.addedNodes) check(node);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, RAW.source);
}

/** Makes the API call(s) at `path` fail; `method` narrows it to one method. */
async function failCall(page: Page, path: string, kind: Kind, method?: string): Promise<void> {
  await page.route(`**/api${path}`, (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    return kind === 'a network error' ? route.abort('failed') : route.fulfill({ status: 500, body: '' });
  });
}

/** The screen shows `text` as its failure, and no raw text has shown at any time. */
async function expectMessage(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { rawTexts: string[] }).rawTexts)).toEqual([]);
  await expect(page.locator('body')).not.toContainText(RAW);
}

test.beforeEach(async ({ page }) => {
  await recordRawTexts(page);
});

for (const kind of KINDS) {
  test.describe(`with ${kind}`, () => {
    test('sign in says SPEC’s login failure', async ({ page }) => {
      await page.goto('/signin/');
      await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
      await page.getByLabel('Password').fill('Secret!234');
      await failCall(page, '/login', kind);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectMessage(page, 'Login failed. Please check your credentials.');
    });

    test('sign up says the registration failed, and why in SPEC’s words', async ({ page }) => {
      await page.goto('/signup/');
      await page.getByLabel('Name', { exact: true }).fill('Sam Driver');
      await page.getByLabel('Email', { exact: true }).fill('sam.driver@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Secret!234');
      await page.getByLabel('Phone number').fill('0400111222');
      await page.getByLabel(/I agree/).check();
      await failCall(page, '/registered', kind);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expectMessage(
        page,
        kind === 'a network error'
          ? 'Registration Failed: Network error. Please check your connection.'
          : 'Registration Failed: An error occurred. Please try again.',
      );
    });

    test('the profile: loading and saving', async ({ page, request }) => {
      await signedInMember(page, request);
      await failCall(page, '/profile', kind);
      await page.goto('/my-account/');
      await expectMessage(page, 'No profile data available.');
      await page.unroute('**/api/profile');
      await page.goto('/profile-update/');
      await page.getByLabel('Name', { exact: true }).fill('Sam Renamed');
      await failCall(page, '/profile/update', kind);
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await expectMessage(
        page,
        kind === 'a network error'
          ? 'Network error. Please check your connection.'
          : 'An error occurred. Please try again.',
      );
    });

    test('password reset: the email, the code and the new password', async ({ page }) => {
      await page.goto('/forgot-password/');
      await page.getByLabel('Email', { exact: true }).fill('reset.me@example.com');
      await failCall(page, '/check-email', kind);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expectMessage(page, 'An error occurred. Please try again.');

      await page.evaluate(() => {
        const kept = (value: string) => JSON.stringify({ value, at: Date.now() });
        sessionStorage.setItem('resetEmail', kept('reset.me@example.com'));
        sessionStorage.setItem('resetOtp', kept('123456'));
      });
      await page.goto('/otp/');
      await page.getByLabel('6-digit code').fill('123456');
      await failCall(page, '/confirm-otp', kind);
      await page.getByRole('button', { name: 'Confirm OTP' }).click();
      await expectMessage(page, 'An error occurred. Please try again.');

      await page.goto('/reset-password/');
      await page.getByLabel('New password', { exact: true }).fill('Brandnew!1');
      await page.getByLabel('Confirm new password').fill('Brandnew!1');
      await failCall(page, '/update-password', kind);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expectMessage(
        page,
        kind === 'a network error'
          ? 'Network error. Please check your connection.'
          : 'An error occurred. Please try again.',
      );
    });

    test('addresses: add, read, update, delete, and the list', async ({ page, request }) => {
      const member = await signedInMember(page, request);
      const noAnswer =
        kind === 'a network error'
          ? 'No response from the server. Please check your internet connection.'
          : undefined;
      await page.goto('/address/');
      for (const [label, value] of Object.entries({
        'First name': 'Sam',
        'Last name': 'Member',
        Email: member.email,
        'Phone number': '0400111222',
        'Street address': '5 Bay Road',
        City: 'Hobart',
        State: 'TAS',
        'Post code': '7000',
        'Address type (e.g. Home, Work)': 'Home',
      }))
        await page.getByLabel(label, { exact: true }).fill(value);
      await failCall(page, '/user-addresses/store', kind);
      await page.getByRole('button', { name: 'Add Address' }).click();
      await expectMessage(page, noAnswer ?? 'Failed to add address.');

      const id = await savedAddress(request, member);
      await failCall(page, `/user-addresses/${id}`, kind, 'GET');
      await page.goto(`/update-address/${id}/`);
      await expectMessage(page, 'Failed to fetch address details.');
      await page.unroute(`**/api/user-addresses/${id}`);

      await page.goto(`/update-address/${id}/`);
      await page.getByLabel('City', { exact: true }).fill('Launceston');
      await failCall(page, `/user-addresses/${id}`, kind, 'PUT');
      await page.getByRole('button', { name: 'Update Address' }).click();
      await expectMessage(page, noAnswer ?? 'Failed to update address. Please try again.');
      await failCall(page, `/user-addresses/${id}`, kind, 'DELETE');
      await page.getByRole('button', { name: 'Delete Address' }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expectMessage(page, noAnswer ?? 'An error occurred. Please try again.');
      await expect(page).toHaveURL(new RegExp(`/update-address/${id}/$`));

      await page.goto('/my-account/');
      await page.getByRole('button', { name: 'Delete Home address' }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expectMessage(page, noAnswer ?? 'An error occurred. Please try again.');
      await expect(page.getByText('5 Bay Road')).toBeVisible();

      await failCall(page, '/user-addresses', kind, 'GET');
      await page.reload();
      await expectMessage(page, 'An error occurred. Please try again.');
      await expect(page.getByText('No saved addresses yet.')).toHaveCount(0);
    });

    test('card payment: placing the order and loading the card form', async ({ page, request }) => {
      await withCart(page, [await firstProductLine(request)]);
      await page.goto('/checkout/');
      await fillBilling(page);
      await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
      await expect(page).toHaveURL(/\/checkout-stripe-payment\/$/);
      await fillTestCard(page);
      await failCall(page, '/place-order', kind);
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await expectMessage(page, 'Error placing the order. Please try again later.');

      await failCall(page, '/payment-config', kind);
      await page.reload();
      await expectMessage(page, 'Error placing the order. Please try again later.');
    });

    test('PayPal: the capture and placing the order', async ({ page, request }) => {
      await withCart(page, [await firstProductLine(request)]);
      await page.goto('/checkout/');
      await fillBilling(page);
      await page.getByRole('button', { name: 'Paypal' }).click();
      await expect(page).toHaveURL(/\/checkout-paypal-payment\/$/);
      const pay = page.getByRole('button', { name: 'Pay with PayPal (test)' });
      await failCall(page, '/place-order', kind);
      await pay.click();
      await expectMessage(page, 'Error submitting order. Please try again later.');
      await failCall(page, '/test-gateway/paypal/orders', kind);
      await pay.click();
      await expectMessage(page, 'Error capturing PayPal order. Please try again later.');
    });

    test('PayPal: the button cannot load', async ({ page, request }) => {
      await withCart(page, [await firstProductLine(request)]);
      await page.goto('/checkout/');
      await fillBilling(page);
      await failCall(page, '/encrypted-paypal-keys', kind);
      await page.getByRole('button', { name: 'Paypal' }).click();
      await expect(page).toHaveURL(/\/checkout-paypal-payment\/$/);
      await expectMessage(page, 'An error occurred with PayPal. Please try again later.');
    });

    test('the contact form, the return form and the newsletter', async ({ page }) => {
      const why =
        kind === 'a network error'
          ? 'Network error. Please check your connection.'
          : 'An error occurred. Please try again.';
      const person = { 'First name': 'Kim', 'Last name': 'Lee', Email: 'kim@example.com', Subject: 'Pads' };
      await page.goto('/contact-us/');
      for (const [label, value] of Object.entries(person))
        await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel('Message').fill('Do these fit?');
      await failCall(page, '/contact-us', kind);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectMessage(page, `Error submitting form: ${why}`);

      await page.goto('/return-order/');
      for (const [label, value] of Object.entries(person))
        await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel('Message').fill('Wrong size.');
      await page.getByLabel('Order ID').fill('SC123');
      await failCall(page, '/order-return', kind);
      await page.getByRole('button', { name: 'Submit Return Request' }).click();
      await expectMessage(page, `Error submitting form: ${why}`);

      const newsletter = page.getByRole('region', { name: 'Newsletter' });
      await newsletter.getByLabel('Your email').fill('reader@example.com');
      await failCall(page, '/subscribe', kind);
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await expectMessage(page, 'Subscription failed. Please try again.');
    });

    test('order history, a member’s order and guest tracking', async ({ page, request }) => {
      await signedInMember(page, request);
      await failCall(page, '/user-order*', kind);
      await page.goto('/order-history/');
      await expectMessage(page, 'An error occurred. Please try again.');
      await expect(page.getByText('No orders found')).toHaveCount(0);

      await failCall(page, '/orders-detail*', kind);
      await page.goto('/track-order/?order_id=SCABCDEFGHJK');
      await expectMessage(page, 'An error occurred. Please try again.');

      await failCall(page, '/guest/track-order', kind);
      await page.goto('/guest-track-order/?id=SCABCDEFGHJK');
      await expectMessage(page, 'An error occurred. Please try again.');
      await page.getByRole('button', { name: 'Track Order' }).click();
      await expectMessage(page, 'An error occurred. Please try again.');
    });

    test('a filter combination read from the API says the products could not load', async ({ page }) => {
      await failCall(page, '/shop*', kind);
      await page.goto('/shop?category=BRK&brand=bendix');
      await expectMessage(page, 'Error loading products: An error occurred. Please try again.');
    });
  });
}
