/**
 * Product galleries: a thumbnail shows its image (and its alt text) in the main view, and the arrows
 * scroll the strip. Markup: src/lib/render/gallery.ts.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-gallery]')) {
  const main = root.querySelector<HTMLImageElement>('[data-main]')!;
  const strip = root.querySelector<HTMLElement>('[data-thumbs]');
  const thumbs = [...root.querySelectorAll<HTMLAnchorElement>('[data-thumb]')];
  for (const thumb of thumbs) {
    thumb.addEventListener('click', (event) => {
      event.preventDefault();
      main.src = thumb.dataset.thumb!;
      main.srcset = thumb.dataset.srcset ?? '';
      main.alt = thumb.dataset.alt ?? '';
      for (const t of thumbs) t.removeAttribute('aria-current');
      thumb.setAttribute('aria-current', 'true');
    });
  }
  for (const [selector, dir] of [
    ['[data-prev]', -1],
    ['[data-next]', 1],
  ] as const) {
    const button = root.querySelector<HTMLButtonElement>(selector);
    if (!button || !strip) continue;
    button.hidden = false;
    button.addEventListener('click', () => strip.scrollBy({ left: dir * strip.clientWidth }));
  }
}
