/**
 * The header's "Inc GST / Ex GST" switch (docs/design.md#lawful-price-display). The page already carries both figures of
 * every price and GstViewScript set the root's GST_VIEW_ATTR before first paint; this only keeps the
 * buttons' aria-pressed in step, stores the shopper's choice and follows a choice made in another tab.
 */
import { GST_VIEW_ATTR, GST_VIEW_KEY, type GstView } from '../lib/pricing/gst-view-keys.ts';

const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-gst-choice]')];

function show(view: GstView): void {
  document.documentElement.setAttribute(GST_VIEW_ATTR, view);
  for (const button of buttons)
    button.setAttribute('aria-pressed', String(button.dataset.gstChoice === view));
}

const viewOf = (text: string | null | undefined): GstView => (text === 'ex' ? 'ex' : 'inc');

show(viewOf(document.documentElement.getAttribute(GST_VIEW_ATTR)));

for (const button of buttons) {
  button.addEventListener('click', () => {
    const view = viewOf(button.dataset.gstChoice);
    try {
      localStorage.setItem(GST_VIEW_KEY, view);
    } catch {
      // Storage refused (private mode, full): the choice holds for this page only.
    }
    show(view);
  });
}

addEventListener('storage', (event) => {
  if (event.key === GST_VIEW_KEY && event.newValue) show(viewOf(event.newValue));
});
