import { describe, expect, it } from 'vitest';
import { checkReviewToken, REVIEW_LINK_TTL_MS, reviewLink, signReviewToken } from './review-links.ts';

const SECRET = 'test-secret';
const NOW = Date.UTC(2026, 0, 1);

describe('review links', () => {
  it("open their own line for 60 days, on the storefront's review page", () => {
    const link = reviewLink('https://shop.example/', SECRET, 42, NOW);
    expect(link).toMatch(/^https:\/\/shop\.example\/review\/\?t=42\.\d+\.[\w-]{43}$/);
    const token = new URL(link).searchParams.get('t')!;
    expect(checkReviewToken(SECRET, token, NOW)).toEqual({ state: 'valid', orderItemId: 42 });
    expect(checkReviewToken(SECRET, token, NOW + REVIEW_LINK_TTL_MS - 1000).state).toBe('valid');
    expect(checkReviewToken(SECRET, token, NOW + REVIEW_LINK_TTL_MS + 1000)).toEqual({
      state: 'expired',
      orderItemId: 42,
    });
  });

  it('refuse another line, a changed expiry, another secret and anything malformed', () => {
    const [, expires, sig] = signReviewToken(SECRET, 42, NOW).split('.');
    for (const token of [
      `43.${expires}.${sig}`,
      `42.${Number(expires) + 86_400}.${sig}`,
      `42.${expires}.${sig!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `42.${expires}`,
      '',
      '42..x',
    ])
      expect(checkReviewToken(SECRET, token, NOW), token).toEqual({ state: 'invalid' });
    expect(checkReviewToken('other-secret', signReviewToken(SECRET, 42, NOW), NOW).state).toBe('invalid');
  });
});
