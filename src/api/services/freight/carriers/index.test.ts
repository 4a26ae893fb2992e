/** carriersFromEnv: Australia Post and StarTrack with credentials, the test carrier without. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAusPost, sampleShipment } from '../../../../../tests/helpers/fake-auspost.ts';
import { carriersFromEnv } from './index.ts';

let fake: Awaited<ReturnType<typeof fakeAusPost>>;
beforeAll(async () => {
  fake = await fakeAusPost({ apiKey: 'k', password: 's', accounts: ['1111111111', '10123456'] });
});
afterAll(() => fake.close());

const credentials = { AUSPOST_API_KEY: 'k', AUSPOST_API_SECRET: 's', AUSPOST_ACCOUNT: '1111111111' };
const signal = () => AbortSignal.timeout(5000);

describe('carriersFromEnv', () => {
  it('answers with the test carrier for both without credentials', () => {
    const carriers = carriersFromEnv({ AUSPOST_API_KEY: '', STARTRACK_ACCOUNT: ' ' });
    expect(carriers.auspost?.id).toBe('test');
    expect(carriers.startrack?.id).toBe('test');
  });

  it('uses Australia Post at AUSPOST_API_BASE, and StarTrack only with its account', async () => {
    const base = { ...credentials, AUSPOST_API_BASE: fake.url };
    const auspostOnly = carriersFromEnv(base);
    expect(auspostOnly.auspost?.id).toBe('auspost');
    expect(auspostOnly.startrack).toBeUndefined();

    const both = carriersFromEnv({ ...base, STARTRACK_ACCOUNT: '10123456' });
    expect(both.startrack?.id).toBe('startrack');
    await both.auspost!.rate(sampleShipment(), signal());
    await both.startrack!.rate(sampleShipment({ serviceId: 'startrack' }), signal());
    expect(fake.requests.map((r) => r.headers['account-number'])).toEqual(['1111111111', '10123456']);
    expect(fake.requests.map((r) => r.headers.authorization)).toEqual([
      `Basic ${btoa('k:s')}`,
      `Basic ${btoa('k:s')}`,
    ]);
  });

  it('refuses half the credentials rather than fall back to test labels', () => {
    expect(() => carriersFromEnv({ ...credentials, AUSPOST_ACCOUNT: undefined })).toThrow(
      /missing AUSPOST_ACCOUNT/,
    );
    expect(() => carriersFromEnv({ STARTRACK_ACCOUNT: '10123456' })).toThrow(/STARTRACK_ACCOUNT needs/);
  });
});
