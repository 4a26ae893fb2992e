import { expect, test } from '@playwright/test';

test('the header has the promo, Sign In, search box and the Shop menu in API order', async ({
  page,
  request,
}) => {
  const { data: categories } = (await (await request.get('/api/categories')).json()) as {
    data: { title: string }[];
  };
  await page.goto('/');
  await expect(page.getByText('Become a member to get 10% discount.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin/');
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveAttribute(
    'placeholder',
    'Search Product Here...',
  );
  const titles = await page.locator('#mega-menu .mega-title').allTextContents();
  expect(titles).toEqual(categories.map((c) => c.title));
});

test('the footer lists categories 2 to 7 as trending, and the social links', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/social-links')).json()) as {
    data: { category: { title: string }[]; links: Record<string, string> };
  };
  await page.goto('/');
  const trending = page.getByRole('region', { name: 'Trending categories' });
  expect(await trending.getByRole('link').allTextContents()).toEqual(
    data.category.slice(1, 7).map((c) => c.title),
  );
  const social = page.getByRole('region', { name: 'Follow us' });
  await expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    data.links._facebook_link!,
  );
  await expect(page.getByText('Store hours: 8 AM to 6 PM AEST, Mon-Sun')).toBeVisible();
});

test('the brands page links every brand to its product listing', async ({ page, request }) => {
  const { data: brands } = (await (await request.get('/api/brands')).json()) as {
    data: { title: string; permalink: string }[];
  };
  await page.goto('/brands/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Brands');
  const first = brands[0]!;
  await page.getByRole('main').getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${first.permalink}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Brand: ${first.title}`);
});

test("the header keeps SPEC's hidden /track-order menu link beside the visible Track Order", async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/guest-track-order/');
  const hidden = nav.locator('a[href="/track-order/"]');
  await expect(hidden).toHaveCount(1);
  await expect(hidden).toBeHidden();
});

test('the footer shows the payment cards image', async ({ page }) => {
  await page.goto('/');
  const cards = page
    .getByRole('region', { name: 'We accept' })
    .getByRole('img', { name: 'Visa, Mastercard, American Express and PayPal' });
  await cards.scrollIntoViewIfNeeded();
  await expect(cards).toBeVisible();
  await expect
    .poll(() => cards.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
});

test('/favicon.ico answers with an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test("the thank-you page shows an order-confirmation image and keeps 'Order placed successfully!'", async ({
  page,
}) => {
  await page.goto('/thank-you/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
  const img = page.locator('main img[src="/assets/images/order-confirmed.svg"]');
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0)).toBe(true);
});
