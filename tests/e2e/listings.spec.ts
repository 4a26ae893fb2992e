import { expect, test } from '@playwright/test';
import type { ApiShopPage } from '../../src/lib/api/schemas/catalogue.ts';
import { apiJson, jsonLd, redirectOf } from './helpers.ts';

test('the shop lists every product, 15 a page, with its description cut at 300 characters', async ({
  page,
  request,
}) => {
  const { total } = await apiJson<ApiShopPage>(request, '/shop?pagination=15');
  await page.goto('/shop/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for All Products');
  await expect(page.getByText(`${total} products`, { exact: false })).toBeVisible();
  await expect(page.locator('main .grid > li')).toHaveCount(15);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  expect(
    (await pager.getByRole('link', { name: /^Page \d+$/ }).allTextContents()).map((t) => t.trim()),
  ).toEqual(['1', '2', '3', '4', '5', String(Math.ceil(total / 15))]);

  const about = page.getByRole('region', { name: 'About All Products' });
  const short = (await about.locator('.readmore-short').textContent()) ?? '';
  expect(short.length).toBeLessThanOrEqual(300);
  expect(short).toMatch(/\S…$/);
  await about.getByText('Read more').click();
  await expect(about.getByText('Read less')).toBeVisible();
  await expect(about.locator('img')).toHaveAttribute('src', /shop-editor\.webp/);
});

test('category and child category pages show their products and count, with page meta', async ({
  page,
  request,
}) => {
  const cat = await apiJson<ApiShopPage>(request, '/shop?category=BRK&pagination=15');
  await page.goto('/shop/category/brakes/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for Brakes');
  await expect(page.getByText(`${cat.total} products`)).toBeVisible();
  await expect(page).toHaveTitle('Brakes | Auto Parts Online');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

  const child = await apiJson<ApiShopPage>(request, '/shop?child_category=BRK-01&pagination=15');
  await page.goto('/shop/category/brakes/brake-pads/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for Brake Pads');
  await expect(page.getByText(`${child.total} products`)).toBeVisible();
  // Listings of 16 or fewer products have no pager.
  if (child.total <= 16) await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});

test('a child category with page index 0 is noindex, and broken schema markup falls back to WebPage', async ({
  page,
}) => {
  await page.goto('/shop/category/workshop-equipment/creepers-and-seats/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.goto('/shop/category/exhaust/');
  const ld = await jsonLd(page);
  expect(ld.find((d) => d['@type'] === 'WebPage')).toMatchObject({ name: 'Exhaust | Auto Parts Online' });
  await page.goto('/shop/category/brakes/');
  expect((await jsonLd(page)).find((d) => d['@type'] === 'CollectionPage')).toMatchObject({ name: 'Brakes' });
});

test('brand pages have the brand heading, count and description', async ({ page, request }) => {
  const bosch = await apiJson<ApiShopPage>(request, '/shop?brand=bosch&pagination=15');
  await page.goto('/brand/bosch/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand: Bosch');
  await expect(page.getByText(`${bosch.total} products`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'About Bosch' })).toContainText('Original equipment quality');
});

test('every listing offers sort, and a price range in whole dollars with GST (issue 52, in place of the hidden slider)', async ({
  page,
}) => {
  for (const path of ['/shop/', '/shop/category/brakes/', '/brand/bosch/page/2/']) {
    await page.goto(path);
    const form = page.getByRole('form', { name: 'Filter and sort' });
    await expect(form.getByLabel('Sort by'), path).toHaveValue('relevance');
    await form.getByText('Filters', { exact: true }).click();
    await expect(form.getByLabel('From $'), path).toBeVisible();
    await expect(form.getByLabel('to $'), path).toBeVisible();
    // The form goes to the listing's first page.
    expect(await form.getAttribute('action'), path).toBe(path.replace(/page\/\d+\/$/, ''));
  }
});

test('later pages of a listing are indexable and their own canonical page', async ({ page }) => {
  for (const path of ['/shop/page/2/', '/shop/category/brakes/page/2/', '/brand/bosch/page/2/']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  }
});

