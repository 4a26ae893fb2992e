import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage.ts';
import {
  $cart,
  $cartCount,
  $cartTotalCents,
  addToCart,
  CART_STORAGE_KEY,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  migrateLegacyCart,
  removeFromCart,
} from './cart.ts';

const pads = {
  id: 9,
  title: 'Brake Pads',
  permalink: 'brake-pads',
  featured_image: '',
  product_meta: [{ option: '_price', value: '50.00' }],
  discount_data: null,
};

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  cleanStores($cart, $cartCount, $cartTotalCents);
});

describe('$cart store', () => {
  it('persists added items under one storage key', () => {
    addToCart(pads, 2);
    addToCart(pads, 1);
    expect($cartCount.get()).toBe(3);
    expect(JSON.parse(getTestStorage()[CART_STORAGE_KEY] ?? '[]')).toMatchObject([{ id: 9, quantity: 3 }]);
    expect($cartTotalCents.get()).toBe(15000);
  });

  it('increases, decreases only above 1, removes and clears', () => {
    addToCart(pads);
    decreaseQuantity(9);
    expect($cartCount.get()).toBe(1);
    increaseQuantity(9);
    increaseQuantity(9);
    decreaseQuantity(9);
    expect($cartCount.get()).toBe(2);
    removeFromCart(9);
    expect($cart.get()).toEqual([]);
    addToCart(pads);
    clearCart();
    expect($cartCount.get()).toBe(0);
  });

  it('reads corrupt storage as an empty cart', () => {
    setTestStorageKey(CART_STORAGE_KEY, '{not json');
    expect($cart.get()).toEqual([]);
    setTestStorageKey(CART_STORAGE_KEY, JSON.stringify([{ id: 'x' }, { ...pads, quantity: 2 }]));
    expect($cartCount.get()).toBe(2);
  });

  it('merges carts saved under the legacy keys cart and cartItems into one key and removes them', () => {
    const storage = memoryStorage({
      cart: JSON.stringify([{ ...pads, quantity: 1 }]),
      cartItems: JSON.stringify([
        { ...pads, quantity: 2 },
        { ...pads, id: 10, quantity: 1 },
      ]),
      [CART_STORAGE_KEY]: JSON.stringify([{ ...pads, quantity: 4 }]),
    });
    migrateLegacyCart(storage);
    expect(storage.data.cart).toBeUndefined();
    expect(storage.data.cartItems).toBeUndefined();
    expect(JSON.parse(storage.data[CART_STORAGE_KEY]!)).toMatchObject([
      { id: 9, quantity: 7 },
      { id: 10, quantity: 1 },
    ]);
  });

  it('ignores corrupt legacy data and leaves storage alone when there is none', () => {
    const corrupt = memoryStorage({ cart: 'nonsense' });
    migrateLegacyCart(corrupt);
    expect(corrupt.data).toEqual({ [CART_STORAGE_KEY]: '[]' });
    const empty = memoryStorage({});
    migrateLegacyCart(empty);
    expect(empty.data).toEqual({});
  });
});
