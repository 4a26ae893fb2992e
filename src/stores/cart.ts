/**
 * $cart: the shopper's cart, persisted in localStorage under one key and shared by every island
 * and tab. Carts saved in the old shape (the product spec's product fields), under this key or the original
 * `cart`/`cartItems`, are converted once on load.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { showToast } from '../browser/toast.ts';
import * as cart from '../lib/checkout/cart.ts';

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

/**
 * Rewrites the stored cart in today's shape: lines saved in the old shape are converted, and legacy
 * keys are merged in (quantities add up) and removed. A cart already in today's shape is left alone.
 */
export function migrateStoredCart(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): void {
  const current = storage.getItem(CART_STORAGE_KEY);
  const legacy = LEGACY_CART_KEYS.map((key) => storage.getItem(key));
  const currentItems = decodeText(current);
  const upToDate = current === null || JSON.stringify(currentItems) === current;
  if (upToDate && legacy.every((text) => text === null)) return;
  const merged = cart.mergeCarts(currentItems, ...legacy.map(decodeText));
  storage.setItem(CART_STORAGE_KEY, JSON.stringify(merged));
  for (const key of LEGACY_CART_KEYS) storage.removeItem(key);
}

if (typeof localStorage !== 'undefined') {
  try {
    migrateStoredCart(localStorage);
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

/**
 * The one add-to-cart of product cards and the product page: adds the product (quantities add up for
 * the same id) and says '{title} added to cart!'. `vehicle`, the shopper's active vehicle, stays on
 * the line (the first one, when the product is added again).
 */
export function addToCart(product: cart.CartProduct, quantity = 1, vehicle?: cart.CartVehicle): void {
  $cart.set(cart.addItem($cart.get(), product, quantity, vehicle));
  showToast(`${product.title} added to cart!`);
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

/** A cart line whose unit price changed. */
export interface PriceChange {
  id: number;
  title: string;
  wasCents: number;
  nowCents: number;
}

/** Sets the cart's unit prices to today's (`prices` by product id); the lines whose price changed. */
export function repriceCart(prices: ReadonlyMap<number, number>): PriceChange[] {
  const changes: PriceChange[] = [];
  const items = $cart.get().map((item) => {
    const now = prices.get(item.id);
    if (now === undefined || now === item.unitCents) return item;
    changes.push({ id: item.id, title: item.title, wasCents: item.unitCents, nowCents: now });
    return { ...item, unitCents: now };
  });
  if (changes.length > 0) $cart.set(items);
  return changes;
}
