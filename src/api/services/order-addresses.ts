/**
 * An order's addresses as lib/address reads them: the billing one and the one it ships to (its own
 * shipping address, or the billing one when none was given). Every screen, email and document that
 * shows an order's address builds it here; the placeholder suburb stored for a blank one is left out.
 */
import type { Address } from '../../lib/api/schemas/admin-orders.ts';
import { shownSuburb } from '../../lib/checkout/checkout.ts';
import type { orders } from '../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;

/** An order's address with how to reach its person (lib/account/address.ts's AddressParts), as the back office shows it. */
type OrderAddress = Address;

/** The billing address. */
export function billingAddress(o: OrderRow): OrderAddress {
  return {
    name: `${o.fName} ${o.lName}`.trim(),
    company: o.company,
    email: o.email,
    phone: o.phone,
    street_address: o.streetAddress,
    suburb: shownSuburb(o.suburb),
    city: o.city,
    state: o.state,
    post_code: o.postCode,
  };
}

/** The separate shipping address, or null when the order ships to its billing address. */
export function shippingAddress(o: OrderRow): OrderAddress | null {
  if (!o.sStreetAddress) return null;
  return {
    name: `${o.sFName} ${o.sLName}`.trim(),
    company: o.sCompany,
    email: o.sEmail,
    phone: o.sPhone,
    street_address: o.sStreetAddress,
    suburb: shownSuburb(o.sSuburb),
    city: o.sCity,
    state: o.sState,
    post_code: o.sPostCode,
  };
}

/** Where the parcel goes. */
export function shipToAddress(o: OrderRow): OrderAddress {
  return shippingAddress(o) ?? billingAddress(o);
}
