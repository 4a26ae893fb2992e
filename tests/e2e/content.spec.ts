import { expect, test } from '@playwright/test';
import type { ApiBlog } from '../../src/lib/api/schemas/content.ts';
import { SHOP_TIME_ZONE } from '../../src/lib/format/dates.ts';
import { apiJson, jsonLd } from './helpers.ts';

test('the blog list shows only active blogs with long US dates and Read More links', async ({
  page,
  request,
}) => {
  const { data } = await apiJson<{ data: { data: ApiBlog[] } }>(request, '/blogs');
  await page.goto('/blogs/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
  await expect(page.locator('.blog-card')).toHaveCount(data.data.length);
  await expect(page.getByText('Winter Driving Checklist')).toHaveCount(0);
  const first = data.data[0]!;
  const date = new Date(first.created_at).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
  await expect(page.locator('.blog-card').first()).toContainText(date);
  await page.getByRole('link', { name: `Read More about ${first.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first.permalink}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page.getByRole('heading', { name: 'Related Blogs' })).toBeVisible();
});

test('blog structured data uses the editor markup when it parses, else a BlogPosting default', async ({
  page,
}) => {
  await page.goto('/blog/choosing-the-right-engine-oil-for-hot-australian-summers/');
  expect((await jsonLd(page))[0]).toMatchObject({
    '@type': 'BlogPosting',
    author: { name: 'Editorial team' },
  });
  await page.goto('/blog/essential-4wd-recovery-gear-for-your-first-outback-trip/');
  expect((await jsonLd(page))[0]).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'Essential 4WD Recovery Gear for Your First Outback Trip',
  });
});

test('a blog with page index 0 is noindex, nofollow, and inactive blogs do not exist', async ({ page }) => {
  await page.goto('/blog/a-beginner-s-guide-to-torque-wrenches/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect((await page.goto('/blog/winter-driving-checklist-archived/'))?.status()).toBe(404);
  // docs/product.md#messages: 'Blog not found' with the not-found image.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog not found');
  const img = page.locator('main img[src="/assets/images/not-found.svg"]');
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0)).toBe(true);
});

test('the FAQ page has 4 groups and 28 questions in an accordion, and FAQPage data', async ({ page }) => {
  await page.goto('/faqs/');
  for (const group of [
    'Ordering & Shipping',
    'Returns & Refunds',
    'Product Information',
    'Account & Payment',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  const questions = page.locator('details summary');
  await expect(questions).toHaveCount(28);
  await questions.first().click();
  await expect(page.getByText('No. We ship to Australian addresses only.')).toBeVisible();
  const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] };
  expect(faq.mainEntity).toHaveLength(28);
  await expect(page.locator('main')).toContainText('free on orders of $400 or more');
});

const infoPages: [string, string, RegExp][] = [
  ['/about-us/', 'About Us', /Australia/],
  ['/privacy-and-policy/', 'Privacy Policy', /Australian Privacy Principles/],
  // The delivery charge is quoted GST included ($15 ex GST), as every price shoppers see.
  ['/shipping-policy/', 'Shipping Policy', /free on orders with a subtotal of \$400 or more.*flat \$16\.50/s],
  ['/return-policy/', 'Return Policy', /within 30 days of delivery/],
  ['/terms-conditions/', 'Terms & Conditions', /GST of 10%/],
  ['/editorial-guidelines/', 'Editorial Guidelines', /Accuracy/],
  ['/feedback/', 'Feedback', /within 3 business days.*within 30 days/s],
  ['/shipping-option/', 'Shipping Options', /\$16\.50 flat rate/],
];

for (const [path, title, text] of infoPages) {
  test(`${path} has its content, canonical link and structured data`, async ({ page, baseURL }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main')).toContainText(text);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    const [ld] = await jsonLd(page);
    expect(ld).toMatchObject({ name: title, url: `${baseURL}${path}` });
  });
}

test('/best-selling/ has its heading', async ({ page }) => {
  await page.goto('/best-selling/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Selling');
});

test('/too-many-requests/ counts down from 30 and returns to the last visited page after 45 seconds', async ({
  page,
}) => {
  await page.clock.install();
  // Time stands still except when the test moves it, so the countdown is exact even on a slow machine.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/faqs/');
  await page.evaluate(() => sessionStorage.setItem('lastVisitedUrl', '/faqs/'));
  await page.goto('/too-many-requests/');
  await expect(page.getByRole('alertdialog', { name: 'Too many requests' })).toContainText(
    'Please wait 30 seconds',
  );
  await page.clock.runFor(10_000);
  await expect(page.getByRole('alertdialog')).toContainText('Please wait 20 seconds');
  await page.clock.runFor(35_500);
  await expect(page).toHaveURL(/\/faqs\/$/);
});
