import { expect, test } from '@playwright/test';

const groups = [
  'product-sitemap',
  'category-sitemap',
  'child-category-sitemap',
  'brand-sitemap',
  'blogs-sitemap',
  'other-sitemap',
];

test('the sitemap index lists the six groups, and every URL in them answers 200', async ({ request }) => {
  test.setTimeout(120_000);
  const index = await (await request.get('/sitemap.xml')).text();
  expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)).toEqual(
    groups.map((g) => `/${g}.xml`),
  );
  expect(index).toContain('<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>');
  const failures: string[] = [];
  for (const group of groups) {
    const xml = await (await request.get(`/${group}.xml`)).text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(entries.length, group).toBeGreaterThan(0);
    for (const [, loc, lastmod] of entries) {
      expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
      const status = (await request.get(new URL(loc!).pathname, { maxRedirects: 0 })).status();
      if (status !== 200) failures.push(`${loc} ${status}`);
    }
  }
  expect(failures).toEqual([]);
});

test('the sitemap reads as a table in a browser, without header or footer', async ({ page }) => {
  await page.goto('/sitemap.xml');
  await expect(page.getByRole('link', { name: 'Product', exact: true })).toBeVisible();
  await expect(page.locator('td').nth(1)).toHaveText(/^\d+$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/brand-sitemap.xml');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap: 25 URLs');
});

test('robots.txt points to the sitemap index', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(
    'Sitemap: http://localhost:4399/sitemap.xml',
  );
});

test('/404 is the not-found page, with status 404', async ({ page }) => {
  expect((await page.goto('/404'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
