/**
 * One way to write an address, for every screen, email and document: the shopper's, staff's and
 * the printed ones. The product spec's placeholder suburb ('Suburbia', stored for a blank suburb) is never shown.
 */
import { shownSuburb } from '../checkout/checkout.ts';

/** The parts of an address any screen may hold; blank or missing parts are left out. */
export interface AddressParts {
  name?: string | null;
  company?: string | null;
  street_address?: string | null;
  suburb?: string | null;
  city?: string | null;
  state?: string | null;
  post_code?: string | null;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The locality line as Australia Post writes it: "Dubbo NSW 2830". The suburb, when given,
 * is the place mail goes to and the city is kept after it ("Parramatta, Sydney NSW 2150").
 */
export function localityLine(a: AddressParts): string {
  const suburb = shownSuburb(clean(a.suburb));
  const city = clean(a.city);
  const place = [suburb, city]
    .filter(Boolean)
    .filter((p, i, all) => all.indexOf(p) === i)
    .join(', ');
  return [place, clean(a.state), clean(a.post_code)].filter(Boolean).join(' ');
}

/** The address as printed lines: name, company, street, locality. */
export function addressLines(a: AddressParts): string[] {
  return [clean(a.name), clean(a.company), clean(a.street_address), localityLine(a)].filter(Boolean);
}

/** The address on one line, without the name: "Acme Pty Ltd, 1 Ute St, Dubbo NSW 2830". */
export function addressSummary(a: AddressParts): string {
  return [clean(a.company), clean(a.street_address), localityLine(a)].filter(Boolean).join(', ');
}
