/** What crawlers and people find: footer links on every kind of page, the 400 page, blog structured data. */
import { expect, test } from '@playwright/test';
import { apiJson, jsonLd } from './helpers.ts';
import { shot } from './shots.ts';

const pageKinds = [
  '/',
  '/shop/',
  '/shop/category/brakes/',
  '/brand/bosch/',
  '/blogs/',
  '/about-us/',
  '/cart/',
  '/sitemap/',
  '/no-such-page/',
];

for (const width of [390, 1366]) {
  test(`the footer's Information column links About Us, Feedback and the sitemap on every kind of page (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { data } = await apiJson<{ data: { data: { permalink: string }[] } }>(
      request,
      '/latest-products?pagination=1',
    );
    const blogs = await apiJson<{ data: { data: { permalink: string }[] } }>(request, '/blogs');
    const paths = [
      ...pageKinds,
      `/product/${data.data[0]!.permalink}/`,
      `/blog/${blogs.data.data[0]!.permalink}/`,
    ];
    for (const path of paths) {
      await page.goto(path);
      const info = page.getByRole('contentinfo').getByRole('region', { name: 'Information' });
      await expect(info.getByRole('link'), path).toHaveText(['About Us', 'Feedback', 'Sitemap']);
      expect(
        await info.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(['/about-us/', '/feedback/', '/sitemap/']);
    }
    await page.goto('/about-us/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await shot(page.getByRole('contentinfo'), `crawlers/footer-${width}.png`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(/\/feedback\/$/);
    expect((await page.request.get('/feedback/')).status()).toBe(200);
  });
}

test('a malformed product address gets the bad-request page with status 400', async ({ page }) => {
  const response = await page.goto('/product/%E0%A4%A/');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bad request');
  await expect(page.getByRole('main').getByRole('link', { name: 'shop', exact: true })).toBeVisible();
});

test("a blog's default BlogPosting is pictured by the cover image its page shows", async ({
  page,
  request,
}) => {
  const { data } = await apiJson<{
    data: {
      data: { permalink: string; cover_image: string; featured_images: string; _schema_markup: string }[];
    };
  }>(request, '/blogs');
  const blog = data.data.find(
    (b) => !b._schema_markup && b.cover_image && b.cover_image !== b.featured_images,
  );
  expect(blog, 'a seeded blog with its own cover and no custom markup').toBeDefined();
  await page.goto(`/blog/${blog!.permalink}/`);
  const posting = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting')!;
  const hero = await page.locator('.blog-hero img').getAttribute('src');
  expect(posting.image).toEqual([new URL(hero!, page.url()).href]);
  expect(String((posting.image as string[])[0])).toContain(blog!.cover_image.split('/').pop()!);
});
