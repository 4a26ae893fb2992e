import { describe, expect, it } from 'vitest';
import { orderErrors } from './order-errors.ts';

const products = [
  { id: 101, quantity: 1 },
  { id: 205, quantity: 5 },
];

describe("a refused order's field errors", () => {
  it('puts a line’s error beside the product it names', () => {
    const body = {
      message: 'Only 3 of Oil are available.',
      errors: { 'products.1.quantity': 'Only 3 of Oil are available.' },
    };
    expect(orderErrors(body, products)).toEqual({
      pickup: null,
      lines: { 205: 'Only 3 of Oil are available.' },
    });
    expect(orderErrors({ errors: { 'products.0.id': 'Oil is out of stock.' } }, products).lines).toEqual({
      101: 'Oil is out of stock.',
    });
  });

  it('puts a refused store beside the store', () => {
    const pickup = 'This store does not offer click & collect. Please choose another store.';
    expect(orderErrors({ errors: { pickup_location_id: pickup } }, products)).toEqual({ pickup, lines: {} });
  });

  it('says nothing of an answer without field errors, or of a line the order did not send', () => {
    expect(orderErrors({ message: 'Payment failed' }, products)).toEqual({ pickup: null, lines: {} });
    expect(orderErrors(null, products)).toEqual({ pickup: null, lines: {} });
    expect(orderErrors({ errors: { 'products.7.quantity': 'x' } }, products).lines).toEqual({});
  });
});
