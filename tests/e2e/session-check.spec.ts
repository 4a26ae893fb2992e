/** docs/product.md#api-calls: a stored token is checked with GET /profile on load, on every page, once it is idle. */
import { expect, test } from '@playwright/test';
import { signedInMember } from './member-helpers.ts';

test('a token revoked elsewhere signs the shopper out on a catalogue page', async ({ page, request }) => {
  const member = await signedInMember(page, request);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sam Member' })).toBeVisible();

  const revoked = await request.post('/api/logout', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(revoked.ok()).toBe(true);
  await page.evaluate(() => sessionStorage.setItem('e2e-signed-out', '1'));
  await page.goto('/shop/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sam Member' })).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('storefront:session'))).toBeNull();
});

test('a valid token stays signed in; without one, nothing is asked', async ({ page, request }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/profile')) asked.push(r.headers().authorization ?? '');
  });
  await page.goto('/shop/');
  await page.waitForLoadState('networkidle');
  // The check would be started from an idle callback (whenIdle, src/stores/session.ts): one queued
  // after the page's own runs after it, so by then the page has decided.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
  expect(asked).toEqual([]);

  const member = await signedInMember(page, request);
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/profile'));
  await page.goto('/shop/');
  expect((await checked).status()).toBe(200);
  expect(asked).toEqual([`Bearer ${member.token}`]);
  await expect(page.getByRole('button', { name: 'Sam Member' })).toBeVisible();
});
