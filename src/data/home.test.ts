import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../tests/helpers/test-app.ts';
import { homeBlocks } from '../api/db/schema/index.ts';
import { createApiClient } from '../lib/api/client.ts';
import { fetchHomeBlocks } from './home.ts';

const t = setupTestApp();
const api = () =>
  createApiClient({
    baseUrl: 'http://build.test/api',
    fetch: async (url, init) => t.app.request(String(url), init),
  });

describe('home slides and banners at build time', () => {
  it('come from the back office: the seeded blocks, in order, as slides and banners', async () => {
    const { slides, banners } = await fetchHomeBlocks(api());
    expect(slides.map((s) => s.title)).toEqual([
      'Brakes that stop on every road',
      'Get outback ready',
      'Tools for the home workshop',
    ]);
    expect(slides[0]).toEqual({
      title: 'Brakes that stop on every road',
      text: 'Pads, rotors and fluid from Bendix, DBA and Bosch.',
      href: '/shop/category/brakes/',
      cta: 'Shop brakes',
      image: 'uploads/banners/hero-scene-1.webp',
      imageAlt: '',
    });
    // A banner without alt text is described by its title.
    expect(banners).toEqual([
      {
        title: 'Filters for every service',
        href: '/shop/category/filters/',
        image: 'uploads/banners/banner-1.webp',
        alt: 'Filters for every service',
      },
      {
        title: 'Lighting that goes the distance',
        href: '/shop/category/lighting/',
        image: 'uploads/banners/banner-2.webp',
        alt: 'Lighting that goes the distance',
      },
    ]);
  });

  it('follow edits: a hidden slide is left out, a reordered banner moves, alt text is used', async () => {
    const db = t.database.db;
    await db.update(homeBlocks).set({ active: false }).where(eq(homeBlocks.title, 'Get outback ready'));
    await db
      .update(homeBlocks)
      .set({ sortOrder: 0, imageAlt: 'Driving lights on a bull bar at dusk' })
      .where(eq(homeBlocks.title, 'Lighting that goes the distance'));
    const { slides, banners } = await fetchHomeBlocks(api());
    expect(slides.map((s) => s.title)).toEqual([
      'Brakes that stop on every road',
      'Tools for the home workshop',
    ]);
    expect(banners.map((b) => b.alt)).toEqual([
      'Driving lights on a bull bar at dusk',
      'Filters for every service',
    ]);
  });

  it('link a block saved with an off-site path (before links were checked) to the home page instead', async () => {
    await t.database.db
      .update(homeBlocks)
      .set({ href: '/\\evil.example/x' })
      .where(eq(homeBlocks.title, 'Filters for every service'));
    const { banners } = await fetchHomeBlocks(api());
    expect(banners.find((b) => b.title === 'Filters for every service')?.href).toBe('/');
  });
});
