import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartProduct,
  cartEstimate,
  cartProductOf,
  cartTotalCents,
  decodeCart,
  decodeCartProduct,
  decrease,
  increase,
  itemCount,
  mergeCarts,
  remove,
} from './cart.ts';

const pads: CartProduct = {
  id: 1,
  title: 'Brake Pads',
  permalink: 'brake-pads',
  image: 'a.webp',
  unitCents: 9000,
};
const filter: CartProduct = {
  id: 2,
  title: 'Oil Filter',
  permalink: 'oil-filter',
  image: '',
  unitCents: 1995,
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

  it('totals quantity times unit price in cents', () => {
    const cart = addItem(addItem([], pads, 2), filter, 3);
    expect(cartTotalCents(cart)).toBe(2 * 9000 + 3 * 1995);
  });
});

describe('the cart estimate', () => {
  const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };

  it('adds delivery with GST below the threshold and says what is left to spend', () => {
    // 2 x $99.00 inc GST = $198.00; delivery $16.50 inc GST; $202.00 more for free delivery.
    const { totals, spendForFreeDeliveryCents } = cartEstimate(addItem([], pads, 2), settings);
    expect(totals).toMatchObject({
      subtotalExCents: 18000,
      subtotalIncCents: 19800,
      deliveryExCents: 1500,
      deliveryIncCents: 1650,
      totalCents: 21450,
      gstCents: 1950,
    });
    expect(spendForFreeDeliveryCents).toBe(20200);
  });

  it('makes delivery free from the threshold, GST included, with nothing left to spend', () => {
    // 4 x $99.00 = $396.00 inc GST (ex $360.00): not yet; one oil filter more ($21.95) is.
    expect(cartEstimate(addItem([], pads, 4), settings).spendForFreeDeliveryCents).toBe(400);
    const { totals, spendForFreeDeliveryCents } = cartEstimate(
      addItem(addItem([], pads, 4), filter),
      settings,
    );
    expect(totals).toMatchObject({ deliveryExCents: 0, deliveryIncCents: 0, totalCents: 39600 + 2195 });
    expect(spendForFreeDeliveryCents).toBe(0);
  });

  it('adds the delivery estimated for a postcode, and says what to spend only where that makes it free', () => {
    // 2 x $99.00 inc GST; Parcel Post to 2150 estimated at $13.50 ex GST ($14.85 inc), free from $400.
    const parcel = { priceExCents: 1350, freeFromCents: 40000 };
    expect(cartEstimate(addItem([], pads, 2), settings, parcel)).toMatchObject({
      totals: { deliveryExCents: 1350, deliveryIncCents: 1485, totalCents: 19800 + 1485 },
      spendForFreeDeliveryCents: 20200,
    });
    // A battery by road: free delivery never covers it, so there is nothing to spend towards.
    const road = { priceExCents: 2895, freeFromCents: null };
    expect(cartEstimate(addItem([], pads, 2), settings, road)).toMatchObject({
      totals: { deliveryIncCents: 3185, totalCents: 19800 + 3185 },
      spendForFreeDeliveryCents: 0,
    });
    // Over the threshold the estimate still charges it, where the settings alone would say Free.
    expect(cartEstimate(addItem([], pads, 5), settings, road)).toMatchObject({
      totals: { subtotalIncCents: 49500, deliveryIncCents: 3185, totalCents: 49500 + 3185 },
      spendForFreeDeliveryCents: 0,
    });
    expect(cartEstimate(addItem([], pads, 5), settings).totals.deliveryIncCents).toBe(0);
  });

  it('says nothing about delivery for an empty cart', () => {
    expect(cartEstimate([], settings)).toMatchObject({
      totals: { totalCents: 0, deliveryIncCents: 0 },
      spendForFreeDeliveryCents: 0,
    });
  });

  it('makes a cart line from a product at the price the shopper pays', () => {
    expect(
      cartProductOf({
        id: 7,
        title: 'Wiper',
        permalink: 'wiper',
        featuredImage: 'w.webp',
        finalPriceCents: 1250,
      }),
    ).toEqual({ id: 7, title: 'Wiper', permalink: 'wiper', image: 'w.webp', unitCents: 1250 });
  });

  it('drops stored entries and card data that are not cart lines', () => {
    expect(decodeCart('nonsense')).toEqual([]);
    // One entry that is not a line (null, a number, an array) leaves the others.
    expect(decodeCart([null, 7, [], { ...filter, quantity: 2 }])).toEqual([{ ...filter, quantity: 2 }]);
    expect(decodeCart([{ id: 'x' }, { ...filter, quantity: 0 }, { ...filter, quantity: 2 }])).toEqual([
      { ...filter, quantity: 2 },
    ]);
    expect(decodeCartProduct({ ...pads, unitCents: -1 })).toBeNull();
    expect(decodeCartProduct({ ...pads, extra: 1 })).toEqual(pads);
  });

  it("converts lines saved in SPEC's shape, at the discounted price if present, else the _price meta", () => {
    const saved = [
      {
        id: 1,
        title: 'Brake Pads',
        permalink: 'brake-pads',
        featured_image: 'a.webp',
        quantity: 2,
        product_meta: [{ option: '_price', value: '100.00' }],
        discount_data: { discount_type: 0, discount_value: '10', discounted_price: '90.00' },
      },
      {
        id: 2,
        title: 'Oil Filter',
        permalink: 'oil-filter',
        featured_image: null,
        quantity: 1,
        product_meta: [{ option: '_price', value: 19.95 }],
        discount_data: null,
      },
    ];
    expect(decodeCart(saved)).toEqual([
      { ...pads, quantity: 2 },
      { ...filter, quantity: 1 },
    ]);
  });

  it('drops old-shape lines whose fields are not what the old storefront saved', () => {
    const line = { id: 1, title: 'Brake Pads', permalink: 'brake-pads', quantity: 1 };
    expect(decodeCart([{ ...line, product_meta: [{ value: '1.00' }] }])).toEqual([]);
    expect(decodeCart([{ ...line, featured_image: 7 }])).toEqual([]);
    expect(decodeCart([{ ...line, discount_data: { discounted_price: '9.00' } }])).toEqual([]);
    expect(decodeCart([{ ...line, product_meta: 'x' }])).toEqual([]);
    // With no price at all, the old line is kept at no price: the server prices every order again.
    expect(decodeCart([line])).toEqual([{ ...line, image: '', unitCents: 0 }]);
  });
});

