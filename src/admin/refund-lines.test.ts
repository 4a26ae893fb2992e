import { describe, expect, it } from 'vitest';
import { refundBody } from './refund-lines.tsx';

describe('refundBody', () => {
  it('sends the lines with a quantity above zero', () => {
    expect(refundBody({ mode: 'lines', quantities: { 4: '1', 5: '0', 6: '' }, amount: '' })).toEqual({
      lines: [{ item_id: 4, quantity: 1 }],
    });
  });

  it('sends an amount in cents', () => {
    expect(refundBody({ mode: 'amount', quantities: {}, amount: '$12.34' })).toEqual({ amount_cents: 1234 });
  });

  it('says what to fix when nothing would be refunded', () => {
    expect(refundBody({ mode: 'lines', quantities: {}, amount: '' })).toMatch(/at least one line/);
    expect(refundBody({ mode: 'amount', quantities: {}, amount: '0' })).toMatch(/above \$0.00/);
    expect(refundBody({ mode: 'lines', quantities: { 1: '1.5' }, amount: '' })).toMatch(/whole numbers/);
  });
});
