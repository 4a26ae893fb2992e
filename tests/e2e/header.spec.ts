import { expect, test } from '@playwright/test';

test('the Shop mega menu, All Brands and Policy Pages open from the keyboard and close on Escape', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const shop = nav.getByRole('button', { name: 'Show categories' });
  await shop.focus();
  await page.keyboard.press('Enter');
  await expect(shop).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Brake Pads' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Brake Pads' })).toBeHidden();
  await expect(shop).toBeFocused();

  await nav.getByRole('button', { name: 'Show brands' }).click();
  await expect(nav.getByRole('link', { name: 'Bosch' })).toBeVisible();
  await nav.getByRole('button', { name: 'Policy Pages' }).click();
  await expect(nav.getByRole('link', { name: 'Bosch' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await page.mouse.click(5, 600);
  await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toBeHidden();
  for (const link of ['Contact Us', 'Return', 'Track Order', 'FAQs', 'Blogs'])
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
});

test('signed in, the header shows the name with My Account, Order History and Sign Out, and hides Track Order', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('signed-out')) {
      sessionStorage.setItem(
        'storefront:session',
        JSON.stringify({ user: { name: 'Dana Driver' }, token: 'tok', timestamp: Date.now() }),
      );
    }
  });
  // The made-up token passes the check on load (session-check.spec.ts tests a real one).
  await page.route('**/api/profile', (route) => route.fulfill({ json: { data: null } }));
  await page.goto('/');
  const account = page.getByRole('button', { name: 'Dana Driver' });
  await expect(account).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Track Order' }),
  ).toBeHidden();
  await account.click();
  await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/my-account/');
  await expect(page.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/order-history/');
  await page.evaluate(() => sessionStorage.setItem('signed-out', '1'));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('on a phone the menu opens from the toggle, which ignores a second press within 300 ms', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(nav).toBeHidden();
  await toggle.dblclick();
  await expect(nav).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(350);
  await toggle.click();
  await expect(nav).toBeHidden();
});
