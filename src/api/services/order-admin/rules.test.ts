/** The order state machine (lib/fulfilment) and the back office's refusals on top of it. */
import { describe, expect, it } from 'vitest';
import { CARRIERS, canMoveOrder, ORDER_STATUSES, trackingUrl } from '../../../lib/orders/fulfilment.ts';
import { brandOf } from '../../emails/layout/brand.ts';
import { orderStatusMessage } from '../../emails/order-status.ts';
import {
  COLLECT_NOT_SHIPPED,
  NOT_PAID_MESSAGE,
  nextStatuses,
  ONLY_COLLECT,
  REFUND_FIRST_MESSAGE,
  refusal,
  transitionMessage,
} from './rules.ts';

/** Every move the machine allows; anything else is refused. */
const ALLOWED = new Set([
  'pending>processing',
  'pending>shipped',
  'pending>cancelled',
  'processing>shipped',
  'processing>cancelled',
  'shipped>delivered',
  'pending>ready_to_collect',
  'processing>ready_to_collect',
  'ready_to_collect>collected',
  'ready_to_collect>cancelled',
]);

const paid = { paymentStatus: 'completed', refundedCents: 0, totalCents: 10_000, fulfilment: 'ship' };
const collect = { ...paid, fulfilment: 'collect' };

describe('the order state machine', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('knows no other status', () => {
    expect(canMoveOrder('pending', 'lost')).toBe(false);
    expect(canMoveOrder('lost', 'pending')).toBe(false);
    expect(canMoveOrder('pending', 'refunded')).toBe(false);
  });

  it.each(pairs.filter(([from, to]) => !ALLOWED.has(`${from}>${to}`)))(
    'refuses %s -> %s with the words staff see',
    (from, to) => {
      const name = (s: string) => {
        const words = s.replace(/_/g, ' ');
        return words.charAt(0).toUpperCase() + words.slice(1);
      };
      expect(refusal({ ...paid, status: from }, to)).toBe(
        `An order that is ${name(from)} cannot be marked ${name(to)}.`,
      );
    },
  );

  it('says the message of the contract', () => {
    expect(transitionMessage('shipped', 'processing')).toBe(
      'An order that is Shipped cannot be marked Processing.',
    );
  });
});

describe('payment rules on top of the machine', () => {
  it('fulfils only a paid order', () => {
    for (const paymentStatus of ['pending', 'failed', 'review']) {
      const o = { ...paid, paymentStatus, status: 'pending' };
      expect(refusal(o, 'processing')).toBe(NOT_PAID_MESSAGE);
      expect(refusal({ ...o, status: 'processing' }, 'shipped')).toBe(NOT_PAID_MESSAGE);
    }
    expect(refusal({ ...paid, status: 'pending' }, 'processing')).toBeNull();
    expect(refusal({ ...paid, status: 'processing' }, 'shipped')).toBeNull();
    expect(refusal({ ...paid, status: 'shipped' }, 'delivered')).toBeNull();
  });

  it('cancels a paid order only once its money is back', () => {
    expect(refusal({ ...paid, status: 'pending' }, 'cancelled')).toBe(REFUND_FIRST_MESSAGE);
    expect(refusal({ ...paid, status: 'processing', refundedCents: 9_999 }, 'cancelled')).toBe(
      REFUND_FIRST_MESSAGE,
    );
    expect(refusal({ ...paid, status: 'processing', refundedCents: 10_000 }, 'cancelled')).toBeNull();
    expect(refusal({ ...paid, paymentStatus: 'review', status: 'pending' }, 'cancelled')).toBe(
      REFUND_FIRST_MESSAGE,
    );
    // An attempt nobody paid for can always be cancelled.
    expect(refusal({ ...paid, paymentStatus: 'pending', status: 'pending' }, 'cancelled')).toBeNull();
  });

  it('ships a delivery and hands a click & collect order over at its store, never the other way', () => {
    expect(refusal({ ...collect, status: 'pending' }, 'shipped')).toBe(COLLECT_NOT_SHIPPED);
    expect(refusal({ ...collect, status: 'processing' }, 'ready_to_collect')).toBeNull();
    expect(refusal({ ...collect, status: 'ready_to_collect' }, 'collected')).toBeNull();
    expect(refusal({ ...paid, status: 'processing' }, 'ready_to_collect')).toBe(ONLY_COLLECT);
    expect(refusal({ ...collect, paymentStatus: 'pending', status: 'pending' }, 'ready_to_collect')).toBe(
      NOT_PAID_MESSAGE,
    );
    expect(nextStatuses({ ...collect, status: 'pending' })).toEqual(['processing', 'ready_to_collect']);
    expect(nextStatuses({ ...collect, status: 'ready_to_collect' })).toEqual(['collected']);
  });

  it('offers only the moves the server would accept', () => {
    expect(nextStatuses({ ...paid, status: 'pending' })).toEqual(['processing', 'shipped']);
    expect(nextStatuses({ ...paid, status: 'processing' })).toEqual(['shipped']);
    expect(nextStatuses({ ...paid, status: 'shipped' })).toEqual(['delivered']);
    expect(nextStatuses({ ...paid, status: 'delivered' })).toEqual([]);
    expect(nextStatuses({ ...paid, status: 'refunded' })).toEqual([]);
    expect(nextStatuses({ ...paid, paymentStatus: 'pending', status: 'pending' })).toEqual(['cancelled']);
  });
});

describe('the customer emails', () => {
  const base = {
    brand: brandOf(undefined, { storeName: 'Test Shop', siteUrl: 'http://shop.test' }),
    invoiceNumber: 'SCABC123',
    name: 'Jane Citizen',
    email: 'jane@example.com',
  };

  it('says where a shipped parcel is, with the tracking link', () => {
    const url = trackingUrl('https://startrack.com.au/track/details/{tracking}', 'ST 123/4');
    expect(url).toBe('https://startrack.com.au/track/details/ST%20123%2F4');
    const m = orderStatusMessage({
      ...base,
      status: 'shipped',
      carrierName: CARRIERS.startrack,
      trackingNumber: 'ST 123/4',
      trackingUrl: url,
    });
    expect(m.subject).toBe('Your order SCABC123 is on its way');
    expect(m.text).toContain('SCABC123 from Test Shop has shipped with StarTrack');
    expect(m.text).toContain(`Track your parcel: ${url}`);
    expect(m.text).toContain('http://shop.test/guest-track-order/?id=SCABC123');
    expect(m.html).toContain(`href="${url}"`);
  });

  it('leaves the link out when the carrier has none, and escapes HTML', () => {
    const m = orderStatusMessage({
      ...base,
      name: '<b>Jane</b>',
      status: 'shipped',
      carrierName: 'Other',
      trackingNumber: 'X1',
      trackingUrl: null,
    });
    expect(m.text).not.toContain('Track your parcel');
    expect(m.html).toContain('&lt;b&gt;Jane&lt;/b&gt;');
  });

  it.each([
    ['delivered', 'has been delivered'],
    ['cancelled', 'has been cancelled'],
  ] as const)('tells of %s', (status, words) => {
    const m = orderStatusMessage({ ...base, status });
    expect(m.subject).toBe(`Your order SCABC123 ${words}`);
    expect(m.text).toContain('Test Shop');
    expect(m.text).toContain('http://shop.test/guest-track-order/?id=SCABC123');
  });
});
