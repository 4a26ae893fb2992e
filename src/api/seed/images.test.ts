import { describe, expect, it } from 'vitest';
import { heroSlides } from '../../data/home.ts';
import { seedImageJobs } from './images.ts';

describe('seed images', () => {
  it('draws every hero slide a backdrop without words, so the slide text shows once', () => {
    const jobs = new Map(seedImageJobs().map((job) => [job.path, job.svg]));
    for (const slide of heroSlides) {
      const svg = jobs.get(slide.image);
      expect(svg, slide.image).toBeDefined();
      expect(svg).not.toMatch(/<text\b/);
      expect(svg).not.toContain(slide.title);
    }
  });
});
