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
  migrateStoredCart,
  removeFromCart,
} from './cart.ts';

const pads = { id: 9, title: 'Brake Pads', permalink: 'brake-pads', image: '', unitCents: 5000 };
/** The same product as the original storefront saved it (the product spec's product fields). */
const oldPads = {
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
  it('persists added items under one storage key, with unit prices in cents', () => {
    addToCart(pads, 2);
    addToCart(pads, 1);
    expect($cartCount.get()).toBe(3);
    expect(JSON.parse(getTestStorage()[CART_STORAGE_KEY] ?? '[]')).toEqual([{ ...pads, quantity: 3 }]);
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

  it('keeps the vehicle a line was added for, the first one when added again', () => {
    const ranger = { id: 12, year: 2019, label: '2019 Ford Ranger PX3 3.2 TDCi' };
    addToCart(pads, 1, ranger);
    addToCart(pads, 1, { id: 30, year: 2021, label: '2021 Toyota Hilux N80 2.8 D-4D' });
    expect(JSON.parse(getTestStorage()[CART_STORAGE_KEY] ?? '[]')).toEqual([
      { ...pads, quantity: 2, vehicle: ranger },
    ]);
  });

  it('keeps a stored line whose vehicle is malformed, without the vehicle', () => {
    setTestStorageKey(
      CART_STORAGE_KEY,
      JSON.stringify([{ ...pads, quantity: 2, vehicle: { id: 12, year: 'soon', label: 'x' } }]),
    );
    expect($cart.get()).toStrictEqual([{ ...pads, quantity: 2 }]);
  });

  it('reads corrupt storage as an empty cart', () => {
    setTestStorageKey(CART_STORAGE_KEY, '{not json');
    expect($cart.get()).toEqual([]);
    setTestStorageKey(CART_STORAGE_KEY, JSON.stringify([{ id: 'x' }, { ...pads, quantity: 2 }]));
    expect($cartCount.get()).toBe(2);
  });
});

describe('carts saved before this version', () => {
  it('are converted once from the old shape under the current key', () => {
    const storage = memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify([{ ...oldPads, quantity: 2 }]) });
    migrateStoredCart(storage);
    const converted = storage.data[CART_STORAGE_KEY];
    expect(JSON.parse(converted!)).toEqual([{ ...pads, quantity: 2 }]);
    migrateStoredCart(storage);
    expect(storage.data[CART_STORAGE_KEY]).toBe(converted);
  });

  it('are merged in from the legacy keys cart and cartItems, which are then removed', () => {
    const storage = memoryStorage({
      cart: JSON.stringify([{ ...oldPads, quantity: 1 }]),
      cartItems: JSON.stringify([
        { ...oldPads, quantity: 2 },
        { ...oldPads, id: 10, quantity: 1 },
      ]),
      [CART_STORAGE_KEY]: JSON.stringify([{ ...pads, quantity: 4 }]),
    });
    migrateStoredCart(storage);
    expect(storage.data.cart).toBeUndefined();
    expect(storage.data.cartItems).toBeUndefined();
    expect(JSON.parse(storage.data[CART_STORAGE_KEY]!)).toEqual([
      { ...pads, quantity: 7 },
      { ...pads, id: 10, quantity: 1 },
    ]);
  });

  it('leave nothing behind when corrupt, and storage is untouched when there is nothing to convert', () => {
    const corrupt = memoryStorage({ cart: 'nonsense' });
    migrateStoredCart(corrupt);
    expect(corrupt.data).toEqual({ [CART_STORAGE_KEY]: '[]' });
    const empty = memoryStorage({});
    migrateStoredCart(empty);
    expect(empty.data).toEqual({});
    const current = memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify([{ ...pads, quantity: 1 }]) });
    const before = { ...current.data };
    migrateStoredCart(current);
    expect(current.data).toEqual(before);
  });
});
