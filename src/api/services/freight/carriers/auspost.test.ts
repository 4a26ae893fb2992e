/** The Australia Post adapter against the local fake: its product ids, the DG flag, rates and bookings. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAusPost, sampleShipment } from '../../../../../tests/helpers/fake-auspost.ts';
import { auspostCarrier } from './auspost.ts';
import { CarrierError } from './types.ts';

let fake: Awaited<ReturnType<typeof fakeAusPost>>;
beforeAll(async () => {
  fake = await fakeAusPost({ apiKey: 'ap-key', password: 'ap-pw', accounts: ['1111111111'] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.mode = 'normal';
  fake.requests.length = 0;
});

const carrier = () =>
  auspostCarrier({ apiKey: 'ap-key', password: 'ap-pw', accountNumber: '1111111111', baseUrl: fake.url });
const signal = () => AbortSignal.timeout(5000);

describe('the Australia Post adapter', () => {
  it('quotes Parcel Post as T28 and Express Post as E34, ex GST', async () => {
    // $10.54 with 96 cents GST (957.9999999999998 cents in floating point); $42.70 with $3.88 GST.
    expect(await carrier().rate(sampleShipment(), signal())).toEqual({
      priceExCents: 958,
      transitDays: null,
    });
    expect(await carrier().rate(sampleShipment({ serviceId: 'express' }), signal())).toEqual({
      priceExCents: 3882,
      transitDays: null,
    });
    const sent = fake.requests.map(
      (r) => (r.body as { items: { product_ids: string[] }[] }).items[0]!.product_ids,
    );
    expect(sent).toEqual([['T28'], ['E34']]);
    expect(fake.requests[0]!.headers['account-number']).toBe('1111111111');
  });

  it('declares dangerous goods on every item it prices and books', async () => {
    const dg = sampleShipment({ dangerousGoods: true });
    dg.parcels.push({ weightGrams: 15_000, lengthMm: 280, widthMm: 175, heightMm: 190 });
    await carrier().rate(dg, signal());
    await carrier().book(dg, signal());
    type Item = { product_id?: string; contains_dangerous_goods: boolean };
    const [priced, booked] = fake.requests.map(
      (r) => r.body as { items: Item[]; shipments: { items: Item[] }[] },
    );
    expect(priced!.items.map((i) => i.contains_dangerous_goods)).toEqual([true, true]);
    const items = booked!.shipments[0]!.items;
    expect(items.map((i) => [i.product_id, i.contains_dangerous_goods])).toEqual([
      ['T28', true],
      ['T28', true],
    ]);
  });

  it('books a parcel: its article id and the label PDF', async () => {
    const booked = await carrier().book(sampleShipment({ serviceId: 'express' }), signal());
    expect(booked.trackingNumber).toMatch(/^2JD\d{6}01000931509$/);
    expect(new TextDecoder().decode(booked.label.subarray(0, 5))).toBe('%PDF-');
    const shipment = (fake.requests[0]!.body as { shipments: Record<string, unknown>[] }).shipments[0]!;
    expect(shipment).toMatchObject({
      shipment_reference: 'INV-10042',
      from: {
        name: 'Southern Cross Auto Parts',
        lines: ['12 Example Street'],
        postcode: '2150',
        state: 'NSW',
      },
      to: { name: 'Jane Citizen', suburb: 'Broome', postcode: '6725', email: 'jane@example.com' },
      items: [{ item_reference: 'INV-10042-1', product_id: 'E34', weight: 2.35, length: 30.5 }],
    });
    expect(fake.requests[1]!.body).toMatchObject({ preferences: [{ groups: [{ group: 'Express Post' }] }] });
  });

  it('tracks several parcels by their consignment', async () => {
    const two = sampleShipment();
    two.parcels.push({ ...two.parcels[0]! });
    expect((await carrier().book(two, signal())).trackingNumber).toMatch(/^2JD\d{6}$/);
  });

  it('refuses a service it does not carry, and passes on what the carrier refuses', async () => {
    await expect(carrier().rate(sampleShipment({ serviceId: 'startrack' }), signal())).rejects.toMatchObject({
      retryable: false,
      message: "Australia Post does not carry the service 'startrack'",
    });
    fake.state.mode = 'error400';
    const error = await carrier()
      .book(sampleShipment(), signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ retryable: false, message: expect.stringContaining('postcode 9999') });
  });
});
