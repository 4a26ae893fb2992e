import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../lib/orders/orders.ts';
import { OrderView } from './OrderView.tsx';

const price = { incCents: 5500, exCents: 5000 };
const order: Order = {
  invoiceNumber: 'SCABCDEFGHJK',
  status: 'collected',
  createdAt: '2026-12-01T01:00:00.000Z',
  paymentMethod: 'Stripe',
  paymentStatus: 'completed',
  totals: {
    subtotalExCents: 5000,
    subtotalIncCents: 5500,
    signupDiscountCents: 0,
    membershipDiscountCents: 0,
    newsletterDiscountCents: 0,
    deliveryExCents: 0,
    deliveryIncCents: 0,
    gstCents: 500,
    totalCents: 5500,
  },
  customer: {
    name: 'Jane Citizen',
    email: 'jane@example.com',
    phone: '0412345678',
    address: '1 George Street',
  },
  lines: [{ id: 1, title: 'Brake Pads', quantity: 1, unit: price, total: price }],
  timeline: [
    { at: '2026-12-01T02:00:00.000Z', kind: 'status', status: 'ready_to_collect', label: 'Ready to collect' },
    {
      at: '2026-12-01T03:00:00.000Z',
      kind: 'status',
      status: 'collected',
      label: 'Collected',
    },
  ].map((e) => ({ ...e, carrierName: null, trackingNumber: null, trackingUrl: null })),
  tracking: null,
  deliveryService: null,
  refundedCents: 0,
};
const penrith = {
  id: 2,
  name: 'Penrith',
  address: '58 Mulgoa Road, Penrith NSW 2750',
  phone: '02 4721 3300',
  hours: ['Mon–Fri 7:30am–5:30pm', 'Sat 8am–4pm'],
};

describe('a click & collect order as its customer sees it', () => {
  it('names the store, its address, phone and hours, and its billing address as such', () => {
    const html = renderToStaticMarkup(createElement(OrderView, { order, pickup: penrith }));
    expect(html).toContain('Collect from Penrith, 58 Mulgoa Road, Penrith NSW 2750');
    expect(html).toContain('<li>Mon–Fri 7:30am–5:30pm</li><li>Sat 8am–4pm</li>');
    expect(html).toContain('Phone 02 4721 3300');
    expect(html).toContain('<dt>Billing address</dt>');
    expect(html).not.toContain('Deliver to');
    expect(html).toContain('Ready to collect');
    expect(html).toContain('Collected');
  });

  it('leaves a delivery as it was, with the service chosen at checkout and its business days', () => {
    const sent = { ...order, deliveryService: { name: 'StarTrack Road Express', etaDays: [2, 4] as const } };
    const html = renderToStaticMarkup(createElement(OrderView, { order: sent }));
    expect(html).toContain('<dt>Deliver to</dt>');
    expect(html).toContain(
      '<dt>Delivery service</dt><dd data-testid="order-delivery-service">StarTrack Road Express, 2–4 business days</dd>',
    );
    expect(html).not.toContain('Collect from');
    expect(renderToStaticMarkup(createElement(OrderView, { order }))).not.toContain('Delivery service');
  });
});
