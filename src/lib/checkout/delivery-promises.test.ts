import { describe, expect, it } from 'vitest';
import { freeDeliveryOrders } from './delivery-promises.ts';

describe('delivery promises', () => {
  it('say free delivery from the threshold itself, as checkout charges it', () => {
    expect(freeDeliveryOrders(40000)).toBe('orders of $400 or more');
    expect(freeDeliveryOrders(15050)).toBe('orders of $150.50 or more');
  });
});
