import { describe, expect, it } from 'vitest';
import { raw } from '../jsx/jsx-runtime.ts';
import { Carousel, type Visible } from './Carousel.tsx';

const carouselHtml = (label: string, slides: string, visible?: Visible) =>
  Carousel({ label, visible, children: raw(slides) }).html;

describe('carousel', () => {
  it('wraps the slides in a labelled, focusable track with hidden buttons and the slides per view', () => {
    const html = carouselHtml('New & Used', '<li>1</li><li>2</li>', [7, 6, 4, 3, 2]);
    expect(html).toContain(
      'aria-roledescription="carousel" aria-label="New &amp; Used" style="--v0:7;--v1:6;--v2:4;--v3:3;--v4:2"',
    );
    expect(html).toContain(
      '<ul class="carousel-track" data-track tabindex="0" aria-label="New &amp; Used, scroll sideways for more"><li>1</li><li>2</li></ul>',
    );
    expect(html).toContain('aria-label="Previous: New &amp; Used" hidden>');
    expect(html).toContain('aria-label="Next: New &amp; Used" hidden>');
  });

  it('shows 5, 4, 3, 2 and 2 slides unless told', () => {
    expect(carouselHtml('X', '')).toContain('style="--v0:5;--v1:4;--v2:3;--v3:2;--v4:2"');
  });
});
