/** The saved address a member's checkout starts with, so a signed-in member does not retype it. */

import type { Address } from '../checkout/checkout.ts';
import type { SavedAddress } from './account.ts';

const PREFERRED_TYPE = /^(default|billing)$/i;

/**
 * A member's default address: the one saved as "Default" or "Billing", else the first saved; null
 * when none is saved (or the list is still loading).
 */
export function defaultAddress(addresses: readonly SavedAddress[] | null): Address | null {
  const chosen = addresses?.find((a) => PREFERRED_TYPE.test(a.address_type.trim())) ?? addresses?.[0];
  if (!chosen) return null;
  const { id: _id, address_type: _type, ...address } = chosen;
  return address;
}

/** Whether nothing of an address has been typed yet. */
export function isBlankAddress(address: Address): boolean {
  return Object.values(address).every((value) => value.trim() === '');
}
