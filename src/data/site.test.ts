import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { headSite } from './site.ts';

describe('site head', () => {
  it('shares pages without their own image with a 1200 x 630 picture that the site serves', async () => {
    const { path, width, height } = headSite.defaultImage;
    const file = await sharp(join(import.meta.dirname, '../../public', path)).metadata();
    expect([file.format, file.width, file.height]).toEqual(['jpeg', width, height]);
    expect([width, height]).toEqual([1200, 630]);
  });
});
