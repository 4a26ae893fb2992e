/** The StarTrack adapter against the local fake: Road Express (EXP) on the StarTrack account. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAusPost, sampleShipment } from '../../../../../tests/helpers/fake-auspost.ts';
import { startrackCarrier } from './startrack.ts';

let fake: Awaited<ReturnType<typeof fakeAusPost>>;
beforeAll(async () => {
  fake = await fakeAusPost({ apiKey: 'ap-key', password: 'ap-pw', accounts: ['10123456'] });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const carrier = () =>
  startrackCarrier({ apiKey: 'ap-key', password: 'ap-pw', accountNumber: '10123456', baseUrl: fake.url });
const signal = () => AbortSignal.timeout(5000);
const roadExpress = (dangerousGoods = false) => sampleShipment({ serviceId: 'startrack', dangerousGoods });

describe('the StarTrack adapter', () => {
  it('quotes Road Express as EXP in cartons, with the DG flag, on the StarTrack account', async () => {
    // $33.99 with $3.09 GST.
    expect(await carrier().rate(roadExpress(true), signal())).toEqual({
      priceExCents: 3090,
      transitDays: null,
    });
    const [request] = fake.requests;
    expect(request!.headers['account-number']).toBe('10123456');
    expect(request!.body).toMatchObject({
      items: [{ product_ids: ['EXP'], packaging_type: 'CTN', contains_dangerous_goods: true }],
    });
  });

  it('books under the StarTrack label group and tracks by consignment', async () => {
    const booked = await carrier().book(roadExpress(true), signal());
    expect(booked.trackingNumber).toMatch(/^2JD\d{6}$/);
    expect(new TextDecoder().decode(booked.label.subarray(0, 5))).toBe('%PDF-');
    expect(fake.requests[0]!.body).toMatchObject({
      shipments: [{ items: [{ product_id: 'EXP', packaging_type: 'CTN', contains_dangerous_goods: true }] }],
    });
    expect(fake.requests[1]!.body).toMatchObject({ preferences: [{ groups: [{ group: 'StarTrack' }] }] });
  });

  it('does not carry Australia Post services', async () => {
    await expect(carrier().rate(sampleShipment({ serviceId: 'parcel' }), signal())).rejects.toMatchObject({
      retryable: false,
    });
    expect(fake.requests).toEqual([]);
  });
});
