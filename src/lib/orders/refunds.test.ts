import { describe, expect, it } from 'vitest';
import { refundedQuantities, unitsLeft } from './refunds.ts';

describe('units left to refund', () => {
  const refunds = [
    { id: 1, status: 'succeeded', lines: [{ item_id: 10, quantity: 1 }] },
    {
      id: 2,
      status: 'pending',
      lines: [
        { item_id: 10, quantity: 1 },
        { item_id: 11, quantity: 2 },
      ],
    },
    { id: 3, status: 'failed', lines: [{ item_id: 10, quantity: 5 }] },
  ];

  it('counts refunds done or under way, never failed ones', () => {
    expect(Object.fromEntries(refundedQuantities(refunds))).toEqual({ 10: 2, 11: 2 });
  });

  it('leaves out the refund being tried again', () => {
    expect(Object.fromEntries(refundedQuantities(refunds, 2))).toEqual({ 10: 1 });
  });

  it('says 2 left of a line of 3 with one refunded, and never below zero', () => {
    expect(unitsLeft(3, 1)).toBe(2);
    expect(unitsLeft(3, 4)).toBe(0);
  });
});
