import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartProduct,
  cartTotalCents,
  decodeCart,
  decrease,
  increase,
  itemCount,
  remove,
} from './cart.ts';

const pads: CartProduct = {
  id: 1,
  title: 'Brake Pads',
  permalink: 'brake-pads',
  featured_image: 'a.webp',
  product_meta: [{ option: '_price', value: '100.00' }],
  discount_data: { discount_type: 0, discount_value: '10', discounted_price: '90.00' },
};
const filter: CartProduct = {
  id: 2,
  title: 'Oil Filter',
  permalink: 'oil-filter',
  featured_image: '',
  product_meta: [{ option: '_price', value: '19.95' }],
  discount_data: null,
};

describe('cart rules', () => {
  it('adds quantities when the same product is added again', () => {
    const cart = addItem(addItem([], pads, 2), pads, 3);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
  });

  it('appends a new line for another product', () => {
    const cart = addItem(addItem([], pads), filter);
    expect(cart.map((i) => i.id)).toEqual([1, 2]);
    expect(itemCount(cart)).toBe(2);
  });

  it('increases without limit and decreases only above 1', () => {
    let cart = addItem([], filter);
    cart = decrease(cart, 2);
    expect(cart[0]?.quantity).toBe(1);
    cart = increase(increase(cart, 2), 2);
    expect(cart[0]?.quantity).toBe(3);
    cart = decrease(cart, 2);
    expect(cart[0]?.quantity).toBe(2);
  });

  it('removes a line by id', () => {
    expect(remove(addItem(addItem([], pads), filter), 1).map((i) => i.id)).toEqual([2]);
  });

  it('prices lines at the discounted price if present, else the _price meta', () => {
    const cart = addItem(addItem([], pads, 2), filter, 3);
    expect(cartTotalCents(cart)).toBe(2 * 9000 + 3 * 1995);
  });

  it('drops stored entries that are not cart items', () => {
    expect(decodeCart('nonsense')).toEqual([]);
    expect(decodeCart([{ id: 'x' }, { ...filter, quantity: 0 }, { ...filter, quantity: 2 }])).toHaveLength(1);
  });
});
