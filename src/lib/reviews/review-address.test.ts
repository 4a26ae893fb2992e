import { describe, expect, it } from 'vitest';
import { memberReviewPath, reviewAddress } from './review-address.ts';

describe('the review page address', () => {
  it("is a guest's when it carries the signed link's token", () => {
    expect(reviewAddress('?t=12.1999999999.abc')).toEqual({
      kind: 'guest',
      reviewer: { token: '12.1999999999.abc' },
    });
  });

  it("is a member's order line from the order page's link", () => {
    const path = memberReviewPath('SCABCDEFGHJK', 42);
    expect(path).toBe('/review/?order=SCABCDEFGHJK&item=42');
    expect(reviewAddress(path.slice('/review/'.length))).toEqual({
      kind: 'member',
      reviewer: { orderItemId: 42 },
      invoice: 'SCABCDEFGHJK',
      itemId: 42,
    });
  });

  it('names nothing without a token, or with an item that is not a whole number', () => {
    expect(reviewAddress('')).toBeNull();
    expect(reviewAddress('?t=')).toBeNull();
    expect(reviewAddress('?order=SCABCDEFGHJK&item=1.5')).toBeNull();
    expect(reviewAddress('?order=SCABCDEFGHJK&item=-3')).toBeNull();
    expect(reviewAddress('?item=3')).toBeNull();
  });
});
