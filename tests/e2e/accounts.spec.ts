import { expect, type Page, test } from '@playwright/test';
import { fillBilling, fillCart, fillTestCard } from './checkout-helpers.ts';
import { signedInMember } from './member-helpers.ts';
import { isTo, waitForMail } from './outbox.ts';

let n = 0;
const uniqueEmail = () => `member${Date.now()}${n++}@example.com`;

/** Holds an API call back a little so a busy label can be seen. */
async function slow(page: Page, path: string) {
  await page.route(`**/api${path}`, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
}

test('sign up, with SPEC messages and the busy label, then signed in', async ({ page }) => {
  await page.goto('/signup/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const text of [
    'Name is required',
    'Email is required',
    'Password is required',
    'Phone number is required',
    'You must agree to the terms and conditions',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Name', { exact: true }).fill('Sam Driver');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('lowercase1!');
  await page.getByLabel('Phone number').fill('0400111222');
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Lowercase1!');
  await slow(page, '/registered');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('button', { name: 'Signing Up...' })).toBeVisible();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sam Driver' })).toBeVisible();
});

test('sign in: a wrong password, then the busy labels, and signed-in shoppers are kept off sign-in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await request.post('/api/registered', {
    data: { name: 'Lee', email, password: 'Secret!234', phone: '04', terms: true },
  });
  await page.goto('/signin/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('Wrong!234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.getByLabel('Password').fill('Secret!234');
  await slow(page, '/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Signed In, Redirecting...' })).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/signin/');
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/signup/');
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('account pages send signed-out shoppers to sign in; /otp without an email goes back a step', async ({
  page,
}) => {
  for (const path of [
    '/my-account/',
    '/profile-update/',
    '/address/',
    '/update-address/1/',
    '/order-history/',
    '/track-order/?order_id=SCX',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/signin\/$/);
  }
  await page.goto('/otp/');
  await expect(page).toHaveURL(/\/forgot-password\/$/);
});

