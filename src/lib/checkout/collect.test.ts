import { describe, expect, it } from 'vitest';
import { priceOrder } from '../pricing/pricing.ts';
import { pricingFor } from './collect.ts';

const settings = { gstBp: 1000, deliveryChargeCents: 1500, freeDeliveryThresholdCents: 40000 };
const lines = [{ unitCents: 5000, quantity: 1 }];
const none = { signupBp: 0, membershipBp: 0, newsletterBp: 0 };

describe('pricing a click & collect order', () => {
  it('charges nothing for delivery, as the server does', () => {
    const collected = priceOrder(lines, pricingFor(settings, true), none);
    expect(collected.deliveryExCents).toBe(0);
    expect(collected.deliveryIncCents).toBe(0);
    expect(collected.totalCents).toBe(5500);
  });

  it('leaves a delivery priced as before', () => {
    expect(pricingFor(settings, false)).toBe(settings);
    expect(priceOrder(lines, pricingFor(settings, false), none).deliveryExCents).toBe(1500);
  });
});
