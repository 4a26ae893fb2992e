import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../tests/helpers/test-app.ts';
import { blogs, homeBlocks } from '../db/schema/index.ts';
import { seedImageJobs } from './images.ts';

const t = setupTestApp();

describe('seed images', () => {
  it('draws every hero slide a backdrop without words, so the slide text shows once', async () => {
    const slides = await t.database.db.select().from(homeBlocks).where(eq(homeBlocks.kind, 'slide'));
    expect(slides.length).toBeGreaterThan(0);
    const jobs = new Map(seedImageJobs().map((job) => [job.path, job.svg]));
    for (const slide of slides) {
      const svg = jobs.get(slide.image);
      expect(svg, slide.image).toBeDefined();
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).not.toContain(slide.title);
    }
  });

  it('draws every seeded blog card and cover picture without words, so no crop cuts a title', async () => {
    const rows = await t.database.db.select().from(blogs);
    expect(rows.length).toBeGreaterThan(0);
    const jobs = new Map(seedImageJobs().map((job) => [job.path, job.svg]));
    for (const blog of rows) {
      for (const path of [blog.featuredImage, blog.coverImage]) {
        const svg = jobs.get(path);
        expect(svg, path).toBeDefined();
        expect(svg, path).not.toMatch(/<text\b/);
      }
    }
  });
});
