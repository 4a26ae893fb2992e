/**
 * Add to cart on product cards: one delegated listener for every card on the page, at most one add
 * a second per card, and the '{title} added to cart!' toast.
 */

import { decodeCart } from '../lib/cart.ts';
import { createKeyedThrottle } from '../lib/throttle.ts';
import { addToCart } from '../stores/cart.ts';
import { showToast } from './toast.ts';

const allow = createKeyedThrottle(1000);

function reveal(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-add][hidden]'))
    button.hidden = false;
}

reveal(document);
new MutationObserver(() => reveal(document)).observe(document.body, { childList: true, subtree: true });

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-add]');
  if (!button) return;
  // The button's JSON is read through the cart schema like anything else the cart stores.
  const [item] = decodeCart([{ ...JSON.parse(button.dataset.add ?? '{}'), quantity: 1 }]);
  if (!item) return;
  if (!allow(item.id)) return;
  addToCart(item, 1);
  showToast(`${item.title} added to cart!`);
});
