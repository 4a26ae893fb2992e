/**
 * The product page's delivery estimate (src/build/components/FreightEstimate.tsx) before interaction:
 * nothing but these lines, which load freight-estimate.ts when the shopper reaches for the form (a
 * focus inside it, when it fills the field with the postcode kept from last time) and have it answer
 * a submit. They are on the product page's JavaScript before interaction (docs/design.md#budgets),
 * so they do no more: 224 bytes compressed on that measure, the import's preload list included.
 */
const form = document.querySelector<HTMLFormElement>('form[data-freight-estimate]');
if (form) {
  const load = () => import('./freight-estimate.ts');
  form.addEventListener('focusin', load, { once: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    load().then((module) => module.answer(form));
  });
}
