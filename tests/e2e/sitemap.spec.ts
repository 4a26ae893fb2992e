import { type APIRequestContext, expect, test } from '@playwright/test';
import { shot } from './shots.ts';

const groups = [
  'product-sitemap',
  'category-sitemap',
  'child-category-sitemap',
  'brand-sitemap',
  'blogs-sitemap',
  'other-sitemap',
  'vehicles-sitemap',
];

test('the sitemap index lists the seven groups, and every URL in them answers 200', async ({ request }) => {
  test.setTimeout(120_000);
  const index = await (await request.get('/sitemap.xml')).text();
  expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)).toEqual(
    groups.map((g) => `/${g}.xml`),
  );
  // Plain XML: browsers are dropping XSLT, and people read /sitemap/ instead.
  expect(index).not.toContain('xml-stylesheet');
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

for (const width of [390, 1366]) {
  test(`the readable sitemap at /sitemap/ lists the groups and links each group's URLs (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sitemap/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    const rows = page.locator('table tbody tr');
    await expect(rows).toHaveCount(groups.length);
    await expect(rows.first().locator('td').nth(1)).toHaveText(/^\d+$/);
    await shot(page, `sitemap/sitemap-${width}.png`, { fullPage: true });
    const xml = await (await request.get('/brand-sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    await page.getByRole('link', { name: 'Brand', exact: true }).click();
    await expect(page).toHaveURL(/\/sitemap\/brand\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap: Brand');
    await expect(page.locator('table tbody td:first-child a')).toHaveText(urls as string[]);
    await shot(page, `sitemap/sitemap-brand-${width}.png`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

const sitemapPaths = async (request: APIRequestContext) => {
  const paths: string[] = [];
  for (const group of groups) {
    const xml = await (await request.get(`/${group}.xml`)).text();
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
  }
  return paths;
};

test('every page of a listing is in the sitemaps: /shop/page/2/, /brand/bosch/page/2/, ...', async ({
  page,
  request,
}) => {
  const listed = new Set(await sitemapPaths(request));
  for (const first of ['/shop/', '/shop/category/brakes/', '/brand/bosch/']) {
    expect(listed.has(first), first).toBe(true);
    await page.goto(first);
    const numbers = await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /^Page \d+$/ })
      .allTextContents();
    const last = Math.max(...numbers.map(Number));
    expect(last, first).toBeGreaterThan(1);
    for (let n = 2; n <= last; n++) expect(listed.has(`${first}page/${n}/`), `${first}page/${n}/`).toBe(true);
  }
  // Each of them is its own canonical, indexable page.
  const paged = [...listed].filter((p) => /\/page\/\d+\/$/.test(p));
  expect(paged.length).toBeGreaterThanOrEqual(43);
  for (const path of paged.slice(0, 10)) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  }
});

test('robots.txt points to the sitemap index', async ({ request, baseURL }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('/404 is the not-found page, with status 404', async ({ page }) => {
  expect((await page.goto('/404'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('main img[src="/assets/images/not-found.svg"]')).toBeVisible();
});
