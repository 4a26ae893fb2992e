/**
 * Add to cart on product cards: one delegated listener for every card on the page, at most one add
 * a second per card, through the same action as the product page.
 */

import { decodeCartProduct } from '../lib/cart.ts';
import { createKeyedThrottle } from '../lib/throttle.ts';
import { addToCart } from '../stores/cart.ts';

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
  // The button's JSON is read through the cart's schema like anything else the cart stores.
  const product = decodeCartProduct(JSON.parse(button.dataset.add ?? '{}'));
  if (!product || !allow(product.id)) return;
  addToCart(product, 1);
});
