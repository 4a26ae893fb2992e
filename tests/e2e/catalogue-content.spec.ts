/**
 * Catalogue content as shoppers and link previews see it: blog pictures, an empty brand, dates in the
 * shop's time zone, a share picture on every page, and the newsletter form without JavaScript. The
 * screenshots at phone and desktop width are kept with the test's results for people to look at.
 */
import { expect, type Page, test } from '@playwright/test';
import type { ApiBlog } from '../../src/lib/api/schemas/content.ts';
import { longUsDate } from '../../src/lib/format/dates.ts';
import { apiJson } from './helpers.ts';
import { shot } from './shots.ts';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** Loads every image, lazy ones too, before a screenshot. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("blog cards and the blog banner show their word-less pictures, dated in the shop's time zone", async ({
      page,
      request,
    }) => {
      const { data } = await apiJson<{ data: { data: ApiBlog[] } }>(request, '/blogs');
      await page.goto('/blogs/');
      await settle(page);
      const banner = page.locator('.blog-hero img');
      await expect(banner).toHaveAttribute('src', new RegExp(`${data.data[0]!.cover_image}$`));
      const cards = page.locator('.blog-card');
      await expect(cards).toHaveCount(data.data.length);
      for (const [i, blog] of data.data.entries()) {
        const card = cards.nth(i);
        await expect(card.locator('img')).toHaveJSProperty('complete', true);
        expect(
          await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0);
        await expect(card.locator('time')).toHaveText(longUsDate(blog.created_at));
      }
      await shot(page, `catalogue-content/blogs-${size.name}.png`, { fullPage: true });
    });

    test("a brand without products says 'No Product Found' and asks not to be indexed", async ({ page }) => {
      // The seed's KYB has no products.
      await page.goto('/brand/kyb/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand: KYB');
      await expect(page.locator('main').getByText('No Product Found', { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
      await expect(page.locator('main').getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
        'href',
        '/shop/',
      );
      await shot(page, `catalogue-content/empty-brand-${size.name}.png`, { fullPage: true });
    });
  });
}

test('pages without a picture of their own share the default 1200 x 630 picture', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/about-us/', '/blogs/', '/brand/kyb/', '/shop/']) {
    await page.goto(path);
    const og = page.locator('meta[property="og:image"]');
    await expect(og, path).toHaveCount(1);
    const url = (await og.getAttribute('content'))!;
    expect(url, path).toMatch(/^https?:\/\/[^/]+\/og-default\.jpg$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    const res = await request.get(new URL(url).pathname);
    expect(res.headers()['content-type']).toBe('image/jpeg');
  }
  // A blog has its own: the cover.
  await page.goto('/blog/choosing-the-right-engine-oil-for-hot-australian-summers/');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /-cover\.webp$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer newsletter form posts the address (never into the URL) and says it subscribed', async ({
    page,
  }) => {
    await page.goto('/shop/');
    const form = page.getByRole('region', { name: 'Newsletter' });
    await form.getByLabel('Your email').fill('no-script@example.com');
    const sent = page.waitForRequest((r) => r.url().includes('/api/subscribe'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.postData()).toBe('email=no-script%40example.com');
    await expect(page.getByText('Subscribed successfully!')).toBeVisible();
    expect(page.url()).not.toContain('no-script');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/shop\/$/);
  });
});
