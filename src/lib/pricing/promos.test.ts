import { describe, expect, it } from 'vitest';
import { freeDeliveryOrders } from '../checkout/delivery-promises.ts';
import { promos } from './promos.ts';

describe('the home promo banners', () => {
  it('word free delivery from the threshold setting, as every other text does', () => {
    expect(promos({ freeDeliveryThresholdCents: 40000 })[1]!.title).toBe(
      'Free delivery on orders of $400 or more',
    );
    const titles = promos({ freeDeliveryThresholdCents: 25050 }).map((p) => p.title);
    expect(titles).toContain('Free delivery on orders of $250.50 or more');
    expect(titles).toContain(`Free delivery on ${freeDeliveryOrders(25050)}`);
    expect(titles.join(' ')).not.toContain('$400');
  });

  it('keep their pictures free of words, so a changed setting never leaves the old figure in a picture', () => {
    const a = promos({ freeDeliveryThresholdCents: 40000 }).map((p) => p.image);
    const b = promos({ freeDeliveryThresholdCents: 9900 }).map((p) => p.image);
    expect(a).toEqual(b);
  });
});
