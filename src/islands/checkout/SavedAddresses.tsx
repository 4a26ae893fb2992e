/** 'Show Addresses': a side panel of a member's saved addresses; choosing one fills the billing fields. */
import { useState } from 'react';
import type { SavedAddress } from '../../lib/account/account.ts';
import { addressSummary } from '../../lib/account/address.ts';
import type { Address } from '../../lib/checkout/checkout.ts';

export function SavedAddresses({
  addresses,
  onChoose,
}: {
  addresses: SavedAddress[];
  onChoose: (a: Address) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="saved-addresses">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls="saved-address-list"
        onClick={() => setOpen(!open)}
      >
        Show Addresses
      </button>
      {open && (
        <ul id="saved-address-list" aria-label="Saved addresses">
          {addresses.map(({ id, address_type, ...address }) => (
            <li key={id}>
              <p>
                {address.f_name} {address.l_name}, {addressSummary(address)}
              </p>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  onChoose(address);
                  setOpen(false);
                }}
              >
                Use this address<span className="visually-hidden"> ({address_type})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
