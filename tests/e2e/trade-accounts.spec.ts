/** A trade account application at sign-up: the ABN checked in the browser, the state on My Account. */
import { expect, test } from '@playwright/test';

test('sign-up checks the ABN, and My Account shows the application as received', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/registered')) requests.push(r.url());
  });
  await page.goto('/signup/');
  await page.getByLabel('Name', { exact: true }).fill('Tess Trade');
  await page.getByLabel('Email', { exact: true }).fill(`trade${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Secret!234');
  await page.getByLabel('Phone number').fill('0400111222');
  await page.getByLabel('Business name').fill('Tess Trade Pty Ltd');
  await page.getByLabel('ABN').fill('51 824 753 557');
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter a valid ABN.', { exact: true })).toBeVisible();
  await expect(page.getByLabel('ABN')).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toEqual([]);

  await page.getByLabel('ABN').fill('51 824 753 556');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 15_000 });
  await page.goto('/my-account/');
  await expect(page.getByText('51 824 753 556')).toBeVisible();
  await expect(
    page.getByText('Trade account application received: we will check your ABN and email you.'),
  ).toBeVisible();
});