describe('the vehicle a line is bought for', () => {
  const ranger = { id: 12, year: 2019, label: '2019 Ford Ranger PX3 3.2 TDCi' };
  const hilux = { id: 30, year: 2021, label: '2021 Toyota Hilux N80 2.8 D-4D' };

  it('keeps the vehicle on the line, and the first one when the product is added again', () => {
    let cart = addItem([], pads, 1, ranger);
    expect(cart).toStrictEqual([{ ...pads, quantity: 1, vehicle: ranger }]);
    cart = addItem(cart, pads, 2, hilux);
    expect(cart).toStrictEqual([{ ...pads, quantity: 3, vehicle: ranger }]);
    // A line added without a vehicle takes the first one it is given.
    cart = addItem(addItem(cart, filter), filter, 1, hilux);
    expect(cart[1]).toStrictEqual({ ...filter, quantity: 2, vehicle: hilux });
  });

  it('leaves a line without a vehicle as it was, and ignores a vehicle that is not one', () => {
    expect(addItem([], pads)).toStrictEqual([{ ...pads, quantity: 1 }]);
    const bad = { id: 0, year: 2019, label: 'x' };
    expect(addItem([], pads, 1, bad)).toStrictEqual([{ ...pads, quantity: 1 }]);
  });

  it('reads stored lines with or without a vehicle; a malformed vehicle is dropped, the line kept', () => {
    const stored = [
      { ...pads, quantity: 1, vehicle: ranger },
      { ...filter, quantity: 2 },
      { ...pads, id: 3, quantity: 1, vehicle: { id: 'x', year: 2019, label: 'y' } },
      { ...pads, id: 4, quantity: 1, vehicle: { id: 5, year: 1800, label: 'Old' } },
    ];
    expect(decodeCart(stored)).toStrictEqual([
      { ...pads, quantity: 1, vehicle: ranger },
      { ...filter, quantity: 2 },
      { ...pads, id: 3, quantity: 1 },
      { ...pads, id: 4, quantity: 1 },
    ]);
  });

  it('keeps the vehicle when carts are merged', () => {
    const merged = mergeCarts([{ ...pads, quantity: 1, vehicle: ranger }], [{ ...pads, quantity: 2 }]);
    expect(merged).toStrictEqual([{ ...pads, quantity: 3, vehicle: ranger }]);
  });
});
