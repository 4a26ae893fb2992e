import { describe, expect, it } from 'vitest';
import { rowsInView, summaryRows } from '../pricing/order-summary.ts';
import { type ApiOrder, toOrder } from './orders.ts';

const answer: ApiOrder = {
  invoice_number: 'SCABC',
  status: 'pending',
  created_at: '2026-01-02T03:04:05.000Z',
  payment_method: 'Stripe',
  payment_status: 'completed',
  subTotal: '100.00',
  subtotal_inc_gst: '110.00',
  discountedAmount: '0.00',
  signup_discount: '0.00',
  membership_discount: '0.00',
  newsletter_discount: '0.00',
  delivery_charges: '15.00',
  delivery_inc_gst: '16.50',
  totalGst: '11.50',
  total_amount: '126.50',
  refunded_amount: '0.00',
  fulfilment: 'ship',
  pickup_store: null,
  tracking: null,
  delivery_service: { name: 'Australia Post Parcel Post', eta_days: [2, 5] },
  timeline: [],
  order_meta: [
    {
      id: 4,
      product_title: 'Pads',
      quantity: 2,
      price: '50.00',
      qp_subtotal: '100.00',
      price_inc_gst: '55.00',
      qp_subtotal_inc_gst: '110.00',
    },
  ],
};

describe('an order answer', () => {
  it('becomes an Order in cents, both figures of every price, without customer details unless sent', () => {
    expect(toOrder(answer)).toEqual({
      invoiceNumber: 'SCABC',
      status: 'pending',
      createdAt: '2026-01-02T03:04:05.000Z',
      paymentMethod: 'Stripe',
      paymentStatus: 'completed',
      totals: {
        subtotalExCents: 10000,
        subtotalIncCents: 11000,
        signupDiscountCents: 0,
        membershipDiscountCents: 0,
        newsletterDiscountCents: 0,
        deliveryExCents: 1500,
        deliveryIncCents: 1650,
        gstCents: 1150,
        totalCents: 12650,
      },
      customer: null,
      lines: [
        {
          id: 4,
          title: 'Pads',
          quantity: 2,
          unit: { incCents: 5500, exCents: 5000 },
          total: { incCents: 11000, exCents: 10000 },
        },
      ],
      timeline: [],
      tracking: null,
      deliveryService: { name: 'Australia Post Parcel Post', etaDays: [2, 5] },
      refundedCents: 0,
    });
  });

  it("carries the owner's details when the server sends them", () => {
    const order = toOrder({
      ...answer,
      f_name: 'Jane',
      l_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412',
      address: '1 George St, Sydney',
    });
    expect(order.customer).toEqual({
      name: 'Jane Citizen',
      email: 'jane@example.com',
      phone: '0412',
      address: '1 George St, Sydney',
    });
  });

  it('carries each discount, so the shown subtotal less the discounts plus delivery is the total', () => {
    const order = toOrder({
      ...answer,
      subTotal: '70.00',
      subtotal_inc_gst: '77.00',
      discountedAmount: '11.17',
      signup_discount: '3.85',
      membership_discount: '7.32',
      delivery_charges: '15.00',
      delivery_inc_gst: '16.50',
      totalGst: '7.48',
      total_amount: '82.33',
    });
    const t = order.totals;
    expect(t).toMatchObject({ signupDiscountCents: 385, membershipDiscountCents: 732 });
    expect(
      t.subtotalIncCents -
        t.signupDiscountCents -
        t.membershipDiscountCents -
        t.newsletterDiscountCents +
        t.deliveryIncCents,
    ).toBe(t.totalCents);
    expect(rowsInView(summaryRows(t), 'inc').map((r) => r.key)).toEqual([
      'subtotal',
      'signup-discount',
      'membership-discount',
      'delivery',
      'gst',
      'total',
    ]);
    // The ex-GST view: $70.00 - $3.50 - $6.65 + $15.00 = $74.85 ex GST, plus $7.48 GST is $82.33.
    expect(rowsInView(summaryRows(t), 'ex').map((r) => r.key)).toEqual([
      'subtotal',
      'signup-discount',
      'membership-discount',
      'delivery',
      'total',
      'ex-gst',
      'ex-total-inc',
    ]);
    expect(summaryRows(t).find((r) => r.key === 'signup-discount')).toMatchObject({
      price: { incCents: 385, exCents: 350 },
    });
  });

  it("leaves SPEC's 'Suburbia' placeholder out of the address", () => {
    const order = toOrder({
      ...answer,
      email: 'jane@example.com',
      address: '1 George St, Suburbia, Sydney, NSW, 2000',
    });
    expect(order.customer?.address).toBe('1 George St, Sydney, NSW, 2000');
  });

  it('carries the timeline, the tracking link and what was refunded', () => {
    const order = toOrder({
      ...answer,
      status: 'shipped',
      refunded_amount: '12.34',
      tracking: {
        carrier: 'startrack',
        carrier_name: 'StarTrack',
        number: 'ST123',
        url: 'https://startrack.com.au/track/details/ST123',
      },
      timeline: [
        {
          at: '2026-01-02T03:04:05.000Z',
          kind: 'placed',
          status: null,
          label: 'Order placed',
          carrier_name: null,
          tracking_number: null,
          tracking_url: null,
        },
        {
          at: '2026-01-03T03:04:05.000Z',
          kind: 'status',
          status: 'shipped',
          label: 'Shipped with StarTrack',
          carrier_name: 'StarTrack',
          tracking_number: 'ST123',
          tracking_url: 'https://startrack.com.au/track/details/ST123',
        },
      ],
    });
    expect(order.refundedCents).toBe(1234);
    expect(order.tracking).toEqual({
      carrier: 'startrack',
      carrierName: 'StarTrack',
      number: 'ST123',
      url: 'https://startrack.com.au/track/details/ST123',
    });
    expect(order.timeline.map((e) => e.label)).toEqual(['Order placed', 'Shipped with StarTrack']);
    expect(order.timeline[1]).toMatchObject({ carrierName: 'StarTrack', trackingNumber: 'ST123' });
  });

  it('never makes a link of a tracking address that is not a web address', () => {
    const order = toOrder({
      ...answer,
      tracking: { carrier: 'other', carrier_name: 'Other', number: 'X1', url: 'javascript:alert(1)' },
    });
    expect(order.tracking).toMatchObject({ number: 'X1', url: null });
  });
});
