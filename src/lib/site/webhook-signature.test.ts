import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './webhook-signature.ts';

const secret = 'a-shared-secret';
const body = '{"event":"catalogue.changed"}';
const now = Date.UTC(2026, 10, 21, 12);

describe('webhook signatures', () => {
  it('accepts a fresh signature over the exact body', () => {
    const header = signPayload(secret, body, now);
    expect(verifySignature(secret, body, header, now)).toEqual({
      ok: true,
      signature: header.split('v1=')[1],
      timestamp: now / 1000,
    });
  });

  it.each([
    ['no header', undefined, 'Missing X-Storefront-Signature header'],
    ['garbage', 'nonsense', 'Malformed signature'],
    ['another secret', signPayload('other-secret', body, now), 'Invalid signature'],
    ['another body', signPayload(secret, `${body} `, now), 'Invalid signature'],
    [
      'six minutes old',
      signPayload(secret, body, now - 6 * 60_000),
      'Signature timestamp is outside the allowed window',
    ],
    [
      'six minutes ahead',
      signPayload(secret, body, now + 6 * 60_000),
      'Signature timestamp is outside the allowed window',
    ],
  ])('refuses %s', (_name, header, message) => {
    expect(verifySignature(secret, body, header, now)).toEqual({ ok: false, message });
  });
});
