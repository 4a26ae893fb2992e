/** $cartPanelOpen: whether the cart side panel shows. Opening also announces itself so the panel island can load. */
import { atom } from 'nanostores';

export const CART_PANEL_EVENT = 'storefront:cart-panel';
export const $cartPanelOpen = atom(false);

export function openCartPanel(): void {
  $cartPanelOpen.set(true);
  window.dispatchEvent(new Event(CART_PANEL_EVENT));
}

export function closeCartPanel(): void {
  $cartPanelOpen.set(false);
}
