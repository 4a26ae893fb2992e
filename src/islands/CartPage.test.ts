import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductAvailability } from '../lib/stock/availability.ts';
import { $cart } from '../stores/cart.ts';
import { $pickupStore } from '../stores/pickup-store.ts';
import { $stock } from '../stores/stock-files.ts';
import CartPage from './CartPage.tsx';
import { ItemsTable } from './checkout/ItemsTable.tsx';

const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };
const pads = { id: 9, title: 'Brake Pads', permalink: 'brake-pads', image: '', unitCents: 5000, quantity: 1 };
const LABEL = '2019 Ford Ranger PX3 3.2 TDCi';

beforeAll(() => useTestStorageEngine());
// The cart is set here: left set, it is the next file's cart in a shared test process.
afterEach(() => {
  cleanTestStorage();
  cleanStores($cart, $pickupStore);
  $stock.set(new Map());
});

describe('a cart line bought for a vehicle', () => {
  it('says which vehicle under the title on the cart page; other lines say nothing', () => {
    $cart.set([
      { ...pads, vehicle: { id: 12, year: 2019, label: LABEL } },
      { ...pads, id: 10, title: 'Oil' },
    ]);
    const html = renderToStaticMarkup(createElement(CartPage, { assetBase: '', settings }));
    expect(html).toContain(`Brake Pads</a><div class="line-vehicle">For: ${LABEL}</div>`);
    expect(html.match(/For: /g)).toHaveLength(1);
  });

  it("says which vehicle in an order's items", () => {
    const price = { incCents: 5500, exCents: 5000 };
    const row = { id: 1, title: 'Brake Pads', quantity: 1, unit: price, total: price };
    const html = renderToStaticMarkup(
      createElement(ItemsTable, {
        caption: 'Items',
        rows: [
          { ...row, vehicle: LABEL },
          { ...row, id: 2 },
        ],
      }),
    );
    expect(html).toContain(`Brake Pads<div class="line-vehicle">For: ${LABEL}</div>`);
    expect(html.match(/For: /g)).toHaveLength(1);
  });
});

describe('the cart with a store chosen for click & collect', () => {
  const penrith = {
    id: 2,
    name: 'Penrith',
    address: '58 Mulgoa Road, Penrith NSW 2750',
    phone: '',
    hours: [],
    lead_minutes: 30,
    transfer_days: 2,
  };
  const render = () => renderToStaticMarkup(createElement(CartPage, { assetBase: '', settings }));

  it('says when the whole cart can be collected there, once the stock is known', () => {
    $cart.set([
      { ...pads, quantity: 2 },
      { ...pads, id: 10, title: 'Oil' },
    ]);
    $pickupStore.set(penrith);
    expect(render()).toContain('<h2 id="collect-cart">Collect from Penrith</h2>');
    $stock.set(
      new Map<number, ProductAvailability>([
        [9, { s: 'in_stock', at: { 2: 5 } }],
        [10, { s: 'in_stock', at: { 1: 40 } }],
      ]),
    );
    expect(render()).toContain('2 of 3 at Penrith, the rest in 2 days');
  });

  it('offers to choose a store without one', () => {
    $cart.set([pads]);
    expect(render()).toContain('Choose a store</button>');
    expect(render()).not.toContain('<h2 id="collect-cart">');
  });
});
