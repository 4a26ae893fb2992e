import { describe, expect, it } from 'vitest';
import { Stars } from './Stars.tsx';

const starsHtml = (rating: number) => Stars({ rating }).html;

const fills = (html: string) => [...html.matchAll(/data-fill="(\d+)"/g)].map((m) => Number(m[1]));

describe('star rating', () => {
  it('fills each star as far as the rating reaches and says the rating', () => {
    const html = starsHtml(4.3);
    expect(fills(html)).toEqual([100, 100, 100, 100, 30]);
    expect(html).toContain('aria-label="Rated 4.3 out of 5"');
    expect(html).toContain('<span aria-hidden="true">4.3</span>');
  });

  it('leaves decorative stars and a figure-less row out of what is read', () => {
    const html = Stars({ rating: 4.6, figure: false, decorative: true }).html;
    expect(html).toMatch(/^<span class="stars" aria-hidden="true">/);
    expect(html).not.toContain('role="img"');
    expect(html).not.toContain('4.6');
    expect(fills(html)).toEqual([100, 100, 100, 100, 60]);
  });

  it('keeps the rating within 0 to 5', () => {
    expect(fills(starsHtml(7))).toEqual([100, 100, 100, 100, 100]);
    expect(starsHtml(-1)).toContain('Rated 0.0 out of 5');
  });
});
