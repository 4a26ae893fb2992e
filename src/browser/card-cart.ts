/**
 * Add to cart on product cards: one delegated listener for every card on the page, at most one add
 * a second per card, through the same action as the product page. With a vehicle in the garage, a
 * part that does not fit it asks first (fit-confirm.ts, loaded then) and a vehicle-specific part
 * keeps the vehicle on its line.
 */

import { decodeCartProduct } from '../lib/checkout/cart.ts';
import { createKeyedThrottle } from '../lib/forms/throttle.ts';
import { addToCart } from '../stores/cart.ts';
import { garageStored } from './fit-stored.ts';

const allow = createKeyedThrottle(1000);

function reveal(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-add][hidden]'))
    button.hidden = false;
}

reveal(document);
new MutationObserver(() => reveal(document)).observe(document.body, { childList: true, subtree: true });

document.addEventListener('click', async (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-add]');
  if (!button) return;
  // The button's JSON is read through the cart's schema like anything else the cart stores.
  const product = decodeCartProduct(JSON.parse(button.dataset.add ?? '{}'));
  if (!product || !allow(product.id)) return;
  if (!garageStored()) {
    addToCart(product, 1);
    return;
  }
  // The card's fit badge says whether the product is universal (fits every vehicle).
  const universal =
    button.closest('.card')?.querySelector('[data-fit]')?.hasAttribute('data-universal') ?? false;
  const { cartVehicle, confirmFit } = await import('./fit-confirm.ts');
  if (!(await confirmFit({ productId: product.id, universal, title: product.title }))) return;
  addToCart(product, 1, cartVehicle(universal));
});
