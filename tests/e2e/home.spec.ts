import { expect, test } from '@playwright/test';
import type { ApiGeneralSettings } from '../../src/lib/api/schemas/catalogue.ts';
import { apiJson } from './helpers.ts';

test('the hero advances every 5 seconds, can be paused and is keyboard reachable', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  const dots = hero.getByRole('button', { name: /^Show slide \d$/ });
  await expect(dots).toHaveCount(3);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(5100);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(5000);
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(5000);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

  const pause = hero.getByRole('button', { name: 'Pause' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(hero.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await page.locator('body').focus();
  await page.clock.runFor(15_000);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await hero.getByRole('button', { name: 'Next slide' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('the hero does not move by itself when the shopper prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/');
  const dots = page
    .getByRole('region', { name: 'Highlights' })
    .getByRole('button', { name: /^Show slide \d$/ });
  await page.clock.runFor(11_000);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
});

test('the home page shows banners, badges from the settings, 12 category tiles, carousels, promos and brands', async ({
  page,
  request,
}) => {
  const { general_settings: s } = await apiJson<{ general_settings: ApiGeneralSettings }>(request, '/brands');
  await page.goto('/');
  await expect(page.locator('.banners li')).toHaveCount(2);
  const badges = page.getByRole('list', { name: 'Our promises' });
  await expect(badges).toContainText(`On orders of $${Number(s._free_delivery_threshold)} or more`);
  await expect(badges).toContainText(`Up to ${s._warranty_years} years`);
  await expect(badges).toContainText(`${s._return_days}-day returns`);
  await expect(badges).toContainText(`${s._newsletter_discount_percentage}% off for subscribers`);
  await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('listitem')).toHaveCount(12);
  await expect(page.locator('.promos li')).toHaveCount(2);
  // The promo's words are text from the same setting, not words fixed in a picture.
  await expect(page.locator('.promos')).toContainText(
    `Free delivery on orders of $${Number(s._free_delivery_threshold)} or more`,
  );

  const featured = page.getByRole('region', { name: 'Featured Products' }).last();
  const track = featured.locator('[data-track]');
  await featured.getByRole('button', { name: 'Next: Featured Products' }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // Past the end it wraps back to the start.
  await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  await featured.getByRole('button', { name: 'Next: Featured Products' }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
});

for (const [width, visible] of [
  [1280, 7],
  [1100, 6],
  [900, 4],
  [700, 3],
  [400, 2],
] as const) {
  test(`the brand carousel shows ${visible} brands at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const track = page.getByRole('region', { name: 'Brands' }).locator('[data-track]');
    const inView = await track.evaluate((el) => {
      const [a, b] = [...el.children].map((c) => c.getBoundingClientRect());
      const pitch = b!.left - a!.left;
      return Math.round((el.clientWidth + (pitch - a!.width)) / pitch);
    });
    expect(inView).toBe(visible);
  });
}

test('the intro is cut at 700 characters with Read more and Read less', async ({ page }) => {
  await page.goto('/');
  const intro = page.getByRole('region', { name: 'About the store' });
  const heading = intro.getByRole('heading', {
    name: 'Auto parts, tools and accessories for Australian drivers',
  });
  const short = intro.locator('.readmore-short');
  const text = (await short.textContent()) ?? '';
  expect(text.length).toBeLessThanOrEqual(700);
  expect(text.endsWith('…')).toBe(true);
  // Collapsed, the heading stays a heading of its own instead of running into the first sentence.
  await expect(heading).toBeVisible();
  expect(text).toMatch(/^Southern Cross Auto Parts is an online parts store/);
  await intro.getByText('Read more').click();
  await expect(short).toBeHidden();
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCount(1);
  await intro.getByText('Read less').click();
  await expect(short).toBeVisible();
});

test('the home page quotes no testimonial and shows no rating (docs/design.md#ratings-and-reviews)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('section.testimonials')).toHaveCount(0);
  await expect(page.locator('.stars')).toHaveCount(0);
  expect(await page.content()).not.toMatch(/Rated \d|What our customers say/);
});

for (const width of [360, 390, 768, 1366]) {
  test(`each hero slide has one text layer that fits inside it at ${width}px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' });
    for (let i = 0; i < 3; i++) {
      await hero.getByRole('button', { name: `Show slide ${i + 1}` }).click();
      const slide = hero.locator('[data-slide]').nth(i);
      await expect(slide.locator('.hero-title')).toHaveCount(1);
      await expect(slide.locator('.hero-title')).toBeInViewport({ ratio: 1 });
      const fits = await slide.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const track = el.parentElement!.getBoundingClientRect();
        const inside = (r: DOMRect) =>
          r.left >= box.left - 0.5 &&
          r.right <= box.right + 0.5 &&
          r.top >= box.top - 0.5 &&
          r.bottom <= box.bottom + 0.5;
        const parts = [...el.querySelectorAll('.hero-text, .hero-text > *')];
        return {
          inSlide: parts.every((p) => inside(p.getBoundingClientRect())),
          slideInTrack: box.top >= track.top - 0.5 && box.bottom <= track.bottom + 0.5,
          clipped: parts.some(
            (p) => p.scrollHeight > p.clientHeight + 1 || p.scrollWidth > p.clientWidth + 1,
          ),
        };
      });
      expect(fits).toEqual({ inSlide: true, slideInTrack: true, clipped: false });
    }
  });
}
