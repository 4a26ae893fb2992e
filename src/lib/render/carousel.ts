/**
 * A row of slides that scrolls sideways (scroll snap) without JavaScript, as an HTML string; with it
 * scripts/carousel.ts shows previous/next buttons that wrap around at both ends.
 */
import { escapeHtml as e } from './html.ts';

/** Slides in view: [default, <1200px, <1024px, <768px, <480px]. */
export type Visible = readonly [number, number, number, number, number];

export const DEFAULT_VISIBLE: Visible = [5, 4, 3, 2, 2];

/** `slidesHtml` is the track's content: one `<li>` per slide. */
export function carouselHtml(label: string, slidesHtml: string, visible: Visible = DEFAULT_VISIBLE): string {
  const style = visible.map((n, i) => `--v${i}:${n}`).join(';');
  const l = e(label);
  return `<div class="carousel" data-carousel role="region" aria-roledescription="carousel" aria-label="${l}" style="${style}"><button type="button" class="carousel-btn prev" data-prev aria-label="Previous: ${l}" hidden>&#8249;</button><ul class="carousel-track" data-track tabindex="0" aria-label="${l}, scroll sideways for more">${slidesHtml}</ul><button type="button" class="carousel-btn next" data-next aria-label="Next: ${l}" hidden>&#8250;</button></div>`;
}
