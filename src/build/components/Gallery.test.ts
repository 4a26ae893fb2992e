import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery.tsx';

const galleryHtml = (images: string[], alts: string[]) => Gallery({ images, alts }).html;

describe('gallery', () => {
  it('shows one image without a thumbnail strip', () => {
    const html = galleryHtml(['/storage/a.webp'], ['Pads "front"']);
    expect(html).toContain('class="gallery-main"');
    expect(html).toContain('alt="Pads &quot;front&quot;"');
    expect(html).toContain('/storage/a.webp?w=800 800w');
    expect(html).not.toContain('data-thumbs');
  });

  it('links each thumbnail to its image, the first current, with arrows only past three', () => {
    const three = galleryHtml(['/a.webp', '/b.webp', '/c.webp'], ['A', 'B', 'C']);
    expect(three.match(/data-thumb=/g)).toHaveLength(3);
    expect(three).toContain('href="/b.webp" data-thumb="/b.webp" data-alt="B"');
    expect(three).toContain('aria-label="Show image 1 of 3" aria-current="true"');
    expect(three.match(/aria-current/g)).toHaveLength(1);
    expect(three).not.toContain('thumb-arrow');
    const four = galleryHtml(['/a.webp', '/b.webp', '/c.webp', '/d.webp'], ['A', 'B', 'C', 'D']);
    expect(four).toContain('aria-label="Previous images"');
    expect(four).toContain('aria-label="Next images"');
  });

  it('shows the placeholder image when there is none', () => {
    const html = galleryHtml([], ['Pads']);
    expect(html).toContain('src="/assets/images/product-image-not-found.webp"');
    expect(html).toContain('alt="Pads"');
    expect(html).not.toContain('srcset');
  });
});
