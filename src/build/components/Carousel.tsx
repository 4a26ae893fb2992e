/** @jsxImportSource ../jsx */
/**
 * A row of slides that scrolls sideways (scroll snap) without JavaScript; with it src/browser/carousel.ts
 * shows previous/next buttons that wrap around at both ends.
 */
import type { Child } from '../jsx/jsx-runtime.ts';

/** Slides in view: [default, <1200px, <1024px, <768px, <480px]. */
export type Visible = readonly [number, number, number, number, number];

const DEFAULT_VISIBLE: Visible = [5, 4, 3, 2, 2];

/** `children` are the track's content: one `<li>` per slide. */
export function Carousel({
  label,
  visible = DEFAULT_VISIBLE,
  children,
}: {
  label: string;
  visible?: Visible | undefined;
  children?: Child;
}) {
  return (
    <div
      class="carousel"
      data-carousel
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={visible.map((n, i) => `--v${i}:${n}`).join(';')}
    >
      <button type="button" class="carousel-btn prev" data-prev aria-label={`Previous: ${label}`} hidden>
        &#8249;
      </button>
      <ul class="carousel-track" data-track tabindex="0" aria-label={`${label}, scroll sideways for more`}>
        {children}
      </ul>
      <button type="button" class="carousel-btn next" data-next aria-label={`Next: ${label}`} hidden>
        &#8250;
      </button>
    </div>
  );
}
