/** The Shipping and Tracking API client against the local fake: prices, auth, errors, labels. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_LABEL_PDF, fakeAusPost, sampleShipment } from '../../../../../tests/helpers/fake-auspost.ts';
import { fakeServer } from '../../../../../tests/helpers/fake-server.ts';
import { createShippingApi, exGstCents } from './shipping-api.ts';
import { CarrierError } from './types.ts';

let fake: Awaited<ReturnType<typeof fakeAusPost>>;
beforeAll(async () => {
  fake = await fakeAusPost({ apiKey: 'key-1', password: 'pw-1', accounts: ['0007429013'] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.mode = 'normal';
  fake.requests.length = 0;
});

const api = (password = 'pw-1') =>
  createShippingApi({
    name: 'Australia Post',
    apiKey: 'key-1',
    password,
    accountNumber: '0007429013',
    baseUrl: fake.url,
  });
const signal = () => AbortSignal.timeout(5000);
const query = {
  fromPostcode: '2150',
  toPostcode: '6725',
  parcels: sampleShipment().parcels,
  productId: 'E34',
  dangerousGoods: false,
};

/** The CarrierError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

describe('exGstCents', () => {
  it('takes the GST from the inclusive price in whole cents, without float drift', () => {
    expect(exGstCents({ calculated_price: 42.7, calculated_gst: 3.88 })).toBe(3882);
    // In floating point, (10.03 - 0.91) × 100 is 911.9999999999999.
    expect(exGstCents({ calculated_price: 10.03, calculated_gst: 0.91 })).toBe(912);
    expect(exGstCents({ calculated_price: '9.00', calculated_gst: '0.82' })).toBe(818);
  });

  it('takes one eleventh, rounded half up, when the GST is not given', () => {
    // $11.00 holds $1.00 GST; $10.56 holds 96 cents; 6/11 of a cent rounds up, 5/11 down.
    expect(exGstCents({ calculated_price: 11 })).toBe(1000);
    expect(exGstCents({ calculated_price: 10.56 })).toBe(960);
    expect(exGstCents({ calculated_price: 0.06 })).toBe(5);
    expect(exGstCents({ calculated_price: 0.05 })).toBe(5);
    expect(exGstCents({ calculated_price: 'n/a' })).toBeNull();
  });
});

describe('the Shipping and Tracking API client', () => {
  it('prices every parcel with Basic auth and the account number, and sums them ex GST to the cent', async () => {
    const parcels = [...query.parcels, { weightGrams: 800, lengthMm: 150, widthMm: 100, heightMm: 55 }];
    // $42.70 with $3.88 GST, twice.
    expect(await api().price({ ...query, parcels }, signal())).toBe(7764);
    const [request] = fake.requests;
    expect(request!.path).toBe('/shipping/v1/prices/items');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('key-1:pw-1').toString('base64')}`);
    expect(request!.headers['account-number']).toBe('0007429013');
    expect(request!.body).toEqual({
      from: { postcode: '2150' },
      to: { postcode: '6725' },
      items: [
        {
          item_reference: 'P1',
          length: 30.5,
          width: 20,
          height: 12,
          weight: 2.35,
          product_ids: ['E34'],
          contains_dangerous_goods: false,
        },
        {
          item_reference: 'P2',
          length: 15,
          width: 10,
          height: 5.5,
          weight: 0.8,
          product_ids: ['E34'],
          contains_dangerous_goods: false,
        },
      ],
    });
  });

  it("surfaces the carrier's message for a product it cannot price, not retryable", async () => {
    const error = await failure(api().price({ ...query, productId: 'X99' }, signal()));
    expect(error.message).toContain('The service X99 is not available');
    expect(error.retryable).toBe(false);
  });

  it('refuses wrong credentials with the carrier message, not retryable', async () => {
    const error = await failure(api('wrong').price(query, signal()));
    expect(error.message).toBe('Australia Post: The API key or account is not valid.');
    expect(error.retryable).toBe(false);
  });

  it("surfaces a 400's message, not retryable", async () => {
    fake.state.mode = 'error400';
    const error = await failure(api().price(query, signal()));
    expect(error.message).toBe('Australia Post: The postcode 9999 is not valid for the suburb NOWHERE.');
    expect(error.retryable).toBe(false);
  });

  it('makes a 500, a dropped connection and an abort retryable', async () => {
    fake.state.mode = 'error500';
    expect((await failure(api().price(query, signal()))).retryable).toBe(true);
    fake.state.mode = 'drop';
    const dropped = await failure(api().price(query, signal()));
    expect(dropped.retryable).toBe(true);
    expect(dropped.message).toMatch(/could not be reached/);
    fake.state.mode = 'slow';
    const started = Date.now();
    const aborted = await failure(api().price(query, AbortSignal.timeout(200)));
    expect(aborted).toMatchObject({ retryable: true, message: 'Australia Post did not answer in time' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('creates a shipment and fetches its label PDF, asking again while it is pending', async () => {
    fake.state.labelPendingPolls = 1;
    try {
      const shipment = await api().createShipment(sampleShipment(), 'T28', signal());
      expect(shipment.shipmentId).toMatch(/^SHP/);
      expect(shipment.articleIds).toEqual([expect.stringMatching(new RegExp(`^${shipment.consignmentId}`))]);
      const label = await api().label(shipment.shipmentId, 'Parcel Post', signal());
      expect(Buffer.from(label).equals(FAKE_LABEL_PDF)).toBe(true);
      expect(fake.requests.map((r) => `${r.method} ${r.path.replace(/LBL\w+/, 'ID')}`)).toEqual([
        'POST /shipping/v1/shipments',
        'POST /shipping/v1/labels',
        'GET /shipping/v1/labels/ID',
        'GET /label-files/ID.pdf',
      ]);
      expect(fake.requests[1]!.body).toMatchObject({
        wait_for_label_url: true,
        preferences: [{ type: 'PRINT', format: 'PDF', groups: [{ group: 'Parcel Post', layout: 'A4-1pp' }] }],
        shipments: [{ shipment_id: shipment.shipmentId }],
      });
    } finally {
      fake.state.labelPendingPolls = 0;
    }
  });

  it('sends no credentials to a label URL on another host', async () => {
    const seen: (string | undefined)[] = [];
    const storage = await fakeServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(403, { 'Content-Type': 'text/html' });
      res.end('<html>Access denied</html>');
    });
    fake.state.labelBase = storage.url;
    try {
      const { shipmentId } = await api().createShipment(sampleShipment(), 'T28', signal());
      const error = await failure(api().label(shipmentId, 'Parcel Post', signal()));
      expect(error).toMatchObject({ message: 'Australia Post answered HTTP 403', retryable: false });
      expect(seen).toEqual([undefined]);
    } finally {
      fake.state.labelBase = '';
      await storage.close();
    }
  });

  it('refuses a label that is not a PDF', async () => {
    const storage = await fakeServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>Sign in</html>');
    });
    fake.state.labelBase = storage.url;
    try {
      const { shipmentId } = await api().createShipment(sampleShipment(), 'T28', signal());
      const error = await failure(api().label(shipmentId, 'Parcel Post', signal()));
      expect(error).toMatchObject({
        message: 'Australia Post sent a label that is not a PDF',
        retryable: true,
      });
    } finally {
      fake.state.labelBase = '';
      await storage.close();
    }
  });
});