test('a member edits the profile, adds, edits and deletes an address, and signs out', async ({
  page,
  request,
}) => {
  // One long journey (two profile updates with password hashing, three address writes, sign-out).
  test.setTimeout(60_000);
  const { email } = await signedInMember(page, request);
  await page.goto('/my-account/');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByLabel('Name', { exact: true }).fill('Sam Renamed');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // A new password needs the current one, and signs every other session out (this one stays).
  const other = (await (
    await request.post('/api/login', { data: { email, password: 'Secret!234' } })
  ).json()) as { token: string };
  const current = page.getByLabel(/^Current password/);
  await expect(current).not.toHaveAttribute('aria-required', 'true');
  await page.getByLabel(/^New password/).fill('Changed!99');
  await expect(current).toHaveAttribute('aria-required', 'true');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Enter your current password to set a new one.')).toBeVisible();
  await current.fill('Wrong!234');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('Current password is incorrect.');
  await current.fill('Secret!234');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(current).toHaveValue('');
  const otherProfile = await request.get('/api/profile', {
    headers: { Authorization: `Bearer ${other.token}` },
  });
  expect(otherProfile.status()).toBe(401);
  expect((await request.post('/api/login', { data: { email, password: 'Changed!99' } })).status()).toBe(200);

  await page.goto('/address/');
  await page.getByRole('button', { name: 'Add Address' }).click();
  await expect(page.getByText('Address type is required')).toBeVisible();
  for (const [label, value] of Object.entries({
    'First name': 'Sam',
    'Last name': 'Renamed',
    Email: email,
    'Phone number': '0400111222',
    'Street address': '5 Bay Road',
    City: 'Hobart',
    State: 'TAS',
    'Post code': '7000',
    'Address type (e.g. Home, Work)': 'Home',
  })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Add Address' }).click();
  await expect(page.getByText('Address Added Successfully!')).toBeVisible();

  await page.goto('/my-account/');
  await page.getByRole('link', { name: 'Edit Home address' }).click();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Hobart');
  await page.getByLabel('City', { exact: true }).fill('Launceston');
  await page.getByRole('button', { name: 'Update Address' }).click();
  await expect(page.getByText('Address updated successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Address' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL(/\/my-account\/$/, { timeout: 10_000 });
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();

  await page.evaluate(() => sessionStorage.setItem('e2e-signed-out', '1'));
  await page.getByRole('button', { name: 'Sam Renamed' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a member sees an order placed earlier in history and its details; guests track by number', async ({
  page,
  request,
}) => {
  await signedInMember(page, request);
  await page.goto('/order-history/');
  await expect(page.getByText('No orders found')).toBeVisible();
  await fillCart(page, 1);
  await page.goto('/checkout/');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Credit Card / Debit Card' }).click();
  await fillTestCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.locator('[data-order-number]')).toHaveText(/^SC[A-Z2-9]{10}$/);
  const invoice = (await page.locator('[data-order-number]').textContent()) ?? '';
  await page.goto('/order-history/');
  await page.getByRole('link', { name: invoice }).click();
  const order = page.getByRole('article', { name: `Order ${invoice}` });
  await expect(order).toContainText('Card (Paid)');
  await expect(order).toContainText('jane.citizen@example.com');

  const guest = await page.context().browser()!.newPage();
  await guest.goto(`/guest-track-order/?id=${invoice}`);
  await expect(guest.getByRole('article', { name: `Order ${invoice}` })).toContainText('Pending');
  await expect(guest.getByText('jane.citizen@example.com')).toHaveCount(0);
  await guest.getByLabel('Order ID').fill('SCNOSUCHORDER');
  await guest.getByRole('button', { name: 'Track Order' }).click();
  await expect(guest.getByText('No Order Found')).toBeVisible();
  await guest.close();
});

test('reset a password through the emailed code, with every step label and message', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await request.post('/api/registered', {
    data: { name: 'Reset Me', email, password: 'Secret!234', phone: '04', terms: true },
  });
  await page.goto('/forget-password');
  await expect(page).toHaveURL(/\/forgot-password\/$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await slow(page, '/check-email');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('button', { name: 'Sending OTP...' })).toBeVisible();
  await expect(page.getByText('OTP sent to email')).toBeVisible();
  await expect(page).toHaveURL(/\/otp\/$/);

  const code = await codeFromOutbox(email);
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or OTP is invalid or expired');
  await page.getByLabel('6-digit code').fill(code);
  await slow(page, '/confirm-otp');
  await page.getByRole('button', { name: 'Confirm OTP' }).click();
  await expect(page.getByRole('button', { name: 'Confirming OTP...' })).toBeVisible();
  await expect(page.getByText('OTP Confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\/$/);

  await page.getByLabel('New password', { exact: true }).fill('Brandnew!1');
  await page.getByLabel('Confirm new password').fill('Brandnew!2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  // Said once, under the confirmation field it is about.
  await expect(page.getByText('Passwords do not match!')).toHaveCount(1);
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'Passwords do not match!',
  );
  await page.getByLabel('Confirm new password').fill('Brandnew!1');
  await slow(page, '/update-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('button', { name: 'Updating Password...' })).toBeVisible();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/signin\/$/);
  expect((await request.post('/api/login', { data: { email, password: 'Brandnew!1' } })).status()).toBe(200);
});

async function codeFromOutbox(email: string): Promise<string> {
  // Sign-up also mails this address (the confirmation link): only the reset email has a code.
  const mail = await waitForMail(
    (m) => isTo(m, email) && /code is \d{6}/.test(m.text),
    `reset email for ${email}`,
    {
      tries: 20,
    },
  );
  return /code is (\d{6})/.exec(mail.text)![1]!;
}

test('thirty idle minutes sign a member out; a click renews the timer', async ({ page, request }) => {
  await page.clock.install();
  await signedInMember(page, request);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sam Member' })).toBeVisible();
  await page.clock.runFor(20 * 60_000);
  await page.locator('body').click({ position: { x: 5, y: 500 } });
  await page.clock.runFor(20 * 60_000);
  await expect(page.getByRole('button', { name: 'Sam Member' })).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('e2e-signed-out', '1'));
  await page.clock.runFor(11 * 60_000);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('storefront:session'))).toBeNull();
});

test('a 429 from any call goes to /too-many-requests and remembers the page', async ({ page }) => {
  await page.route('**/api/guest/track-order', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '30' }, body: '{"message":"Too many requests"}' }),
  );
  await page.goto('/guest-track-order/?id=SCANYTHING');
  await expect(page).toHaveURL(/\/too-many-requests\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('lastVisitedUrl'))).toBe(
    '/guest-track-order/?id=SCANYTHING',
  );
});

test('failure messages: an email already registered, and an address that is not yours', async ({
  page,
  request,
}) => {
  const { email } = await signedInMember(page, request);
  await page.goto('/update-address/999999/');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch address details.');
  await page.evaluate(() => {
    sessionStorage.setItem('e2e-signed-out', '1');
    sessionStorage.removeItem('storefront:session');
  });
  await page.goto('/signup/');
  await page.getByLabel('Name', { exact: true }).fill('Sam Again');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret!234');
  await page.getByLabel('Phone number').fill('0400111222');
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Registration Failed: An account with this email already exists.',
  );
});
