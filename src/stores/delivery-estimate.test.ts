import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '../lib/account/account.ts';
import { defaultAddress } from '../lib/account/default-address.ts';
import type { ApiQuote } from '../lib/api/schemas/freight.ts';
import {
  $deliveryPostcode,
  DELIVERY_POSTCODE_KEY,
  estimateDelivery,
  prefillPostcode,
  rememberPostcode,
} from './delivery-estimate.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  cleanStores($deliveryPostcode);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const address = (over: Partial<SavedAddress>): SavedAddress => ({
  id: 1,
  address_type: 'Shipping',
  f_name: 'Sam',
  l_name: 'Lee',
  email: 'sam@example.com',
  phone: '0400000000',
  street_address: '1 Main Road',
  city: 'Broome',
  state: 'WA',
  post_code: '6725',
  company: '',
  suburb: '',
  ...over,
});

const quote: ApiQuote = {
  destination: { post_code: '6725', state: 'WA', zone: 'wa-remote', zone_name: 'Remote WA', po_box: false },
  options: [
    {
      id: 'startrack',
      name: 'StarTrack Road Express',
      price_ex_cents: 2268,
      price_inc_cents: 2495,
      eta_days: [4, 6],
      note: null,
      free_from_cents: null,
      shipments: [],
    },
  ],
  default_option: 'startrack',
  restrictions: [{ product_id: 12, title: 'Century car battery', text: 'road only' }],
};

describe('the delivery postcode', () => {
  it('is kept as its four digits, and anything else is not kept', () => {
    rememberPostcode('6725');
    expect(getTestStorage()[DELIVERY_POSTCODE_KEY]).toBe('6725');
    rememberPostcode('67');
    expect($deliveryPostcode.get()).toBe('6725');
  });

  it("is taken from the member's default address only when none is kept", () => {
    prefillPostcode(defaultAddress(null)?.post_code);
    expect($deliveryPostcode.get()).toBe('');
    prefillPostcode(' 68 ');
    expect($deliveryPostcode.get()).toBe('');
    const saved = [
      address({ id: 2, post_code: '2150' }),
      address({ address_type: 'Default', post_code: ' 6725 ' }),
    ];
    prefillPostcode(defaultAddress(saved)?.post_code);
    expect($deliveryPostcode.get()).toBe('6725');
    prefillPostcode('3000');
    expect($deliveryPostcode.get()).toBe('6725');
  });
});

/** fetch answering `answers` in turn (the last again), with their status. */
function serve(...answers: [number, unknown][]) {
  const fetch = vi.fn(async () => {
    const [status, body] = answers.length > 1 ? answers.shift()! : answers[0]!;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('a delivery estimate', () => {
  it('asks GET /api/freight/estimate once for the lines merged by product, and says the option the checkout starts on', async () => {
    const fetch = serve([200, quote]);
    const items = [
      { id: 40, quantity: 2 },
      { id: 12, quantity: 1 },
      { id: 40, quantity: 1 },
    ];
    expect(await estimateDelivery(items, '6725')).toEqual({
      kind: 'ready',
      line: 'To 6725: $24.95 inc GST, 4–6 business days, road only (Century car battery)',
      note: null,
      priceExCents: 2268,
      freeFromCents: null,
    });
    await estimateDelivery([...items].reverse(), '6725');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      '/api/freight/estimate?items=12x1%2C40x3&post_code=6725',
      { headers: { Accept: 'application/json' } },
    ]);
  });

  it("says the server's refusal, naming the postcode when it is at fault", async () => {
    const message = 'Post code 0500 does not exist.';
    const line = "We can't send Century car battery to a PO box or parcel locker.";
    serve(
      [422, { message, errors: { post_code: message } }],
      [422, { message: line, errors: { 'products.0.id': line } }],
    );
    expect(await estimateDelivery([{ id: 1, quantity: 1 }], '0500')).toEqual({
      kind: 'refused',
      message,
      field: 'post_code',
    });
    expect(await estimateDelivery([{ id: 12, quantity: 1 }], '0872')).toEqual({
      kind: 'refused',
      message: line,
      field: null,
    });
  });

  it('refuses a postcode that is not four digits without asking', async () => {
    const fetch = serve([200, quote]);
    expect(await estimateDelivery([{ id: 1, quantity: 1 }], '67')).toEqual({
      kind: 'refused',
      message: 'Enter a 4-digit postcode.',
      field: 'post_code',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says it could not be worked out when the call fails, and asks again next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = serve([500, { message: 'Server Error' }], [200, quote]);
    expect(await estimateDelivery([{ id: 2, quantity: 1 }], '2150')).toEqual({
      kind: 'failed',
      message: 'Delivery could not be worked out just now. Please try again.',
    });
    expect(await estimateDelivery([{ id: 2, quantity: 1 }], '2150')).toMatchObject({ kind: 'ready' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
