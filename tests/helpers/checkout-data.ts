/** A checkout as the payment pages store it (lib/checkout-storage.ts), with `extra` over it. */
import type { CheckoutData } from '../../src/lib/checkout/checkout-storage.ts';

export const checkoutData = (extra: Partial<CheckoutData> = {}): CheckoutData => ({
  f_name: 'Jane',
  l_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412345678',
  street_address: '1 George St',
  post_code: '2000',
  state: 'NSW',
  city: 'Sydney',
  subTotal: '100.00',
  delivery_charges: '15.00',
  totalGst: '11.50',
  grand_total: '126.50',
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
  gstBp: 1000,
  order: {},
  idempotencyKey: 'ord-1',
  savedAt: Date.now(),
  ...extra,
});
