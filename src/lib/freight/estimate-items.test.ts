import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { itemsQuery } from './estimate-items.ts';
import { EstimateQuerySchema } from './request.ts';

describe("the estimate's items query", () => {
  it('merges lines by product in id order, and the API reads back what the shop wrote', () => {
    const query = itemsQuery([
      { id: 40, quantity: 2 },
      { id: 12, quantity: 1 },
      { id: 40, quantity: 1 },
    ]);
    expect(query).toBe('12x1,40x3');
    expect(v.parse(EstimateQuerySchema, { items: query, post_code: '6725' })).toEqual({
      items: [
        { id: 12, quantity: 1 },
        { id: 40, quantity: 3 },
      ],
      post_code: '6725',
    });
  });

  it('is refused when it is not id x quantity pairs', () => {
    for (const items of ['12', '12x', 'x1', '12x1,', '12x1;40x2', '-1x1'])
      expect(v.safeParse(EstimateQuerySchema, { items, post_code: '6725' }).success).toBe(false);
  });
});
