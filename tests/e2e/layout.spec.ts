import { expect, test } from '@playwright/test';

test('the header has the promo, Sign In, search box and the Shop menu in API order', async ({
  page,
  request,
}) => {
  const { data: categories } = (await (await request.get('/api/categories')).json()) as {
    data: { title: string }[];
  };
  await page.goto('/');
  await expect(page.getByText('Become a member to get 10% discount')).toBeVisible();
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
