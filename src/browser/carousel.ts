/**
 * Carousels: the previous/next buttons scroll by one view and wrap at both ends. Markup:
 * src/lib/render/carousel.ts.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  const track = root.querySelector<HTMLElement>('[data-track]');
  if (!track) continue;
  const step = (dir: 1 | -1) => {
    const max = track.scrollWidth - track.clientWidth;
    const atEnd = track.scrollLeft >= max - 2;
    const atStart = track.scrollLeft <= 2;
    if (dir === 1 && atEnd) track.scrollTo({ left: 0 });
    else if (dir === -1 && atStart) track.scrollTo({ left: max });
    else track.scrollBy({ left: dir * track.clientWidth });
  };
  for (const [selector, dir] of [
    ['[data-prev]', -1],
    ['[data-next]', 1],
  ] as const) {
    const button = root.querySelector<HTMLButtonElement>(selector);
    if (!button) continue;
    button.hidden = false;
    button.addEventListener('click', () => step(dir));
  }
}