test.describe('SPEC query-string URLs', () => {
  for (const [from, to] of [
    ['/shop?category=BRK', '/shop/category/brakes/'],
    ['/shop?category=brakes&page=2', '/shop/category/brakes/page/2/'],
    ['/shop?category=BRK&child_category=BRK-01', '/shop/category/brakes/brake-pads/'],
    ['/shop?child_category=BRK-01&page=1', '/shop/category/brakes/brake-pads/'],
    ['/shop?page=2', '/shop/page/2/'],
    ['/shop?page=1', '/shop/'],
    ['/shop?brand=bosch', '/brand/bosch/'],
    ['/brand?page=1&brand=bosch', '/brand/bosch/'],
    ['/brand?page=2&brand=bosch', '/brand/bosch/page/2/'],
    ['/shop/page/1/', '/shop/'],
    ['/forget-password', '/forgot-password/'],
  ] as const) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      expect(await redirectOf(request, from)).toEqual({ status: 301, location: to });
    });
  }

  test('/product/{sku} answers 301 to /product/{permalink}/', async ({ request }) => {
    const { data } = await apiJson<{ data: { data: { sku: string; permalink: string }[] } }>(
      request,
      '/latest-products?pagination=1',
    );
    const p = data.data[0]!;
    expect(await redirectOf(request, `/product/${p.sku}`)).toEqual({
      status: 301,
      location: `/product/${p.permalink}/`,
    });
  });

  test('a brand within a category is served by the filter island, marked noindex', async ({
    page,
    request,
  }) => {
    const expected = await apiJson<ApiShopPage>(request, '/shop?category=BRK&brand=bendix&pagination=15');
    const response = await page.goto('/shop?category=BRK&brand=bendix');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for Bendix in Brakes');
    await expect(page.locator('[data-listing] [role="status"]')).toHaveText(`${expected.total} products`);
    await expect(page.locator('main .grid > li')).toHaveCount(Math.min(15, expected.total));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('a page a listing does not have, or an unknown child category, never ends on a 404', async ({
    request,
  }) => {
    const brakes = await apiJson<ApiShopPage>(request, '/shop?category=BRK&pagination=15');
    const bosch = await apiJson<ApiShopPage>(request, '/shop?brand=bosch&pagination=15');
    const past = (total: number) => Math.ceil(total / 15) + 1;
    for (const [from, to] of [
      ['/shop?page=abc', '/shop/'],
      ['/shop?page=0', '/shop/'],
      ['/shop?page=9999', '/shop/'],
      ['/shop?category=brakes&page=abc', '/shop/category/brakes/'],
      [`/shop?category=BRK&page=${past(brakes.total)}`, '/shop/category/brakes/'],
      [
        `/shop?category=BRK&child_category=NO-SUCH-CHILD&page=${past(brakes.total)}`,
        '/shop/category/brakes/',
      ],
      ['/shop?category=BRK&child_category=NO-SUCH-CHILD', '/shop/category/brakes/'],
      ['/shop?child_category=NO-SUCH-CHILD&page=9999', '/shop/'],
      [`/brand?brand=bosch&page=${past(bosch.total)}`, '/brand/bosch/'],
      [`/shop?brand=bosch&page=${past(bosch.total)}`, '/brand/bosch/'],
    ] as const) {
      expect(await redirectOf(request, from), from).toEqual({ status: 301, location: to });
      expect((await request.get(to)).status(), to).toBe(200);
    }
  });

  test('an unknown child category shows No Product Found, with status 200', async ({ page }) => {
    expect((await page.goto('/shop?child_category=NO-SUCH-CHILD'))?.status()).toBe(200);
    await expect(page.locator('[data-listing] [role="status"]')).toHaveText('No Product Found');
  });

  test('an unknown filter shows No Product Found', async ({ page }) => {
    await page.goto('/shop/?category=no-such-thing');
    await expect(page.locator('[data-listing] [role="status"]')).toHaveText('No Product Found');
  });
});
