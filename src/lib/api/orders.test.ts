import { describe, expect, it } from 'vitest';
import { toOrder } from './orders.ts';

const answer = {
  invoice_number: 'SCABC',
  status: 'pending',
  created_at: '2026-01-02T03:04:05.000Z',
  payment_method: 'Stripe',
  payment_status: 'completed',
  subTotal: '100.00',
  delivery_charges: '15.00',
  totalGst: '11.50',
  total_amount: '126.50',
  order_meta: [{ id: 4, product_title: 'Pads', quantity: 2, price: '50.00', qp_subtotal: '100.00' }],
};

describe('an order answer', () => {
  it('becomes an Order in cents, without customer details unless sent', () => {
    expect(toOrder(answer)).toEqual({
      invoiceNumber: 'SCABC',
      status: 'pending',
      createdAt: '2026-01-02T03:04:05.000Z',
      paymentMethod: 'Stripe',
      paymentStatus: 'completed',
      subtotalCents: 10000,
      discountCents: 0,
      deliveryCents: 1500,
      gstCents: 1150,
      totalCents: 12650,
      customer: null,
      lines: [{ id: 4, title: 'Pads', unitCents: 5000, quantity: 2, totalCents: 10000 }],
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

  it('carries the discounts, so subtotal less discounts plus shipping and GST is the total', () => {
    const order = toOrder({
      ...answer,
      subTotal: '70.00',
      discountedAmount: '10.15',
      delivery_charges: '15.00',
      totalGst: '7.49',
      total_amount: '82.34',
    });
    expect(order.subtotalCents - order.discountCents + order.deliveryCents + order.gstCents).toBe(
      order.totalCents,
    );
  });

  it("leaves SPEC's 'Suburbia' placeholder out of the address", () => {
    const order = toOrder({
      ...answer,
      email: 'jane@example.com',
      address: '1 George St, Suburbia, Sydney, NSW, 2000',
    });
    expect(order.customer?.address).toBe('1 George St, Sydney, NSW, 2000');
  });
});
