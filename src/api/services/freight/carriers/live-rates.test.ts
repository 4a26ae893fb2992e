/** Live rates over the Australia Post adapter and the local fake: timeouts, errors, the cache, sharing. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeAusPost, sampleShipment } from '../../../../../tests/helpers/fake-auspost.ts';
import { auspostCarrier } from './auspost.ts';
import { createLiveRates, type LiveRatesOptions } from './live-rates.ts';
import type { CarrierAdapter } from './types.ts';

let fake: Awaited<ReturnType<typeof fakeAusPost>>;
let auspost: CarrierAdapter;
beforeAll(async () => {
  fake = await fakeAusPost();
  auspost = auspostCarrier({
    apiKey: 'key',
    password: 'secret',
    accountNumber: '1234567890',
    baseUrl: fake.url,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.mode = 'normal';
  fake.requests.length = 0;
});

/** Live rates over the fake, on a clock the test moves. */
function live(options: Partial<LiveRatesOptions> = {}) {
  const clock = { ms: 1_000_000 };
  const rates = createLiveRates({ adapters: { auspost }, now: () => clock.ms, ...options });
  return { rates, clock };
}
const request = sampleShipment();
const PARCEL_POST = { priceExCents: 958, transitDays: null };

describe('live rates', () => {
  it('answers null within the second when the carrier is slow, and does not throw', async () => {
    fake.state.mode = 'slow';
    const { rates } = live();
    const started = Date.now();
    expect(await rates.rate('auspost', request)).toBeNull();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(1500);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers null when the carrier fails (500, 400, dropped connection)', async () => {
    for (const mode of ['error500', 'error400', 'drop'] as const) {
      fake.state.mode = mode;
      expect(await live().rates.rate('auspost', request)).toBeNull();
    }
  });

  it("answers null for a carrier it has no adapter for, or an adapter's unusable price", async () => {
    const odd: CarrierAdapter = { ...auspost, rate: async () => ({ priceExCents: 12.5, transitDays: null }) };
    const rates = createLiveRates({ adapters: { auspost, odd } });
    expect(await rates.rate('startrack', request)).toBeNull();
    expect(await rates.rate('odd', request)).toBeNull();
  });

  it('answers null at the deadline even from an adapter that ignores the abort', async () => {
    const deaf: CarrierAdapter = { ...auspost, rate: () => new Promise(() => {}) };
    const rates = createLiveRates({ adapters: { deaf }, timeoutMs: 50 });
    const started = Date.now();
    expect(await rates.rate('deaf', request)).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('caches a rate for its ttl: the second ask makes no request, and cached() reads it', async () => {
    const { rates, clock } = live({ ttlMs: 60_000 });
    expect(rates.cached('auspost', request)).toBeNull();
    expect(await rates.rate('auspost', request)).toEqual(PARCEL_POST);
    expect(await rates.rate('auspost', sampleShipment())).toEqual(PARCEL_POST);
    expect(rates.cached('auspost', request)).toEqual(PARCEL_POST);
    expect(fake.requests).toHaveLength(1);
    clock.ms += 59_999;
    expect(rates.cached('auspost', request)).toEqual(PARCEL_POST);
    clock.ms += 1;
    expect(rates.cached('auspost', request)).toBeNull();
    expect(await rates.rate('auspost', request)).toEqual(PARCEL_POST);
    expect(fake.requests).toHaveLength(2);
  });

  it('keys the cache by service, postcodes, parcels and dangerous goods (not the parcels’ order)', async () => {
    const { rates } = live();
    const two = sampleShipment();
    two.parcels.push({ weightGrams: 900, lengthMm: 100, widthMm: 100, heightMm: 100 });
    const variants = [
      request,
      sampleShipment({ serviceId: 'express' }),
      sampleShipment({ destination: { postcode: '6726', state: 'WA', suburb: 'Cable Beach' } }),
      sampleShipment({ origin: { postcode: '2000', state: 'NSW', suburb: 'Sydney' } }),
      sampleShipment({ parcels: [{ ...request.parcels[0]!, weightGrams: 2351 }] }),
      sampleShipment({ parcels: [{ ...request.parcels[0]!, heightMm: 121 }] }),
      sampleShipment({ dangerousGoods: true }),
      two,
    ];
    for (const variant of variants) await rates.rate('auspost', variant);
    expect(fake.requests).toHaveLength(variants.length);
    await rates.rate('auspost', { ...two, parcels: [...two.parcels].reverse() });
    expect(fake.requests).toHaveLength(variants.length);
  });

  it('shares one call between identical requests in flight', async () => {
    const { rates } = live();
    const answers = await Promise.all([1, 2, 3].map(() => rates.rate('auspost', sampleShipment())));
    expect(answers).toEqual([PARCEL_POST, PARCEL_POST, PARCEL_POST]);
    expect(fake.requests).toHaveLength(1);
  });

  it('remembers a failure for a few seconds only', async () => {
    const { rates, clock } = live({ failureTtlMs: 5000 });
    fake.state.mode = 'error500';
    expect(await rates.rate('auspost', request)).toBeNull();
    fake.state.mode = 'normal';
    expect(await rates.rate('auspost', request)).toBeNull();
    expect(fake.requests).toHaveLength(1);
    clock.ms += 5000;
    expect(await rates.rate('auspost', request)).toEqual(PARCEL_POST);
    expect(fake.requests).toHaveLength(2);
  });

  it('holds at most maxEntries, evicting the oldest', async () => {
    const { rates } = live({ maxEntries: 2 });
    const to = (postcode: string) => sampleShipment({ destination: { postcode, state: 'WA', suburb: 'X' } });
    for (const postcode of ['6000', '6100', '6200']) await rates.rate('auspost', to(postcode));
    expect(rates.cached('auspost', to('6000'))).toBeNull();
    expect(rates.cached('auspost', to('6100'))).toEqual(PARCEL_POST);
    expect(rates.cached('auspost', to('6200'))).toEqual(PARCEL_POST);
  });
});
