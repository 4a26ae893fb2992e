/**
 * On every page: gives the header search form its behaviour (search-box.ts) on the first pointer,
 * touch, focus or key inside it, so pages download none of the search until a shopper reaches for
 * it. Until then the form still works as a plain GET form to the results page.
 */
const TRIGGERS = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-search-box]')) {
  const start = () => {
    for (const type of TRIGGERS) form.removeEventListener(type, start, true);
    import('./search-box.ts').then(
      (box) => box.mountSearchBox(form),
      (error: unknown) => console.error('The search box could not load', error),
    );
  };
  for (const type of TRIGGERS) form.addEventListener(type, start, { capture: true, passive: true });
}
