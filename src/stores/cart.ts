/**
 * $cart: the shopper's cart, persisted in localStorage under one key and shared by every island
 * and tab. Carts the original storefront saved under `cart` or `cartItems` are merged in once.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import * as cart from '../lib/cart.ts';

export const CART_STORAGE_KEY = 'storefront:cart';
export const LEGACY_CART_KEYS = ['cartItems', 'cart'] as const;

function decodeText(text: string | null | undefined): cart.CartItem[] {
  if (!text) return [];
  try {
    return cart.decodeCart(JSON.parse(text));
  } catch {
    return [];
  }
}

/** Moves legacy carts into the current key (merging quantities) and removes the old keys. */
export function migrateLegacyCart(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): void {
  const legacy = LEGACY_CART_KEYS.map((key) => storage.getItem(key));
  if (legacy.every((text) => text === null)) return;
  const merged = cart.mergeCarts(decodeText(storage.getItem(CART_STORAGE_KEY)), ...legacy.map(decodeText));
  storage.setItem(CART_STORAGE_KEY, JSON.stringify(merged));
  for (const key of LEGACY_CART_KEYS) storage.removeItem(key);
}

if (typeof localStorage !== 'undefined') {
  try {
    migrateLegacyCart(localStorage);
  } catch {
    // storage unavailable (private mode, quota): the cart simply starts empty
  }
}

export const $cart = persistentAtom<cart.CartItem[]>(CART_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: decodeText,
});

export const $cartCount = computed($cart, cart.itemCount);
export const $cartTotalCents = computed($cart, cart.cartTotalCents);

/** Adds a product (quantities add up for the same id). */
export function addToCart(product: cart.CartProduct, quantity = 1): void {
  $cart.set(cart.addItem($cart.get(), product, quantity));
}

export function increaseQuantity(id: number): void {
  $cart.set(cart.increase($cart.get(), id));
}

export function decreaseQuantity(id: number): void {
  $cart.set(cart.decrease($cart.get(), id));
}

export function removeFromCart(id: number): void {
  $cart.set(cart.remove($cart.get(), id));
}

export function clearCart(): void {
  $cart.set([]);
}
